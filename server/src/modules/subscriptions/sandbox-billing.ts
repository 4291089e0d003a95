import { randomBytes } from 'node:crypto';
import type { Currency } from '@alliance/shared/credits';
import type { PremiumPlan } from '@alliance/shared/premium';
import type { SubscriptionEvent } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import type { Outcome } from '../payments/payments.service.ts';
import { periodEnd, planAmounts } from './premium-terms.ts';
import type { SubscriptionEvents } from './subscription-events.ts';
import {
  cutPremium,
  dueSandboxSubscriptions,
  moveSandboxClock,
  type SubscriptionRow,
  sandboxClockRows,
  setSandboxFailRenewals,
} from './subscriptions.repo.ts';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
// A sandbox renewal that keeps failing ends the subscription after this long, as Stripe's retries do.
const PAST_DUE_DAYS = 14;
const DAY_MS = 86_400_000;

/** What moving a provider's sandbox clock gave: its new now, or a refusal past the 10-year bound. */
export type AdvanceOutcome = { now: Date } | 'limit';

/**
 * The sandbox's side of subscriptions (PAYMENTS=sandbox): what Stripe does for real, done here
 * on the provider's own clock (its `sandbox_clocks` row, shared by every process, moved by nobody
 * else). Paying the checkout, each
 * renewal the clock passes, a refused renewal, the end of a cancelled subscription: each becomes
 * the same verified event a Stripe webhook gives, applied by subscription-events.ts.
 */
export function createSandboxBilling(deps: { db: Database; clock: () => Date; events: SubscriptionEvents }) {
  const { db, clock, events } = deps;

  /** The sandbox's now for one provider: the real now until its clock was moved. */
  async function sandboxNow(providerId: number): Promise<Date> {
    const [row] = await sandboxClockRows(db, providerId);
    return new Date(clock().getTime() + Number(row?.offset_seconds ?? 0) * 1000);
  }

  const event = (row: SubscriptionRow, type: string) => ({
    id: token('sbe'),
    type,
    subscriptionRef: String(row.id),
    at: clock(),
  });

  /** One period paid: the first (from the checkout) or a renewal, at the price of the plan it bills. */
  function periodPaid(row: SubscriptionRow, start: Date, plan: PremiumPlan, externalId: string): SubscriptionEvent {
    const amounts = planAmounts(plan, row.currency as Currency, { scheme: row.vatScheme, rate: row.vatRate });
    return {
      ...event(row, 'invoice.paid'),
      effect: 'period-paid',
      externalId,
      invoiceId: token('sbi'),
      periodStart: start,
      periodEnd: periodEnd(start, plan),
      amountTotal: amounts.total,
      currency: row.currency,
    };
  }

  /**
   * What the sandbox does for one live subscription whose period its clock has passed; false when
   * nothing is due. A period that ended in the sandbox's time ends now in ours.
   */
  async function settle(row: SubscriptionRow, now: Date): Promise<boolean> {
    if (!row.currentPeriodEnd || row.currentPeriodEnd > now || !row.externalId) return false;
    const externalId = row.externalId;
    if (
      row.cancelAtPeriodEnd ||
      (row.status === 'past_due' && now.getTime() - row.currentPeriodEnd.getTime() >= PAST_DUE_DAYS * DAY_MS)
    ) {
      await events.applyEvent({ ...event(row, 'customer.subscription.deleted'), effect: 'ended', externalId });
      return false;
    }
    if (row.sandboxFailRenewals) {
      if (row.status === 'active') {
        await events.applyEvent({ ...event(row, 'invoice.payment_failed'), effect: 'renewal-failed', externalId });
        // The paid period is over in the sandbox's time: premium ends now, not before.
        await cutPremium(db, row.providerId, clock());
      }
      return false;
    }
    await events.applyEvent(periodPaid(row, row.currentPeriodEnd, row.nextPlan ?? row.plan, externalId));
    return true;
  }

  return {
    sandboxNow,

    /** The sandbox page's Pay: the checkout's first period, from the sandbox's now. */
    async payCheckout(row: SubscriptionRow): Promise<Outcome | 'closed'> {
      if (row.status !== 'checkout') return row.status === 'abandoned' ? 'closed' : 'unchanged';
      return events.applyEvent(periodPaid(row, await sandboxNow(row.providerId), row.plan, token('sbs')));
    },

    /** The sandbox page's Cancel: the checkout is abandoned. */
    cancelCheckout: (row: SubscriptionRow) =>
      events.applyEvent({
        ...event(row, 'checkout.session.expired'),
        effect: 'checkout-expired',
        sessionId: row.checkoutSessionId,
      }),

    /**
     * Moves the provider's sandbox clock forward, then settles its sandbox subscriptions whose
     * period it passed: renewals (as many as passed), refused renewals, ends. The move and its
     * bound are one statement (concurrent moves cannot pass the bound together); past the bound,
     * nothing moves and the caller answers 400.
     */
    async advance(providerId: number, seconds: number): Promise<AdvanceOutcome> {
      const moved = await moveSandboxClock(db, providerId, seconds);
      if (moved.length === 0) return 'limit';
      const now = await sandboxNow(providerId);
      for (let round = 0; round < 400; round++) {
        const due = await dueSandboxSubscriptions(db, providerId, now);
        let renewed = false;
        for (const row of due) renewed = (await settle(row, now)) || renewed;
        if (!renewed) break;
      }
      return { now };
    },

    /** A sandbox subscription's next renewals are refused (or accepted again): a failed renewal to try. */
    failRenewals: (providerId: number, fail: boolean): Promise<boolean> => setSandboxFailRenewals(db, providerId, fail),
  };
}

export type SandboxBilling = ReturnType<typeof createSandboxBilling>;
