import type { ReactNode } from 'react';
import { useWidgetState } from '../../context.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { Loading } from './Loading.tsx';
import { SignInPanel } from './SignInPanel.tsx';

export { Loading };

/**
 * Pages of a signed-in couple: while the session is checked, a loading state; signed out, the
 * widget's own phone → code → inscription screens; then the page asked for, at the same address.
 */
export function RequireCouple({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const screen = useWidgetState((state) => state.screen);
  if (screen === 'loading') return <Loading />;
  if (screen === 'presentation') return children;
  return (
    <section className="app-signin" aria-labelledby="app-signin-title">
      <h1 id="app-signin-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <SignInPanel />
    </section>
  );
}
