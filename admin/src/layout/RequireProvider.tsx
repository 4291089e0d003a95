import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { useAdmin, useSession } from '../lib/context.tsx';
import { errorText } from '../lib/errors.ts';
import { useMe } from '../lib/me.ts';
import { Loading } from './Loading.tsx';

/**
 * Pages of a signed-in provider: signed out, the sign-in page; while `me` loads, a loading state.
 * `landing` (the dashboard): the first page of a visit sends a provider whose onboarding is not
 * finished to the onboarding.
 */
export function RequireProvider({ children, landing = false }: { children: ReactNode; landing?: boolean }) {
  const { t } = useTranslation('admin');
  const { session } = useAdmin();
  const signedIn = useSession((state) => state.signedIn);
  const landed = useSession((state) => state.landed);
  const me = useMe();
  const ready = me.data !== undefined;
  useEffect(() => {
    if (ready && !landed) session.landed();
  }, [ready, landed, session]);
  if (!signedIn) return <Redirect to="/login" replace />;
  if (me.isError && !ready) {
    return (
      <section className="page">
        <h1>{t('loadFailed')}</h1>
        <p role="alert" className="form-message error">
          {errorText(me.error, t)}
        </p>
        <button type="button" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  if (!me.data) return <Loading />;
  if (landing && !landed && !me.data.provider.onboardingFinished) return <Redirect to="/onboarding" replace />;
  return children;
}

/** Sign-in, registration and reset pages: a signed-in provider goes to their landing page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.signedIn);
  return signedIn ? <Redirect to="/" replace /> : children;
}
