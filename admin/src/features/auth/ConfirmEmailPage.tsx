import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf, errorText } from '../../lib/errors.ts';
import { meKey } from '../../lib/me.ts';
import { confirmEmailChange, confirmRegistration } from './authApi.ts';

type Outcome = { kind: 'registered' } | { kind: 'already' } | { kind: 'changed' };

/**
 * `/confirm-email/:token`: a new account's link signs the provider in and leads to the onboarding;
 * the same path serves the link of an e-mail change (`account/confirm-email`), tried when the first
 * call calls the token invalid. One query per token: a second render never spends it twice. A link
 * of an e-mail confirmed already (clicked twice) says so: signed in within its 24 hours, else sent
 * to the sign-in page.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { api, session, queryClient } = useAdmin();
  const [, navigate] = useLocation();
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async (): Promise<Outcome> => {
      try {
        const answer = await confirmRegistration(api, token);
        session.signedIn(answer);
        return { kind: answer.alreadyConfirmed ? 'already' : 'registered' };
      } catch (error) {
        if (errorCodeOf(error) !== 'token-invalid') throw error;
        await confirmEmailChange(api, token);
        void queryClient.invalidateQueries({ queryKey: meKey });
        return { kind: 'changed' };
      }
    },
  });

  const registered = confirmation.data?.kind === 'registered';
  useEffect(() => {
    if (registered) navigate('/onboarding', { replace: true });
  }, [registered, navigate]);

  if (confirmation.isPending || registered) return <Loading />;
  if (confirmation.data?.kind === 'already') {
    return (
      <section className="page narrow">
        <h1>{t('confirm.alreadyTitle')}</h1>
        <p role="status">{t('confirm.alreadySignedIn')}</p>
        <p>
          <Link href="/">{t('confirm.toDashboard')}</Link>
        </p>
      </section>
    );
  }
  if (confirmation.isError && errorCodeOf(confirmation.error) === 'already-confirmed') {
    return (
      <section className="page narrow">
        <h1>{t('confirm.alreadyTitle')}</h1>
        {/* The server's own sentence ("… déjà confirmée. Connectez-vous."), without the error's status. */}
        <p role="status">{confirmation.error.message}</p>
        <p>
          <Link href="/login">{t('confirm.toLogin')}</Link>
        </p>
      </section>
    );
  }
  if (confirmation.isError) {
    return (
      <section className="page narrow">
        <h1>{t('confirm.failedTitle')}</h1>
        <p role="alert" className="form-message error">
          {errorText(confirmation.error, t)}
        </p>
        <p>
          <Link href="/login">{t('confirm.toLogin')}</Link> · <Link href="/reset-password">{t('confirm.toReset')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t('confirm.changedTitle')}</h1>
      <p role="status">{t('confirm.changed')}</p>
      <p>
        <Link href="/account">{t('confirm.toAccount')}</Link>
      </p>
    </section>
  );
}
