import type { Currency } from '@alliance/shared/credits';
import type { PremiumPlan } from '@alliance/shared/premium';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionEvent } from '../../adapters/payments/index.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Seller } from '../invoices/invoices.repo.ts';
import { issueInvoice } from '../invoices/invoices.service.ts';
import { paymentIdBySession, recordPaymentEvent } from '../payments/payments.repo.ts';
import type { Outcome } from '../payments/payments.service.ts';
import { planAmounts } from './premium-terms.ts';
import {
  cutPremium,
  extendPremium,
  insertPremiumPayment,
  lockSubscription,
  type SubscriptionRow,
  subscriptionByCheckout,
  updateSubscription,
} from './subscriptions.repo.ts';

const LIVE = new Set<SubscriptionRow['status']>(['checkout', 'active', 'past_due']);

/**
 * The rules of a subscription's verified events (the sandbox's and Stripe's alike), each applied
 * once under the subscription's row lock, in one transaction with its effects and the event's id:
 * - period-paid: the payment and its invoice (once per adapter invoice), the subscription active
 *   for that period, and premium until its end (providers.premium_until);
 * - renewal-failed: past due; premium still ends at the paid period's end, not before;
 * - updated: the cancel-at-period-end flag, unless an event newer than this one was applied;
 * - ended: over; premium cut to the moment it ended;
 * - checkout-expired: an unpaid checkout abandoned.
 */
