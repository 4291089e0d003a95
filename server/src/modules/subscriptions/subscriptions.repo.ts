import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Executor, selectRows } from '../../db/client.ts';
import { payments, providerAccounts, providers, SANDBOX_CLOCK_MAX_SECONDS, subscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
const LIVE_STATUSES = ['checkout', 'active', 'past_due'] as const;

/** The provider's live subscription, else the last one that ran (ended), else none. */
export async function currentSubscription(executor: Executor, providerId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), ne(subscriptions.status, 'abandoned')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The provider's live subscription (checkout, active or past due): one at most (a partial unique index). */
export async function liveSubscription(executor: Executor, providerId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  return row;
}

/** Whether the provider is premium at `now`, read as raw SQL. */
export const premiumAtRows = (executor: Executor, providerId: number, now: Date) =>
  selectRows<{ premium: boolean }>(
    executor,
    sql`select coalesce(premium_until > ${now.toISOString()}::timestamptz, false) as premium from providers where id = ${providerId}`,
  );

/** Whether the provider is premium at `now` (the premium_until read every reader uses). */
export async function isPremiumAt(executor: Executor, providerId: number, now: Date): Promise<boolean> {
  const [row] = await executor
    .select({ premium: sql<boolean>`coalesce(${providers.premiumUntil} > ${now.toISOString()}::timestamptz, false)` })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.premium ?? false;
}

/** The id the next subscription will have, taken from its sequence before the checkout is opened. */
export async function nextSubscriptionId(executor: Executor): Promise<number | undefined> {
  const [next] = await selectRows<{ id: number }>(
    executor,
    sql`select nextval(pg_get_serial_sequence('subscriptions', 'id'))::int as id`,
  );
  return next?.id;
}

/** An open checkout gives way: abandoned, if it is still a checkout. */
export async function abandonCheckout(tx: Executor, id: number, endedAt: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'abandoned', endedAt })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'checkout')));
}

/** Writes a checkout's subscription; nothing (no url) when another live one is there already. */
export async function insertCheckout(tx: Executor, row: typeof subscriptions.$inferInsert): Promise<string | undefined> {
  const inserted = await tx.insert(subscriptions).values(row).onConflictDoNothing().returning({ url: subscriptions.checkoutUrl });
  return inserted[0]?.url;
}

export async function updateSubscription(executor: Executor, id: number, values: PgUpdateSetSource<typeof subscriptions>) {
  await executor.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/** The subscription, locked until the transaction ends (every event's change holds it). */
export async function lockSubscription(tx: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** The subscription opened by a checkout session, through its owner when one is given. */
export async function subscriptionByCheckout(executor: Executor, sessionId: string, providerId?: number) {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.checkoutSessionId, sessionId),
        providerId === undefined ? undefined : eq(subscriptions.providerId, providerId),
      ),
    );
  return row;
}

/** A paid premium period's payment row. */
export async function insertPremiumPayment(tx: Executor, payment: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(payment).returning();
  return row;
}

/** Premium until `end` at the latest of what was paid (a late, older period never shortens it). */
export const extendPremium = (tx: Executor, providerId: number, end: Date) =>
  tx
    .update(providers)
    .set({
      premiumUntil: sql`greatest(coalesce(${providers.premiumUntil}, ${end.toISOString()}::timestamptz), ${end.toISOString()}::timestamptz)`,
    })
    .where(eq(providers.id, providerId));

/** Premium ends at `at` if it was to last longer. */
export const cutPremium = (executor: Executor, providerId: number, at: Date) =>
  executor
    .update(providers)
    .set({ premiumUntil: sql`least(${providers.premiumUntil}, ${at.toISOString()}::timestamptz)` })
    .where(eq(providers.id, providerId));

/** Premium's return figures: views (per day), requests and unlocks during the period and as long before. */
export async function premiumReturnSums(
  executor: Executor,
  providerId: number,
  period: { since: Date; before: Date; start: string; today: string; days: number },
) {
  const { since, before, start, today, days } = period;
  const [sums] = await selectRows<Record<string, string | number | null>>(
    executor,
    sql`select
          (select coalesce(sum(profile_views) filter (where day >= ${start}::date), 0)
            from provider_daily_stats where provider_id = ${providerId}
              and day >= ${start}::date - ${days}::int and day <= ${today}::date) as views_during,
          (select coalesce(sum(profile_views) filter (where day < ${start}::date), 0)
            from provider_daily_stats where provider_id = ${providerId}
              and day >= ${start}::date - ${days}::int) as views_before,
          (select count(*) from event_requests where provider_id = ${providerId}
            and created_at >= ${since.toISOString()}::timestamptz) as requests_during,
          (select count(*) from event_requests where provider_id = ${providerId}
            and created_at >= ${before.toISOString()}::timestamptz and created_at < ${since.toISOString()}::timestamptz) as requests_before,
          (select count(*) from event_requests where provider_id = ${providerId}
            and unlocked_at >= ${since.toISOString()}::timestamptz) as unlocks_during,
          (select count(*) from event_requests where provider_id = ${providerId}
            and unlocked_at >= ${before.toISOString()}::timestamptz and unlocked_at < ${since.toISOString()}::timestamptz) as unlocks_before`,
  );
  return sums;
}

/** The account a renewal failure is mailed to (none for a closed account). */
export async function renewalMailAccount(executor: Executor, providerId: number) {
  const [account] = await executor
    .select({ email: providerAccounts.email, firstname: providerAccounts.firstname, locale: providerAccounts.locale })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.providerId, providerId), isNull(providerAccounts.deletedAt)));
  return account;
}

/** The sandbox clock's offset of one provider, in seconds (none before it was moved). */
export async function sandboxClockRows(executor: Executor, providerId: number) {
  return selectRows<{ offset_seconds: number }>(
    executor,
    sql`select offset_seconds from sandbox_clocks where provider_id = ${providerId}`,
  );
}

/**
 * Moves the provider's sandbox clock by `seconds`, within its bound, in one statement (concurrent
 * moves cannot pass the bound together): no row when the move would pass it.
 */
export async function moveSandboxClock(executor: Executor, providerId: number, seconds: number) {
  return selectRows<{ offset_seconds: number }>(
    executor,
    sql`insert into sandbox_clocks (provider_id, offset_seconds) values (${providerId}, ${seconds}::int)
        on conflict (provider_id) do update set offset_seconds = sandbox_clocks.offset_seconds + excluded.offset_seconds
        where sandbox_clocks.offset_seconds::bigint + excluded.offset_seconds <= ${SANDBOX_CLOCK_MAX_SECONDS}
        returning offset_seconds`,
  );
}

/** The provider's running sandbox subscriptions whose period ended by `now`, in id order. */
export async function dueSandboxSubscriptions(executor: Executor, providerId: number, now: Date) {
  return executor
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.adapter, 'sandbox'),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.id));
}

/** Sets whether the provider's running sandbox subscriptions refuse their renewals; false when there is none. */
export async function setSandboxFailRenewals(executor: Executor, providerId: number, fail: boolean): Promise<boolean> {
  const changed = await executor
    .update(subscriptions)
    .set({ sandboxFailRenewals: fail })
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.adapter, 'sandbox'),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .returning({ id: subscriptions.id });
  return changed.length > 0;
}
