import type { Currency } from '@alliance/shared/credits';
import { type Locale, toLocale } from '@alliance/shared/locale';
import {
  PREMIUM_PATHS,
  PREMIUM_PRICES,
  type PremiumPlan,
  type SubscriptionState,
  type UpdatePremiumBody,
} from '@alliance/shared/premium';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsPort } from '../../adapters/payments/index.ts';
import type { VatChecker } from '../../adapters/vat/index.ts';
import type { Database } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatPercent } from '../payments/money.ts';
import { decideCheckedVat } from '../payments/vat.ts';
import { intervalOf, planAmounts } from './premium-terms.ts';
import type { SubscriptionEvents } from './subscription-events.ts';
import {
  abandonCheckout,
  currentSubscription,
  insertCheckout,
  isPremiumAt,
  liveSubscription,
  nextSubscriptionId,
  premiumAtRows,
  premiumReturnSums,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repo.ts';

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
  const current = (providerId: number): Promise<SubscriptionRow | undefined> => currentSubscription(db, providerId);
  const live = (providerId: number): Promise<SubscriptionRow | undefined> => liveSubscription(db, providerId);

  async function state(providerId: number, currency: Currency): Promise<SubscriptionState> {
    const [row, [premium]] = await Promise.all([current(providerId), premiumAtRows(db, providerId, clock())]);
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
      const subscriptionId = await nextSubscriptionId(db);
      if (subscriptionId === undefined) throw new Error('no subscription id');
      const session = await port
        .createSubscriptionCheckout({
          subscriptionId,
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
          deps.log?.error({ err: error, subscriptionId }, 'subscription checkout refused');
          throw new AppError(502, 'payments.checkoutUnavailable');
        });
      return db.transaction(async (tx) => {
        // An open checkout of the other plan gives way to this one (it was never paid).
        if (existing?.status === 'checkout') await abandonCheckout(tx, existing.id, clock());
        const insertedUrl = await insertCheckout(tx, {
          id: subscriptionId,
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
        });
        if (insertedUrl !== undefined) return insertedUrl;
        // A concurrent subscribe won the race: its checkout is the one.
        const winner = await liveSubscription(tx, who.providerId);
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
          await updateSubscription(db, row.id, { cancelAtPeriodEnd: cancel, lastEventAt: now });
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
        await updateSubscription(db, row.id, { nextPlan: wanted });
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
      const sums = await premiumReturnSums(db, providerId, { since, before, start, today, days });
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
        await updateSubscription(db, row.id, { status: 'abandoned', endedAt: clock() });
        return;
      }
      if (row.cancelAtPeriodEnd) return;
      if (port.setCancelAtPeriodEnd && row.externalId)
        await adapterCall(() => port.setCancelAtPeriodEnd?.(row.externalId ?? '', true));
      await updateSubscription(db, row.id, { cancelAtPeriodEnd: true, lastEventAt: clock() });
    },

    /** Whether the provider is premium now (the premium_until read every reader uses). */
    async isPremium(providerId: number): Promise<boolean> {
      return isPremiumAt(db, providerId, clock());
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
