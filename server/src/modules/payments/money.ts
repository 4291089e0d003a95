import type { Locale } from '@alliance/shared/locale';

/** Cents as the reader's language writes money: `39,00 €`, `€39.00`, `£35.00`. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Basis points as a percentage: 2000 → `20 %` (fr), `20%` (en). */
export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
