import type { PremiumReturn, SubscriptionState } from '@alliance/shared/premium';

/** A subscription answer (`GET /api/subscription`), none by default, with some fields changed. */
export const subscription = (fields: Partial<SubscriptionState> = {}): SubscriptionState => ({
  success: true,
  isPremium: false,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  status: 'none',
  nextPlan: null,
  startedAt: null,
  prices: { monthly: { amount: 4_900, currency: 'EUR' }, yearly: { amount: 49_000, currency: 'EUR' } },
  ...fields,
});

/** An active monthly subscription renewing on 6 June 2026, started on 6 May. */
export const active = (fields: Partial<SubscriptionState> = {}) =>
  subscription({
    isPremium: true,
    plan: 'monthly',
    status: 'active',
    currentPeriodEnd: '2026-06-06T10:00:00.000Z',
    startedAt: '2026-05-06T10:00:00.000Z',
    ...fields,
  });

export const premiumReturn = (fields: Partial<PremiumReturn> = {}): PremiumReturn => ({
  success: true,
  since: '2026-05-06T10:00:00.000Z',
  days: 10,
  views: { during: 150, before: 100 },
  requests: { during: 6, before: 0 },
  unlocks: { during: 2, before: 4 },
  ...fields,
});
