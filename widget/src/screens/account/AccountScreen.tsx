/** Placeholder until the screen is built. */
export function AccountScreen() {
  return <p>AccountScreen</p>;
}
