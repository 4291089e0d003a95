import { leadReturnPath, paymentSessionParamsSchema, returnLeadOf } from '@alliance/shared/credits';
import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { errorText } from '../../lib/errors.ts';
import { creditsKey, setBalance } from '../leads/leadsApi.ts';
import { type PaymentStatusAnswer, usePaymentStatus } from './creditsApi.ts';

/** How often the page asks, and for how long before it says the confirmation is late. */
export const POLL_MS = 1000;
export const POLL_LIMIT_MS = 30_000;

/**
 * `/payment/credits/success?session_id=`: where the checkout sends the provider back. It only
 * reads the payment (the server credits from the payment event, never from this page): waiting
 * while it is open, then the credits added and the new balance, or why nothing happened.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('credits');
  const session = new URLSearchParams(useSearch()).get('session_id') ?? '';
  const known = paymentSessionParamsSchema.safeParse({ session }).success;
  return (
    <section className="page">
      <h1>{t('payment.title')}</h1>
      {known ? <PaymentStatus session={session} /> : <p role="alert">{t('payment.unknown')}</p>}
      <p className="actions">
        <Link href="/leads" className="button primary">
          {t('payment.toLeads')}
        </Link>
        <Link href="/credits" className="button">
          {t('payment.toCredits')}
        </Link>
      </p>
    </section>
  );
}

function PaymentStatus({ session }: { session: string }) {
  const { t } = useTranslation('credits');
  const queryClient = useQueryClient();
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = usePaymentStatus(session, late ? false : POLL_MS);
  const answer = query.data;
  const paid = answer?.payment.status === 'paid';
  useEffect(() => {
    if (!paid || !answer) return;
    // The header and the credits page show the new balance, the ledger its purchase, the invoices the new one.
    setBalance(queryClient, answer.balance);
    void queryClient.invalidateQueries({ queryKey: creditsKey, predicate: (q) => q.queryKey[1] !== 'payment' });
  }, [paid, answer, queryClient]);
  // The lead the provider left for this purchase (only a lead page of our app, whatever the answer holds).
  const lead = returnLeadOf(answer?.payment.returnTo);
  const back = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (paid && lead) back.current?.focus();
  }, [paid, lead]);

  return (
    <>
      <div role="status" aria-live="polite">
        <StatusText answer={answer} error={query.error} late={late} />
      </div>
      {paid && lead && (
        <p>
          {/* The unlock dialog opens on arrival: the purchase's point, one click away. */}
          <Link ref={back} href={`${leadReturnPath(lead)}?unlock=1`} className="button primary">
            {t('payment.backToLead')}
          </Link>
        </p>
      )}
      {late && answer?.payment.status === 'open' && (
        <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('payment.checkAgain')}
        </button>
      )}
    </>
  );
}

function StatusText({ answer, error, late }: { answer?: PaymentStatusAnswer; error: unknown; late: boolean }) {
  const { t } = useTranslation('credits');
  const amount = (count: number) => t('amount', { count });
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <p>{t('payment.unknown')}</p>;
  if (error && !answer) return <p className="form-message error">{errorText(error, t)}</p>;
  if (!answer) return <p>{t('payment.waiting')}</p>;
  const { payment, balance } = answer;
  switch (payment.status) {
    case 'paid':
      return (
        <>
          <p className="form-message success">
            {t('payment.paid', { credits: amount(payment.credits) })} {t('payment.balance', { amount: amount(balance) })}
          </p>
          {payment.invoiceNumber && <p className="hint">{t('payment.invoice', { number: payment.invoiceNumber })}</p>}
        </>
      );
    case 'canceled':
      return <p className="form-message error">{t('payment.canceled')}</p>;
    case 'expired':
      return <p className="form-message error">{t('payment.expired')}</p>;
    default:
      return <p>{late ? t('payment.late') : t('payment.waiting')}</p>;
  }
}
