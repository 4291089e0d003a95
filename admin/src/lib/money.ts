import type { Money } from '@alliance/shared/credits';

/** Integer cents as the language writes an amount in that currency ("39,00 €", "£35.00"). */
export function formatMoney({ amount, currency }: Money, language: string, wholeUnits = false): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(wholeUnits ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  }).format(amount / 100);
}
