import type { Currency } from '@alliance/shared/credits';
import type { PremiumPlan } from '@alliance/shared/premium';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionEvent } from '../../adapters/payments/index.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { paymentEvents, payments, providers, subscriptions } from '../../db/schema/index.ts';
import { issueInvoice, type Seller } from '../invoices/invoices.service.ts';
import type { Outcome } from '../payments/payments.service.ts';
import { planAmounts } from './premium-terms.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
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

  /** Premium until `end` at the latest of what was paid (a late, older period never shortens it). */
  const extendPremium = (tx: Transaction, providerId: number, end: Date) =>
    tx
      .update(providers)
      .set({
        premiumUntil: sql`greatest(coalesce(${providers.premiumUntil}, ${end.toISOString()}::timestamptz), ${end.toISOString()}::timestamptz)`,
      })
      .where(eq(providers.id, providerId));

  /** Premium ends at `at` if it was to last longer. */
  const cutPremium = (tx: Transaction, providerId: number, at: Date) =>
    tx
      .update(providers)
      .set({ premiumUntil: sql`least(${providers.premiumUntil}, ${at.toISOString()}::timestamptz)` })
      .where(eq(providers.id, providerId));

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
    const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.sessionId, event.invoiceId));
    if (known) return 'unchanged' as const;
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
    const [payment] = await tx
      .insert(payments)
      .values({
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
      })
      .returning();
    if (!payment) throw new Error('premium payment not written');
    await issueInvoice(tx, payment, now, deps.seller);
    // An ended subscription's late payment is invoiced, but premium stays ended (the adapter refunds it).
    if (row.status === 'ended') return 'applied' as const;
    const newer = !row.currentPeriodEnd || event.periodEnd > row.currentPeriodEnd;
    await tx
      .update(subscriptions)
      .set({
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
      })
      .where(eq(subscriptions.id, row.id));
    await extendPremium(tx, row.providerId, event.periodEnd);
    return 'applied' as const;
  }

  async function ended(tx: Transaction, row: SubscriptionRow, at: Date) {
    if (row.status === 'ended' || row.status === 'abandoned') return 'unchanged' as const;
    await tx
      .update(subscriptions)
      .set({ status: 'ended', endedAt: at, cancelAtPeriodEnd: false, lastEventAt: at })
      .where(eq(subscriptions.id, row.id));
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
        await tx.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, row.id));
        await deps.renewalFailed?.(tx, row);
        return 'applied';
      case 'updated': {
        if (row.lastEventAt && event.at < row.lastEventAt) return 'unchanged';
        if (event.ended) return ended(tx, row, event.at);
        if (!LIVE.has(row.status)) return 'unchanged';
        await tx
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: event.cancelAtPeriodEnd, lastEventAt: event.at })
          .where(eq(subscriptions.id, row.id));
        return 'applied';
      }
      case 'ended':
        return ended(tx, row, event.at);
      case 'checkout-expired':
        if (row.status !== 'checkout' || row.checkoutSessionId !== event.sessionId) return 'unchanged';
        await tx.update(subscriptions).set({ status: 'abandoned', endedAt: event.at }).where(eq(subscriptions.id, row.id));
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
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
        if (!row) return 'unknown-session';
        if ('externalId' in event && row.externalId && row.externalId !== event.externalId) return 'mismatch';
        const recorded = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type, paymentId: null, receivedAt: clock() })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return 'replayed';
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
    async byCheckout(sessionId: string, providerId?: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.checkoutSessionId, sessionId),
            providerId === undefined ? undefined : eq(subscriptions.providerId, providerId),
          ),
        );
      return row;
    },
  };
}

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;
