import { CREDIT_PACKS, type CreditPackId, type Currency } from '@alliance/shared/credits';
import { type Locale, toLocale } from '@alliance/shared/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutEvent, PaymentEvent, PaymentsPort } from '../../adapters/payments/index.ts';
import type { VatChecker } from '../../adapters/vat/index.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { balanceOf } from '../credits/credits.repo.ts';
import { appendLedger } from '../credits/ledger.ts';
import type { Seller } from '../invoices/invoices.repo.ts';
import { issueInvoice } from '../invoices/invoices.service.ts';
import { formatPercent } from './money.ts';
import {
  insertPayment,
  lockPaymentBySession,
  markPaymentPaid,
  nextPaymentId,
  type PaymentRow,
  paymentBySession,
  recordPaymentEvent,
  setPaymentStatus,
} from './payments.repo.ts';
import { amountsOf, decideCheckedVat } from './vat.ts';

/** What applying an event did: the rules' outcome, for logs and tests. */
export type Outcome = 'applied' | 'unchanged' | 'replayed' | 'unknown-session' | 'mismatch' | 'closed';

/** Where the browser lands after a checkout (the admin SPA's pages on the app host). */
export const CREDITS_SUCCESS_PATH = '/payment/credits/success';
export const CREDITS_PAGE_PATH = '/credits';

/**
 * Where a canceled checkout lands: the credits page saying so, still carrying the lead the
 * provider came from (a uuid checked as theirs), so buying again still leads back to it.
 */
export function canceledPath(returnLead?: string | null): string {
  const query = new URLSearchParams({ payment: 'canceled' });
  if (returnLead) query.set('lead', returnLead);
  return `${CREDITS_PAGE_PATH}?${query}`;
}

/**
 * Checkouts and the events that settle them. Every change to a payment happens under its row
 * lock, in one transaction with its effects (status, ledger credit, invoice, the applied event's
 * id), so duplicates, replays and races apply each payment at most once.
 */
