import type { Currency } from '@alliance/shared/credits';
import { type Locale, toLocale } from '@alliance/shared/locale';
import {
  PREMIUM_PATHS,
  PREMIUM_PRICES,
  type PremiumPlan,
  type SubscriptionState,
  type UpdatePremiumBody,
} from '@alliance/shared/premium';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsPort } from '../../adapters/payments/index.ts';
import type { VatChecker } from '../../adapters/vat/index.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { providers, subscriptions } from '../../db/schema/index.ts';
import { translator } from '../../i18n/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatPercent } from '../payments/money.ts';
import { decideCheckedVat } from '../payments/vat.ts';
import { intervalOf, planAmounts } from './premium-terms.ts';
import type { SubscriptionEvents, SubscriptionRow } from './subscription-events.ts';

const LIVE_STATUSES = ['checkout', 'active', 'past_due'] as const;
const conflict = (key: string) => new AppError(409, key);

/** What a premium checkout needs of the account and its company. */
export interface Subscriber {
  providerId: number;
  email: string | null;
  accountLocale: string;
  buyer: { countryCode: string; vatNumber: string | null };
  currency: Currency;
  /** Our app host's origin (the sandbox page, the success and cancel pages). */
  appOrigin: string;
}

/**
 * Premium (PROVIDERS.md "Premium and statistics"): subscribe through a checkout, cancel at the
 * period's end, resume, switch plan at the next renewal. Premium itself starts and ends only from
 * the adapter's verified events (subscription-events.ts); the calls here open checkouts and pass
 * the provider's wishes on to the adapter.
 */
