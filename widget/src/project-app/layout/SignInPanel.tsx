import { useWidgetState } from '../../context.tsx';
import { AccountScreen } from '../../screens/account/AccountScreen.tsx';
import { RegistrationScreen } from '../../screens/registration/RegistrationScreen.tsx';

/** The widget's sign-in screens, as they are (one implementation, two hosts), in a card. */
export function SignInPanel() {
  const screen = useWidgetState((state) => state.screen);
  if (screen !== 'account' && screen !== 'inscription') return null;
  return <div className="app-card app-signin-card">{screen === 'account' ? <AccountScreen /> : <RegistrationScreen />}</div>;
}
