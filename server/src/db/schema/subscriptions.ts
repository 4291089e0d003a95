import type { VatCheck } from '@alliance/shared/vat';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';

/**
 * A provider's premium subscription (PROVIDERS.md "Premium and statistics"): monthly or yearly,
 * cancellable at any time, premium until the end of the paid period. Its state changes only from
 * verified events of the payment adapter (the sandbox's own, Stripe's signed webhooks); what the
 * directory reads is `providers.premium_until`, the paid period's end, written with it.
 *
 * status: `checkout` (a checkout is open: a second subscribe answers the same one), `active`
 * (paid, renewing or ending at the period end when `cancel_at_period_end`), `past_due` (a renewal
 * failed: premium ends at the paid period's end, the adapter retries), `ended` (over), and
 * `abandoned` (the checkout expired or was cancelled before any payment).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    plan: text('plan').$type<'monthly' | 'yearly'>().notNull(),
    /** The plan the next renewal bills: a switch takes effect at the period's end, no proration. */
    nextPlan: text('next_plan').$type<'monthly' | 'yearly'>(),
    adapter: text('adapter').$type<'sandbox' | 'stripe'>().notNull(),
    /** The checkout that starts it, and where to send the provider while it is open. */
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    checkoutUrl: text('checkout_url').notNull(),
    /** The adapter's subscription (Stripe `sub_…`, sandbox `sbs_…`), known once the checkout is paid. */
    externalId: text('external_id').unique(),
    status: text('status').$type<'checkout' | 'active' | 'past_due' | 'ended' | 'abandoned'>().notNull(),
    currency: text('currency').notNull(),
    /** Each period's price before tax and the VAT decided at checkout (basis points), in cents. */
    amount: integer('amount').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    vatScheme: text('vat_scheme').$type<'fr-vat' | 'reverse-charge' | 'outside-eu'>().notNull(),
    /** The check of the buyer's VAT number the scheme was decided on (null: no number to check). */
    vatCheck: jsonb('vat_check').$type<VatCheck>(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Sandbox only: its next renewals are refused (tests and demos of a failed renewal). */
    sandboxFailRenewals: boolean('sandbox_fail_renewals').notNull().default(false),
    /** The adapter's time of the last subscription event applied: an older one arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_provider_idx').on(t.providerId, t.id),
    // One live subscription per provider: subscribing twice gives the one already there.
    uniqueIndex('subscriptions_one_live_uq').on(t.providerId).where(sql`status in ('checkout', 'active', 'past_due')`),
    check(
      'subscriptions_total_is_amount_plus_vat',
      sql`${t.amount} > 0 and ${t.vat} >= 0 and ${t.total} = ${t.amount} + ${t.vat}`,
    ),
  ],
);

/**
 * The sandbox adapter's clocks (PAYMENTS=sandbox): one per provider, the sandbox's "now" for that
 * provider's subscriptions as an offset from the real time, shared by every server process. Moving
 * it forward renews, fails or ends that provider's sandbox subscriptions whose period it passes (as
 * Stripe's test clocks do); one provider's clock never moves another's. Bounded to 10 years.
 */
export const SANDBOX_CLOCK_MAX_SECONDS = 315_360_000;
export const sandboxClocks = pgTable(
  'sandbox_clocks',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    offsetSeconds: integer('offset_seconds').notNull().default(0),
  },
  (t) => [check('sandbox_clocks_offset_bounded', sql`${t.offsetSeconds} between 0 and 315360000`)],
);
