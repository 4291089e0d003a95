/** Placeholder until the screen is built. */
export function RegistrationScreen() {
  return <p>RegistrationScreen</p>;
}
