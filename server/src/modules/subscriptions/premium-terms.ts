import type { Currency } from '@alliance/shared/credits';
import { PREMIUM_PRICES, type PremiumPlan } from '@alliance/shared/premium';
import { amountsOf, type VatDecision } from '../payments/vat.ts';

/**
 * The end of a period that starts at `start`: one calendar month or year later, on the same day of
 * the month, or the month's last day when it has no such day (Jan 31 → Feb 28), as card
 * subscriptions bill.
 */
export function periodEnd(start: Date, plan: PremiumPlan): Date {
  const months = plan === 'monthly' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** A plan's price for one period in `currency`, with the VAT decided for the buyer. */
export function planAmounts(plan: PremiumPlan, currency: Currency, vat: Pick<VatDecision, 'scheme' | 'rate'>) {
  return amountsOf(PREMIUM_PRICES[plan][currency], vat);
}

export const intervalOf = (plan: PremiumPlan) => (plan === 'monthly' ? ('month' as const) : ('year' as const));
