/** Placeholder until the screen is built. */
export function PresentationScreen() {
  return <p>PresentationScreen</p>;
}
