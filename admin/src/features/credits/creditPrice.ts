import type { CreditPack, Money } from '@alliance/shared/credits';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { formatMoney } from '../../lib/money.ts';
import { usePacks } from './creditsApi.ts';

/**
 * What `credits` credits cost in money, VAT included, bought in the cheapest pack (per credit)
 * and in the dearest: the range a provider compares with a competitor's price per lead. The
 * VAT is the provider's own (the server's packs answer: 20 % for a French company). null
 * without packs.
 */
function creditsInMoney(credits: number, packs: readonly CreditPack[]): { min: Money; max: Money } | null {
  const first = packs[0];
  if (!first || credits <= 0) return null;
  const perCredit = packs.map((pack) => pack.total.amount / pack.credits);
  const at = (price: number): Money => ({ amount: Math.round(credits * price), currency: first.total.currency });
  return { min: at(Math.min(...perCredit)), max: at(Math.max(...perCredit)) };
}

/** "≈ 15,12 € à 18,72 € TTC" for a number of credits, in the UI's language; null while the packs load (or fail). */
export function useCreditPrice(): (credits: number) => string | null {
  const { t, i18n } = useTranslation('credits');
  const packs = usePacks().data;
  return (credits) => {
    const range = packs && creditsInMoney(credits, packs);
    if (!range) return null;
    const money = (value: Money) => formatMoney(value, i18n.language);
    return range.min.amount === range.max.amount
      ? t('inMoney.one', { price: money(range.min) })
      : t('inMoney.range', { min: money(range.min), max: money(range.max) });
  };
}
