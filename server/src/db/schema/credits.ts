import type { VatCheck } from '@alliance/shared/vat';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventRequests } from './event-requests.ts';
import { providers } from './providers.ts';
import { subscriptions } from './subscriptions.ts';

/**
 * The credits ledger: append-only (a trigger refuses UPDATE and DELETE, migration 0019). Each row
 * carries the balance after it, written under the provider's row lock, so the balance is the last
 * row's and a check keeps it from going below 0. The partial unique indexes make every money
 * event idempotent: one debit and one refund per lead, one credit per payment, one welcome.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<'purchase' | 'unlock' | 'refund' | 'welcome' | 'adjustment'>().notNull(),
    /** A refund's reason code (`withdrawn`, `reported`), an adjustment's note. */
    reason: text('reason'),
    eventRequestId: integer('event_request_id').references(() => eventRequests.id),
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    index('credit_ledger_provider_idx').on(t.providerId, t.id),
    uniqueIndex('credit_ledger_unlock_uq').on(t.eventRequestId).where(sql`kind = 'unlock'`),
    uniqueIndex('credit_ledger_refund_uq').on(t.eventRequestId).where(sql`kind = 'refund'`),
    uniqueIndex('credit_ledger_purchase_uq').on(t.paymentId).where(sql`kind = 'purchase'`),
    uniqueIndex('credit_ledger_welcome_uq').on(t.providerId).where(sql`kind = 'welcome'`),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    check(
      'credit_ledger_kind_sign',
      sql`(${t.kind} in ('purchase', 'refund', 'welcome') and ${t.delta} > 0)
          or (${t.kind} = 'unlock' and ${t.delta} < 0)
          or ${t.kind} = 'adjustment'`,
    ),
  ],
);

/**
 * A checkout: created open when the provider picks a pack, with the price read from the server's
 * pack list; paid exactly once from a verified event (sandbox Pay or Stripe webhook).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** `credits` (a pack) or `premium` (a subscription's period: its first payment or a renewal). */
    purpose: text('purpose').$type<'credits' | 'premium'>().notNull().default('credits'),
    /** The subscription a premium payment pays for. */
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    /** A premium payment's period. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    packId: text('pack_id'),
    credits: integer('credits').notNull().default(0),
    /** Before tax, in cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The VAT decided at checkout from the buyer's company, so the invoice matches the charge: basis points (2000 = 20 %). */
    vatRate: integer('vat_rate').notNull(),
    vat: integer('vat').notNull(),
    /** What the buyer is charged: amount + vat, in cents. */
    total: integer('total').notNull(),
    /** `fr-vat`, `reverse-charge` (EU buyer with a VAT number) or `outside-eu`. */
    vatScheme: text('vat_scheme').$type<'fr-vat' | 'reverse-charge' | 'outside-eu'>().notNull(),
    /** The check of the buyer's VAT number the scheme was decided on (null: no number to check). */
    vatCheck: jsonb('vat_check').$type<VatCheck>(),
    adapter: text('adapter').$type<'sandbox' | 'stripe'>().notNull(),
    /**
     * The checkout session's id at the payment adapter (sandbox token or Stripe `cs_…`); for a
     * premium payment, the adapter's invoice (`in_…`, sandbox `sbi_…`): each is applied once.
     */
    sessionId: text('session_id').unique(),
    status: text('status').$type<'open' | 'paid' | 'expired' | 'canceled'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The lead the provider was about to unlock when they left for the checkout (one of theirs,
     * checked at checkout): the success page and a cancel lead back to it.
     */
    returnLead: uuid('return_lead'),
  },
  (t) => [
    index('payments_provider_idx').on(t.providerId, t.id),
    check('payments_amount_positive', sql`${t.amount} > 0 and ${t.credits} >= 0`),
    check('payments_total_is_amount_plus_vat', sql`${t.vat} >= 0 and ${t.total} = ${t.amount} + ${t.vat}`),
  ],
);

/** Payment events already applied (Stripe event ids): a replayed event is recognised and skipped. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: integer('payment_id').references(() => payments.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** One counter per year: incremented in the payment's transaction, so a rolled-back payment leaves no gap. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** An invoice, frozen when issued: seller and buyer as they were, amounts in cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    locale: text('locale').notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    net: integer('net').notNull(),
    /** Basis points: 2000 = 20 %. */
    vatRate: integer('vat_rate').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    /** `fr-vat`, `reverse-charge` (EU buyer with a VAT number) or `outside-eu`. */
    vatScheme: text('vat_scheme').$type<'fr-vat' | 'reverse-charge' | 'outside-eu'>().notNull(),
    /** The check of the buyer's VAT number printed on the invoice (null: none was needed). */
    vatCheck: jsonb('vat_check').$type<VatCheck>(),
    /** The payment adapter that took the money (`sandbox`, `stripe`), printed as the payment method. */
    paymentMethod: text('payment_method').$type<'sandbox' | 'stripe'>(),
  },
  (t) => [index('invoices_provider_idx').on(t.providerId, t.id)],
);
