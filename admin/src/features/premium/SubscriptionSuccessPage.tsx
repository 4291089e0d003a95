import type { SubscriptionState } from '@alliance/shared/premium';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { premiumChanged, useSubscription } from './premiumApi.ts';

/** How often the page asks, and for how long before it says the confirmation is late. */
export const POLL_MS = 1000;
export const POLL_LIMIT_MS = 30_000;

/**
 * `/payment/subscription/success`: where the checkout sends the provider back. It only reads the
 * subscription (premium starts from the payment event, never from this page), asking again until
 * the server says premium is on: the event may arrive a few seconds after the browser.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('premium');
  const queryClient = useQueryClient();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useSubscription(late ? false : POLL_MS);
  const premium = query.data?.isPremium === true;
  useEffect(() => {
    // The header, the dashboard and the invoices show the new state.
    if (premium) premiumChanged(queryClient);
  }, [premium, queryClient]);

  return (
    <section className="page">
      <h1>{t('success.title')}</h1>
      <div role="status" aria-live="polite">
        <StatusText state={query.data} error={query.error} late={late} />
      </div>
      {late && !premium && (
        <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('success.checkAgain')}
        </button>
      )}
      <p className="actions">
        <Link href="/premium" className="button primary">
          {t('success.toPremium')}
        </Link>
        <Link href="/statistics" className="button">
          {t('success.toStatistics')}
        </Link>
      </p>
    </section>
  );
}

function StatusText({ state, error, late }: { state?: SubscriptionState; error: unknown; late: boolean }) {
  const { t, i18n } = useTranslation('premium');
  if (error && !state) return <p className="form-message error">{errorText(error, t)}</p>;
  if (!state?.isPremium) return <p>{late ? t('success.late') : t('success.waiting')}</p>;
  const date = state.currentPeriodEnd ? formatInstant(state.currentPeriodEnd, i18n.language) : '';
  return (
    <div className="premium-state is-premium">
      <p className="premium-welcome">{t('success.premium')}</p>
      {state.plan && date && <p>{t('success.plan', { plan: t(`plans.${state.plan}.name`), date })}</p>}
      <p className="hint">{t('success.invoice')}</p>
    </div>
  );
}