export function createSubscriptionEvents(deps: {
  db: Database;
  clock: () => Date;
  seller: Seller;
  log?: FastifyBaseLogger;
  /** Tells the provider, in the event's transaction, that a renewal failed. */
  renewalFailed?: (tx: Transaction, row: SubscriptionRow) => Promise<void>;
  /** After an applied event's commit: the queued mails leave. */
  afterCommit?: () => void;
}) {
  const { db, clock } = deps;

  /** The plan a paid amount stands for: the current one, or the one a switch named. */
  function planPaid(row: SubscriptionRow, total: number): { plan: PremiumPlan; net: number; vat: number } | undefined {
    const decision = { scheme: row.vatScheme, rate: row.vatRate };
    for (const plan of [row.plan, row.nextPlan].filter((p): p is PremiumPlan => p !== null)) {
      const amounts = planAmounts(plan, row.currency as Currency, decision);
      if (amounts.total === total) return { plan, net: amounts.net, vat: amounts.vat };
    }
    return undefined;
  }

  async function periodPaid(tx: Transaction, row: SubscriptionRow, event: Extract<SubscriptionEvent, { effect: 'period-paid' }>) {
    const known = await paymentIdBySession(tx, event.invoiceId);
    if (known !== undefined) return 'unchanged' as const;
    const paid = planPaid(row, event.amountTotal);
    if (!paid || event.currency.toUpperCase() !== row.currency) {
      // The money was taken all the same: recorded at what was charged, and looked into.
      deps.log?.warn(
        { subscriptionId: row.id, invoiceId: event.invoiceId, amount: event.amountTotal },
        'premium payment of an unexpected amount',
      );
    }
    const net = paid?.net ?? Math.round((event.amountTotal * 10_000) / (10_000 + row.vatRate));
    const plan = paid?.plan ?? row.plan;
    const now = clock();
    const payment = await insertPremiumPayment(tx, {
      providerId: row.providerId,
      purpose: 'premium',
      subscriptionId: row.id,
      packId: plan,
      credits: 0,
      amount: net,
      currency: row.currency,
      vatRate: row.vatRate,
      vat: event.amountTotal - net,
      total: event.amountTotal,
      vatScheme: row.vatScheme,
      vatCheck: row.vatCheck,
      adapter: row.adapter,
      sessionId: event.invoiceId,
      status: 'paid',
      createdAt: now,
      paidAt: now,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
    });
    if (!payment) throw new Error('premium payment not written');
    await issueInvoice(tx, payment, now, deps.seller);
    // An ended subscription's late payment is invoiced, but premium stays ended (the adapter refunds it).
    if (row.status === 'ended') return 'applied' as const;
    const newer = !row.currentPeriodEnd || event.periodEnd > row.currentPeriodEnd;
    await updateSubscription(tx, row.id, {
      status: 'active',
      externalId: row.externalId ?? event.externalId,
      startedAt: row.startedAt ?? now,
      ...(newer
        ? {
            currentPeriodStart: event.periodStart,
            currentPeriodEnd: event.periodEnd,
            plan,
            nextPlan: row.nextPlan === plan ? null : row.nextPlan,
            ...(paid ? { amount: paid.net, vat: paid.vat, total: event.amountTotal } : {}),
          }
        : {}),
    });
    await extendPremium(tx, row.providerId, event.periodEnd);
    return 'applied' as const;
  }

  async function ended(tx: Transaction, row: SubscriptionRow, at: Date) {
    if (row.status === 'ended' || row.status === 'abandoned') return 'unchanged' as const;
    await updateSubscription(tx, row.id, { status: 'ended', endedAt: at, cancelAtPeriodEnd: false, lastEventAt: at });
    // Ended when the adapter says, and at the latest now (a clock ahead of ours ends nothing later).
    await cutPremium(tx, row.providerId, new Date(Math.min(at.getTime(), clock().getTime())));
    return 'applied' as const;
  }

  async function apply(tx: Transaction, row: SubscriptionRow, event: SubscriptionEvent): Promise<Outcome> {
    switch (event.effect) {
      case 'period-paid':
        return periodPaid(tx, row, event);
      case 'renewal-failed':
        if (row.status !== 'active') return 'unchanged';
        await updateSubscription(tx, row.id, { status: 'past_due' });
        await deps.renewalFailed?.(tx, row);
        return 'applied';
      case 'updated': {
        if (row.lastEventAt && event.at < row.lastEventAt) return 'unchanged';
        if (event.ended) return ended(tx, row, event.at);
        if (!LIVE.has(row.status)) return 'unchanged';
        await updateSubscription(tx, row.id, { cancelAtPeriodEnd: event.cancelAtPeriodEnd, lastEventAt: event.at });
        return 'applied';
      }
      case 'ended':
        return ended(tx, row, event.at);
      case 'checkout-expired':
        if (row.status !== 'checkout' || row.checkoutSessionId !== event.sessionId) return 'unchanged';
        await updateSubscription(tx, row.id, { status: 'abandoned', endedAt: event.at });
        return 'applied';
    }
  }

  return {
    /**
     * A verified event: applied once (its id recorded with its effects), to the subscription it
     * names; one naming another adapter subscription than ours is refused ('mismatch').
     */
    async applyEvent(event: SubscriptionEvent): Promise<Outcome> {
      const id = /^\d{1,9}$/.test(event.subscriptionRef) ? Number(event.subscriptionRef) : null;
      if (id === null) return 'unknown-session';
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const row = await lockSubscription(tx, id);
        if (!row) return 'unknown-session';
        if ('externalId' in event && row.externalId && row.externalId !== event.externalId) return 'mismatch';
        const recorded = await recordPaymentEvent(tx, event, null, clock());
        if (!recorded) return 'replayed';
        return apply(tx, row, event);
      });
      if (outcome === 'applied') deps.afterCommit?.();
      if (outcome === 'mismatch' || outcome === 'unknown-session')
        deps.log?.warn(
          { eventId: event.id, type: event.type, subscription: event.subscriptionRef, outcome },
          'subscription event not applied',
        );
      return outcome;
    },

    /** The subscription opened by a checkout session (the sandbox page, the success page). */
    byCheckout: (sessionId: string, providerId?: number): Promise<SubscriptionRow | undefined> =>
      subscriptionByCheckout(db, sessionId, providerId),
  };
}

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;