export function createSubscriptionsService(deps: {
  db: Database;
  clock: () => Date;
  port: PaymentsPort;
  /** Checks an EU buyer's VAT number before a reverse charge (the payments service's). */
  vatChecker: VatChecker;
  events: SubscriptionEvents;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, port } = deps;

  /** The provider's live subscription, else the last one that ran (ended), else none. */
  async function current(providerId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerId, providerId), ne(subscriptions.status, 'abandoned')))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row;
  }

  async function live(providerId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerId, providerId), inArray(subscriptions.status, [...LIVE_STATUSES])));
    return row;
  }

  async function state(providerId: number, currency: Currency): Promise<SubscriptionState> {
    const [row, [premium]] = await Promise.all([
      current(providerId),
      selectRows<{ premium: boolean }>(
        db,
        sql`select coalesce(premium_until > ${clock().toISOString()}::timestamptz, false) as premium from providers where id = ${providerId}`,
      ),
    ]);
    const price = (plan: PremiumPlan) => ({ amount: PREMIUM_PRICES[plan][currency], currency });
    const running = row && row.status !== 'checkout';
    return {
      success: true,
      isPremium: premium?.premium ?? false,
      plan: running && row.status !== 'ended' ? row.plan : null,
      currentPeriodEnd: running ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
      cancelAtPeriodEnd: (running && row.status !== 'ended' && row.cancelAtPeriodEnd) || false,
      status: row ? row.status : 'none',
      nextPlan: running && row.status !== 'ended' ? row.nextPlan : null,
      startedAt: row?.startedAt?.toISOString() ?? null,
      prices: { monthly: price('monthly'), yearly: price('yearly') },
    } as SubscriptionState;
  }

  /** The line the checkout, the sandbox page and the invoice read ("Premium, monthly"). */
  const description = (locale: Locale, plan: PremiumPlan) => translator(locale)(`premium.line.${plan}`);

  return {
    state,
    current,

    /**
     * Opens the checkout of a subscription, or answers the one already open (subscribing twice
     * gives one subscription: the partial unique index allows one live subscription per provider).
     * Already premium with a live subscription: 409.
     */
    async subscribe(who: Subscriber, plan: PremiumPlan): Promise<string> {
      const existing = await live(who.providerId);
      if (existing?.status === 'checkout' && existing.plan === plan) return existing.checkoutUrl;
      if (existing && existing.status !== 'checkout') throw conflict('premium.alreadySubscribed');
      const decision = await decideCheckedVat(who.buyer, deps.vatChecker, clock());
      const amounts = planAmounts(plan, who.currency, decision);
      const locale: Locale = toLocale(who.accountLocale) ?? 'fr';
      const [next] = await selectRows<{ id: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence('subscriptions', 'id'))::int as id`,
      );
      if (!next) throw new Error('no subscription id');
      const session = await port
        .createSubscriptionCheckout({
          subscriptionId: next.id,
          interval: intervalOf(plan),
          description: description(locale, plan),
          vatLabel: translator(locale)('invoices.vatLine', { rate: formatPercent(decision.rate, locale) }),
          currency: who.currency,
          ...amounts,
          customerEmail: who.email,
          locale,
          appOrigin: who.appOrigin,
          successUrl: `${who.appOrigin}${PREMIUM_PATHS.subscriptionSuccess}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${who.appOrigin}${PREMIUM_PATHS.subscriptionCancel}`,
        })
        .catch((error: unknown) => {
          deps.log?.error({ err: error, subscriptionId: next.id }, 'subscription checkout refused');
          throw new AppError(502, 'payments.checkoutUnavailable');
        });
      return db.transaction(async (tx) => {
        // An open checkout of the other plan gives way to this one (it was never paid).
        if (existing?.status === 'checkout')
          await tx
            .update(subscriptions)
            .set({ status: 'abandoned', endedAt: clock() })
            .where(and(eq(subscriptions.id, existing.id), eq(subscriptions.status, 'checkout')));
        const inserted = await tx
          .insert(subscriptions)
          .values({
            id: next.id,
            providerId: who.providerId,
            plan,
            adapter: port.kind,
            checkoutSessionId: session.sessionId,
            checkoutUrl: session.checkoutUrl,
            status: 'checkout',
            currency: who.currency,
            amount: amounts.net,
            vatRate: decision.rate,
            vat: amounts.vat,
            total: amounts.total,
            vatScheme: decision.scheme,
            vatCheck: decision.check,
            createdAt: clock(),
          })
          .onConflictDoNothing()
          .returning({ url: subscriptions.checkoutUrl });
        if (inserted[0]) return inserted[0].url;
        // A concurrent subscribe won the race: its checkout is the one.
        const [winner] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.providerId, who.providerId), inArray(subscriptions.status, [...LIVE_STATUSES])));
        if (winner?.status === 'checkout') return winner.checkoutUrl;
        throw conflict('premium.alreadySubscribed');
      });
    },

    /**
     * Cancel at the period's end, resume before it, or switch plan from the next renewal. The
     * adapter is asked first (Stripe), then our row follows; the adapter's own event confirms it.
     */
    async update(who: Subscriber, body: UpdatePremiumBody): Promise<SubscriptionState> {
      const row = await live(who.providerId);
      if (!row || row.status === 'checkout') throw conflict('premium.notSubscribed');
      const now = clock();
      if (body.action === 'cancel' || body.action === 'resume') {
        const cancel = body.action === 'cancel';
        if (!cancel && row.status === 'past_due') throw conflict('premium.resumePastDue');
        if (row.cancelAtPeriodEnd !== cancel) {
          if (port.setCancelAtPeriodEnd && row.externalId)
            await adapterCall(() => port.setCancelAtPeriodEnd?.(row.externalId ?? '', cancel));
          await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel, lastEventAt: now }).where(eq(subscriptions.id, row.id));
        }
        return state(who.providerId, row.currency as Currency);
      }
      const target = body.plan;
      const wanted = target === row.plan ? null : target;
      if (wanted !== row.nextPlan) {
        if (port.switchPlanAtPeriodEnd && row.externalId) {
          // Back to the current plan: the next phase bills it again, which undoes a pending switch.
          const billed = wanted ?? row.plan;
          const locale: Locale = toLocale(who.accountLocale) ?? 'fr';
          const amounts = planAmounts(billed, row.currency as Currency, { scheme: row.vatScheme, rate: row.vatRate });
          await adapterCall(() =>
            port.switchPlanAtPeriodEnd?.(row.externalId ?? '', {
              currency: row.currency as Currency,
              net: amounts.net,
              vat: amounts.vat,
              interval: intervalOf(billed),
              description: description(locale, billed),
              vatLabel: translator(locale)('invoices.vatLine', { rate: formatPercent(row.vatRate, locale) }),
            }),
          );
        }
        await db.update(subscriptions).set({ nextPlan: wanted }).where(eq(subscriptions.id, row.id));
      }
      return state(who.providerId, row.currency as Currency);
    },

    /** Premium's return panel: views, requests and unlocks since it started, against as many days before. */
    async premiumReturn(providerId: number) {
      // The latest subscription that ran: premium's return is measured from its start.
      const since = (await current(providerId))?.startedAt ?? null;
      if (!since) return { success: true as const, since: null, days: 0, ...zeroes() };
      const today = clock().toISOString().slice(0, 10);
      const start = since.toISOString().slice(0, 10);
      const days = Math.min(365, Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) + 1);
      // Requests and unlocks are counted from their own instants: only what happened after the
      // start is premium's (a request of the same morning, before the payment, is not). The
      // period before is as long, ending at the start. Views are kept per day only: the start day
      // counts in full.
      const before = new Date(since.getTime() - days * 86_400_000);
      const [sums] = await selectRows<Record<string, string | number | null>>(
        db,
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
      const n = (key: string) => Number(sums?.[key] ?? 0);
      return {
        success: true as const,
        since: since.toISOString(),
        days,
        views: { during: n('views_during'), before: n('views_before') },
        requests: { during: n('requests_during'), before: n('requests_before') },
        unlocks: { during: n('unlocks_during'), before: n('unlocks_before') },
      };
    },

    /**
     * The account closes: its subscription stops renewing (asked of the adapter first: a closed
     * account must never be charged again) and an open checkout is dropped. The paid period is not
     * refunded; nobody sees the closed profile anyway.
     */
    async stopForClosedAccount(providerId: number): Promise<void> {
      const row = await live(providerId);
      if (!row) return;
      if (row.status === 'checkout') {
        await db.update(subscriptions).set({ status: 'abandoned', endedAt: clock() }).where(eq(subscriptions.id, row.id));
        return;
      }
      if (row.cancelAtPeriodEnd) return;
      if (port.setCancelAtPeriodEnd && row.externalId)
        await adapterCall(() => port.setCancelAtPeriodEnd?.(row.externalId ?? '', true));
      await db.update(subscriptions).set({ cancelAtPeriodEnd: true, lastEventAt: clock() }).where(eq(subscriptions.id, row.id));
    },

    /** Whether the provider is premium now (the premium_until read every reader uses). */
    async isPremium(providerId: number): Promise<boolean> {
      const [row] = await db
        .select({ premium: sql<boolean>`coalesce(${providers.premiumUntil} > ${clock().toISOString()}::timestamptz, false)` })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row?.premium ?? false;
    },
  };

  async function adapterCall(call: () => Promise<void> | undefined) {
    try {
      await call();
    } catch (error) {
      deps.log?.error({ err: error }, 'subscription change refused by the payment adapter');
      throw new AppError(502, 'premium.adapterUnavailable');
    }
  }
}

const zeroes = () => ({ views: { during: 0, before: 0 }, requests: { during: 0, before: 0 }, unlocks: { during: 0, before: 0 } });

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