export function createPaymentsService(deps: {
  db: Database;
  clock: () => Date;
  port: PaymentsPort;
  seller: Seller;
  /** Checks an EU buyer's VAT number before a reverse charge (offline: never confirmed). */
  vatChecker: VatChecker;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, port } = deps;

  /** Runs `work` on the session's payment, locked; an event already applied (its id recorded) is not applied again. */
  async function underLock(
    sessionId: string,
    event: PaymentEvent | undefined,
    work: (tx: Transaction, payment: PaymentRow) => Promise<Outcome>,
  ): Promise<Outcome> {
    return db.transaction(async (tx) => {
      const payment = await lockPaymentBySession(tx, sessionId);
      if (!payment) return 'unknown-session';
      if (event) {
        const recorded = await recordPaymentEvent(tx, event, payment.id, clock());
        if (!recorded) return 'replayed';
      }
      return work(tx, payment);
    });
  }

  /** Paid: once only, whatever came before (an expired session that was paid after all still took the money). */
  async function markPaid(tx: Transaction, payment: PaymentRow): Promise<Outcome> {
    if (payment.status === 'paid') return 'unchanged';
    const now = clock();
    await markPaymentPaid(tx, payment.id, now);
    if (payment.credits > 0) {
      await appendLedger(tx, {
        providerId: payment.providerId,
        at: now,
        delta: payment.credits,
        kind: 'purchase',
        paymentId: payment.id,
      });
    }
    await issueInvoice(tx, payment, now, deps.seller);
    return 'applied';
  }

  /** Expired or canceled: only an open checkout closes (a paid one stays paid). */
  const close = (status: 'expired' | 'canceled') => async (tx: Transaction, payment: PaymentRow) => {
    if (payment.status !== 'open') return 'unchanged';
    await setPaymentStatus(tx, payment.id, status);
    return 'applied';
  };

  /** The provider's event names the payment we opened for this session, for the amount we asked. */
  function matches(event: CheckoutEvent, payment: PaymentRow): boolean {
    if (!event.paymentRefs.includes(String(payment.id))) return false;
    if (event.effect === 'expired') return true;
    return event.amountTotal === payment.total && event.currency?.toUpperCase() === payment.currency;
  }

  return {
    port,
    vatChecker: deps.vatChecker,

    /**
     * Opens a checkout for a pack: the price from the server's pack list in the site's currency,
     * the VAT from the buyer's company. The payment row is written only once the adapter opened
     * its session (with our id in it), so a failed adapter call leaves nothing behind.
     */
    async startCheckout(input: {
      providerId: number;
      email: string | null;
      accountLocale: string;
      buyer: { countryCode: string; vatNumber: string | null };
      packId: CreditPackId;
      currency: Currency;
      appOrigin: string;
      /** The provider's lead to go back to (checked as theirs by the caller). */
      returnLead?: string | null;
    }): Promise<string> {
      const pack = CREDIT_PACKS.find((p) => p.id === input.packId);
      if (!pack) throw new Error(`unknown pack ${input.packId}`);
      const decision = await decideCheckedVat(input.buyer, deps.vatChecker, clock());
      const amounts = amountsOf(pack.prices[input.currency], decision);
      const locale: Locale = toLocale(input.accountLocale) ?? 'fr';
      const t = translator(locale);
      const paymentId = await nextPaymentId(db);
      if (paymentId === undefined) throw new Error('no payment id');
      const opening = port.createCheckout({
        paymentId,
        description: t('invoices.line', { count: pack.credits }),
        vatLabel: t('invoices.vatLine', { rate: formatPercent(decision.rate, locale) }),
        currency: input.currency,
        ...amounts,
        customerEmail: input.email,
        locale,
        appOrigin: input.appOrigin,
        successUrl: `${input.appOrigin}${CREDITS_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${input.appOrigin}${canceledPath(input.returnLead)}`,
      });
      const session = await opening.catch((error: unknown) => {
        deps.log?.error({ err: error, paymentId }, 'checkout session refused');
        throw new AppError(502, 'payments.checkoutUnavailable');
      });
      await insertPayment(db, {
        id: paymentId,
        providerId: input.providerId,
        purpose: 'credits',
        packId: pack.id,
        credits: pack.credits,
        amount: amounts.net,
        currency: input.currency,
        vatRate: decision.rate,
        vat: amounts.vat,
        total: amounts.total,
        vatScheme: decision.scheme,
        vatCheck: decision.check,
        adapter: port.kind,
        sessionId: session.sessionId,
        status: 'open',
        createdAt: clock(),
        returnLead: input.returnLead ?? null,
      });
      return session.checkoutUrl;
    },

    /** The sandbox's Pay: the same internal event a verified webhook applies. */
    paySandbox: (sessionId: string) =>
      underLock(sessionId, undefined, async (tx, payment) =>
        payment.status === 'open' || payment.status === 'paid' ? markPaid(tx, payment) : 'closed',
      ),

    cancelSandbox: (sessionId: string) => underLock(sessionId, undefined, close('canceled')),

    /** A verified provider event: applied once (its id recorded with its effect), ignored when not ours. */
    async applyEvent(event: CheckoutEvent | Extract<PaymentEvent, { effect: 'ignored' }>): Promise<Outcome> {
      if (event.effect === 'ignored') return 'unchanged';
      const outcome = await underLock(event.sessionId, event, async (tx, payment) => {
        if (!matches(event, payment)) throw new MismatchError();
        return event.effect === 'paid' ? markPaid(tx, payment) : close('expired')(tx, payment);
      }).catch((error: unknown) => {
        if (error instanceof MismatchError) return 'mismatch' as const;
        throw error;
      });
      if (outcome === 'mismatch' || outcome === 'unknown-session') {
        deps.log?.warn({ eventId: event.id, type: event.type, sessionId: event.sessionId, outcome }, 'payment event not applied');
      }
      return outcome;
    },

    /** A payment by its session, through its owner. */
    bySession: (executor: Executor, sessionId: string, providerId?: number) => paymentBySession(executor, sessionId, providerId),

    balanceOf: (providerId: number) => balanceOf(db, providerId),
  };
}

/** An event naming our session but not our payment or amount: rolled back, so its id is not recorded either. */
class MismatchError extends Error {}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
