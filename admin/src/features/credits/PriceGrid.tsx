// biome-ignore-all lint/a11y/noRedundantRoles: a stacked table's rows are blocks on phones, where some browsers drop the implied table roles; explicit ones keep it a table for screen readers
import { PRICE_GRID, REFUND_WINDOW_DAYS } from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/money.ts';
import { useCreditPrice } from './creditPrice.ts';

/** A tier's label from the grid's lower bounds: "fewer than 50", "50 to 149", "150 and more". */
function tierLabels(bounds: readonly number[], t: TFunction, prefix: string, show: (n: number) => string, step: number) {
  return bounds.map((min, index) => {
    const next = bounds[index + 1];
    if (index === 0 && next !== undefined) return t(`${prefix}.under`, { value: show(next) });
    if (next === undefined) return t(`${prefix}.from`, { value: show(min) });
    return t(`${prefix}.between`, { min: show(min), max: show(next - step) });
  });
}

/**
 * The published price grid (credits per unlock, by guests × the wedding's budget, each with its
 * range in money incl. VAT) and the free and refund rules. On phones each row is a card; the
 * explicit roles keep it a table for screen readers whatever its CSS display.
 */
export function PriceGrid() {
  const { t, i18n } = useTranslation('credits');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  // The budgets are the couples' (euro cents); shown in whole euros.
  const euros = (cents: number) => formatMoney({ amount: cents, currency: 'EUR' }, i18n.language, true);
  const inMoney = useCreditPrice();
  const guests = tierLabels(PRICE_GRID.guestTiers, t, 'grid.guests', number, 1);
  const budgets = tierLabels(PRICE_GRID.budgetTiers, t, 'grid.budget', euros, 100);
  return (
    <section className="card" aria-labelledby="credits-grid">
      <h2 id="credits-grid">{t('grid.title')}</h2>
      <p>{t('grid.intro')}</p>
      <p className="hint">{t('grid.inMoney')}</p>
      <table className="price-grid stacked" role="table">
        <caption className="sr-only">{t('grid.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('grid.corner')}
            </th>
            {budgets.map((label) => (
              <th key={label} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {PRICE_GRID.credits.map((row, guestTier) => (
            <tr key={guests[guestTier]} role="row">
              <th scope="row" role="rowheader">
                {guests[guestTier]}
              </th>
              {row.map((credits, budgetTier) => (
                <td key={budgets[budgetTier]} role="cell" data-label={budgets[budgetTier]}>
                  {t('amount', { count: credits })}
                  {inMoney(credits) && <span className="euros">{inMoney(credits)}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('grid.rulesTitle')}</h3>
      <ul>
        <li>{t('grid.ownSite')}</li>
        <li>{t('grid.sameCouple')}</li>
        <li>{t('grid.withdrawn', { days: REFUND_WINDOW_DAYS })}</li>
        <li>{t('grid.reported', { days: REFUND_WINDOW_DAYS })}</li>
      </ul>
    </section>
  );
}
