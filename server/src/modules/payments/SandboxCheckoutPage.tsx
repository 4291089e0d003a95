import type { Locale } from '@alliance/shared/locale';
import { PREMIUM_PATHS } from '@alliance/shared/premium';
import { translator } from '../../i18n/index.ts';
import { Layout } from '../../www/views/Layout.tsx';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repo.ts';
import { formatMoney, formatPercent } from './money.ts';
import type { PaymentRow } from './payments.repo.ts';
import { CREDITS_PAGE_PATH } from './payments.service.ts';

// Buttons a thumb can hit on a 320 px phone, side by side when there is room; a visible focus ring.
const STYLE = `
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.notice{border:2px dashed var(--al-gold);border-radius:.5rem;padding:.75rem 1rem;font-weight:600}
.order{width:100%;max-width:28rem;border-collapse:collapse;margin:1rem 0}
.order th{text-align:start;font-weight:400;color:var(--muted);padding:.4rem 0}
.order td{text-align:end;padding:.4rem 0;font-variant-numeric:tabular-nums}
.order tr.total th,.order tr.total td{font-weight:700;color:var(--ink);border-top:1px solid var(--al-border-soft)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;max-width:28rem}
.actions form{flex:1 1 10rem;margin:0}
.actions button{width:100%;min-height:3rem;font:inherit;font-weight:700;border-radius:.5rem;cursor:pointer;padding:.5rem 1rem}
.actions .pay{background:var(--accent);color:#fff;border:2px solid var(--accent)}
.actions .cancel{background:transparent;color:var(--accent);border:2px solid var(--accent)}
.actions button:focus-visible{outline:3px solid var(--ink);outline-offset:2px}
`;

/** What a sandbox checkout sells: a credits pack, or a premium subscription's first period. */
export type SandboxOrder = { kind: 'credits'; payment: PaymentRow } | { kind: 'premium'; subscription: SubscriptionRow };

/**
 * The sandbox's checkout page (PAYMENTS=sandbox): the order as it will be charged and invoiced,
 * a plain notice that no money moves, and Pay / Cancel as POST forms (state changes only on POST).
 */
export function SandboxCheckoutPage(props: {
  locale: Locale;
  order: SandboxOrder;
  actionBase: string;
  successUrl: string;
  wwwOrigin: string;
}) {
  const { locale, order } = props;
  const t = translator(locale);
  const payment = order.kind === 'credits' ? order.payment : order.subscription;
  const open = order.kind === 'credits' ? order.payment.status === 'open' : order.subscription.status === 'checkout';
  const line =
    order.kind === 'credits'
      ? t('invoices.line', { count: order.payment.credits })
      : t(`premium.line.${order.subscription.plan}`);
  const closedStatus =
    order.kind === 'credits'
      ? order.payment.status
      : (({ abandoned: 'canceled', checkout: 'open' } as const)[order.subscription.status as 'abandoned'] ?? 'paid');
  const backTo = order.kind === 'credits' ? CREDITS_PAGE_PATH : PREMIUM_PATHS.page;
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);
  const vatLabel =
    payment.vatScheme === 'fr-vat'
      ? t('invoices.vatLine', { rate: formatPercent(payment.vatRate, locale) })
      : t(payment.vatScheme === 'reverse-charge' ? 'payments.sandbox.vatReverseCharge' : 'payments.sandbox.vatOutsideEu');
  return (
    <Layout locale={locale} title={t('payments.sandbox.title')} noindex style={STYLE} wwwOrigin={props.wwwOrigin}>
      <h1>{t('payments.sandbox.title')}</h1>
      <p className="notice" role="note">
        {t('payments.sandbox.notice')}
      </p>
      <table className="order">
        <caption className="visually-hidden">{t('payments.sandbox.order')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('payments.sandbox.pack')}</th>
            <td>{line}</td>
          </tr>
          <tr>
            <th scope="row">{t('payments.sandbox.net')}</th>
            <td>{money(payment.amount)}</td>
          </tr>
          <tr>
            <th scope="row">{vatLabel}</th>
            <td>{money(payment.vat)}</td>
          </tr>
          <tr className="total">
            <th scope="row">{t('payments.sandbox.total')}</th>
            <td>{money(payment.total)}</td>
          </tr>
        </tbody>
      </table>
      {open ? (
        <div className="actions">
          <form method="post" action={`${props.actionBase}/pay`}>
            <button type="submit" className="pay">
              {t('payments.sandbox.pay', { total: money(payment.total) })}
            </button>
          </form>
          <form method="post" action={`${props.actionBase}/cancel`}>
            <button type="submit" className="cancel">
              {t('payments.sandbox.cancel')}
            </button>
          </form>
        </div>
      ) : (
        <p role="status">
          {t(`payments.sandbox.status_${closedStatus}`)}{' '}
          <a href={closedStatus === 'paid' ? props.successUrl : backTo}>
            {t(
              closedStatus === 'paid'
                ? 'payments.sandbox.toPayment'
                : order.kind === 'credits'
                  ? 'payments.sandbox.toCredits'
                  : 'premium.backToPremium',
            )}
          </a>
        </p>
      )}
    </Layout>
  );
}
