import { AccountScreen } from '../../screens/account/AccountScreen.tsx';
import { RegistrationScreen } from '../../screens/registration/RegistrationScreen.tsx';

/** The phone → code screen, then the inscription form (SignInPanel loads this on first use). */
export default function SignInScreens({ screen }: { screen: 'account' | 'inscription' }) {
  return screen === 'account' ? <AccountScreen /> : <RegistrationScreen />;
}
