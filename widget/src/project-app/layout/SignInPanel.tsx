import { lazy, Suspense } from 'react';
import { useWidgetState } from '../../context.tsx';
import { Loading } from './Loading.tsx';

// Loaded on first use: the phone rules (libphonenumber) and the registration form are not
// needed by the first page of a visit, and would cost the app's first-load budget (issue 7).
const SignInScreens = lazy(() => import('./SignInScreens.tsx'));

/** The widget's sign-in screens, as they are (one implementation, two hosts), in a card. */
export function SignInPanel() {
  const screen = useWidgetState((state) => state.screen);
  if (screen !== 'account' && screen !== 'inscription') return null;
  return (
    <div className="app-card app-signin-card">
      <Suspense fallback={<Loading />}>
        <SignInScreens screen={screen} />
      </Suspense>
    </div>
  );
}
