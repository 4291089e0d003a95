import { z } from 'zod';
import { type Currency, moneySchema } from './credits.ts';

/**
 * Premium (PROVIDERS.md "Premium and statistics"): a monthly or yearly subscription, cancellable
 * at any time, premium until the end of the paid period, no lock-in. Prices before tax, in cents,
 * per currency; the server reads them from here by plan (a price sent by a client is never read).
 */
export const PREMIUM_PLANS = ['monthly', 'yearly'] as const;
export type PremiumPlan = (typeof PREMIUM_PLANS)[number];

export const PREMIUM_PRICES = {
  monthly: { EUR: 4_900, GBP: 4_500 },
  // Two months free against twelve monthly payments.
  yearly: { EUR: 49_000, GBP: 45_000 },
} as const satisfies Record<PremiumPlan, Record<Currency, number>>;

/** What premium buys (the premium page and `/how-we-rank/` list the same). */
export const PREMIUM_BENEFITS = ['gold', 'sponsoredRank', 'suggestions', 'search'] as const;
export type PremiumBenefit = (typeof PREMIUM_BENEFITS)[number];

/** `GET /api/subscription`. */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  isPremium: z.boolean(),
  plan: z.enum(PREMIUM_PLANS).nullable(),
  /** ISO time; null without a subscription. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Beyond the contract's fields: what the premium page shows. */
  status: z.enum(['none', 'checkout', 'active', 'past_due', 'ended']),
  /** The plan the next renewal bills when a switch is pending. */
  nextPlan: z.enum(PREMIUM_PLANS).nullable(),
  /** When premium started (the return panel compares from there). */
  startedAt: z.string().nullable(),
  /** The prices of both plans in the site's currency, before tax. */
  prices: z.object({ monthly: moneySchema, yearly: moneySchema }),
});
export type SubscriptionState = z.infer<typeof subscriptionResponseSchema>;

export const subscribePremiumBodySchema = z.strictObject({
  plan: z.enum(PREMIUM_PLANS, 'validation.planInvalid'),
});
export const subscribePremiumResponseSchema = z.object({ success: z.literal(true), checkoutUrl: z.string() });

/** `POST /api/subscription/update-premium` (the spec's GET becomes POST). */
export const updatePremiumBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('cancel') }),
    z.strictObject({ action: z.literal('resume') }),
    z.strictObject({ action: z.literal('switch'), plan: z.enum(PREMIUM_PLANS, 'validation.planInvalid') }),
  ],
  'validation.premiumActionInvalid',
);
export type UpdatePremiumBody = z.infer<typeof updatePremiumBodySchema>;

/** The sandbox clock's longest single move and its furthest point (PAYMENTS=sandbox only). */
export const SANDBOX_ADVANCE_MAX_DAYS = 366;
export const SANDBOX_CLOCK_MAX_DAYS = 3650;
/** `POST /api/subscription/sandbox`: the provider's own sandbox clock, or its renewals refused. */
export const sandboxControlBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('advance-clock'),
      days: z
        .number('validation.sandboxDaysInvalid')
        .int('validation.sandboxDaysInvalid')
        .min(1, 'validation.sandboxDaysInvalid')
        .max(SANDBOX_ADVANCE_MAX_DAYS, 'validation.sandboxDaysInvalid'),
    }),
    z.strictObject({ action: z.literal('fail-renewals'), fail: z.boolean() }),
  ],
  'validation.premiumActionInvalid',
);

/** What became of a figure since premium started, against the same length of time just before. */
const duringAndBefore = z.object({ during: z.number().int().min(0), before: z.number().int().min(0) });

/**
 * `GET /api/subscription/return`: the premium return panel. Profile views, requests received and
 * unlocks since premium started (`days` days, today included), against the `days` days before.
 * `since` is null (and the figures 0) while the provider has never been premium.
 */
export const premiumReturnResponseSchema = z.object({
  success: z.literal(true),
  since: z.string().nullable(),
  days: z.number().int().min(0),
  views: duringAndBefore,
  requests: duringAndBefore,
  unlocks: duringAndBefore,
});
export type PremiumReturn = z.infer<typeof premiumReturnResponseSchema>;

// In constants.ts, which has no zod: the admin's routes (pages.ts, in its first load) read them.
export { PREMIUM_PATHS } from './constants.ts';
