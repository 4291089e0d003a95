import { CREDIT_PACKS, type Currency, WELCOME_CREDITS } from '@alliance/shared/credits';
import { PRICE_GRID, REFUND_WINDOW_DAYS, REPORT_LOOKBACK_DAYS, REPORT_RATIO_DENOMINATOR } from '@alliance/shared/leads';
import type { Locale } from '@alliance/shared/locale';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { translator } from '../../i18n/index.ts';
import { Layout } from '../../www/views/Layout.tsx';
import { formatMoney } from '../payments/money.ts';
import { amountsOf, decideVat, type VatDecision } from '../payments/vat.ts';

/**
 * The VAT a visitor of this domain would pay: a company of the domain's country without an EU
 * VAT number (20 % French VAT in the EU, none outside it). The providers' credits page shows
 * each provider the price under their own company's VAT.
 */
const visitorVat = (country: string): VatDecision => decideVat({ countryCode: country, vatNumber: null });

/** What `credits` cost VAT incl., from the cheapest pack per credit to the dearest ("≈ 15,12 € à 18,72 € TTC"). */
function creditsInMoney(t: TFunction, credits: number, currency: Currency, vat: VatDecision, locale: Locale): string {
  const perCredit = CREDIT_PACKS.map((pack) => amountsOf(pack.prices[currency], vat).total / pack.credits);
  const money = (price: number) => formatMoney(Math.round(credits * price), currency, locale);
  return t('pricing.inMoney', { min: money(Math.min(...perCredit)), max: money(Math.max(...perCredit)) });
}

// One column; each table scrolls inside its own box when a narrow screen cannot hold it (320 px).
const STYLE = `
.pricing section{margin:2rem 0}.pricing h2{font-size:1.3rem;margin:0 0 .5rem}
.lead{font-size:1.1rem}.pricing li{margin:.35rem 0}
.pricing .table-box{max-width:100%;overflow-x:auto;margin:.5rem 0}
.table-box:focus-visible{outline:2px solid var(--al-focus);outline-offset:2px}
.pricing table{border-collapse:collapse;width:100%;background:var(--al-card)}
.pricing caption{text-align:left;font-weight:700;padding:0 0 .5rem}
.pricing th,.pricing td{border:1px solid var(--al-border-soft);padding:.5rem .6rem;text-align:left;vertical-align:top}
.pricing thead th{background:var(--al-accent-soft)}
.pricing td.amount{text-align:right;white-space:nowrap}
.cta{display:inline-block;min-height:2.75rem;padding:.6rem 1.5rem;border-radius:.5rem;background:var(--accent);color:var(--al-accent-contrast);font-weight:700;text-decoration:none}
@media (max-width:30rem){.pricing th,.pricing td{padding:.4rem}}
`;

/**
 * A tier's label from the bounds starting each tier: "fewer than 50", "50 to 149", "150 and more".
 * `step` is the unit below the next bound (1 guest, 100 cents).
 */
function tierLabels(
  t: TFunction,
  bounds: readonly number[],
  keys: { first: string; middle: string; last: string },
  step: number,
  format: (value: number) => string,
): string[] {
  return bounds.map((min, index) => {
    const next = bounds[index + 1];
    if (next === undefined) return t(keys.last, { min: format(min) });
    if (index === 0 && min === 0) return t(keys.first, { max: format(next) });
    return t(keys.middle, { min: format(min), max: format(next - step) });
  });
}

/** A table in a box that scrolls sideways alone, reachable by keyboard (a scrollable region needs focus). */
function TableBox(props: { id: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll with the keyboard
    <section className="table-box" aria-labelledby={props.id} tabIndex={0}>
      {props.children}
    </section>
  );
}

function PriceGrid({ t, locale, currency, vat }: { t: TFunction; locale: Locale; currency: Currency; vat: VatDecision }) {
  const count = new Intl.NumberFormat(locale);
  // Budgets are in euro cents whatever the site (the couple's budget ranges), shown in whole euros.
  const euros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const guests = tierLabels(
    t,
    PRICE_GRID.guestTiers,
    { first: 'pricing.grid.guestFirst', middle: 'pricing.grid.guestMiddle', last: 'pricing.grid.guestLast' },
    1,
    (n) => count.format(n),
  );
  const budgets = tierLabels(
    t,
    PRICE_GRID.budgetTiers,
    { first: 'pricing.grid.budgetFirst', middle: 'pricing.grid.budgetMiddle', last: 'pricing.grid.budgetLast' },
    100,
    (cents) => euros.format(cents / 100),
  );
  return (
    <TableBox id="grid-caption">
      <table>
        <caption id="grid-caption">{t('pricing.grid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.grid.guests')}</th>
            {budgets.map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guests.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {(PRICE_GRID.credits[row] ?? []).map((credits, column) => (
                <td key={budgets[column]}>
                  {t('pricing.credits', { count: credits })}
                  <br />
                  <small>{creditsInMoney(t, credits, currency, vat, locale)}</small>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function Packs({ t, locale, currency, vat }: { t: TFunction; locale: Locale; currency: Currency; vat: VatDecision }) {
  return (
    <TableBox id="packs-caption">
      <table>
        <caption id="packs-caption">{t('pricing.packs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.packs.pack')}</th>
            <th scope="col">{t('pricing.packs.price')}</th>
            <th scope="col">{t('pricing.packs.priceTtc')}</th>
            <th scope="col">{t('pricing.packs.perCredit')}</th>
          </tr>
        </thead>
        <tbody>
          {CREDIT_PACKS.map((pack) => {
            const price = pack.prices[currency];
            return (
              <tr key={pack.id}>
                <th scope="row">{t('pricing.credits', { count: pack.credits })}</th>
                <td className="amount">{formatMoney(price, currency, locale)}</td>
                <td className="amount">{formatMoney(amountsOf(price, vat).total, currency, locale)}</td>
                {/* Whole cents: the money shown is what a payment could be. */}
                <td className="amount">{formatMoney(Math.round(price / pack.credits), currency, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}

/**
 * The public pricing page (www host) for providers considering joining: how leads work, the
 * published price grid, what is free, the packs in the site's currency, the refund rules, and
 * the way to register. Every figure comes from the shared constants the server charges with.
 */
export function PricingPage(props: {
  locale: Locale;
  canonical: string;
  currency: Currency;
  /** The domain's country: the VAT shown is a company's of that country. */
  country: string;
  registerUrl: string;
}) {
  const vat = visitorVat(props.country);
  const t = translator(props.locale);
  const refundVars = { days: REFUND_WINDOW_DAYS, ratio: REPORT_RATIO_DENOMINATOR, lookback: REPORT_LOOKBACK_DAYS };
  const section = (id: string, children: ReactNode) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(`pricing.${id}.title`)}</h2>
      {children}
    </section>
  );
  return (
    <Layout
      locale={props.locale}
      title={t('pricing.title')}
      description={t('pricing.description')}
      canonical={props.canonical}
      style={STYLE}
    >
      <article className="pricing">
        <h1>{t('pricing.title')}</h1>
        <p className="lead">{t('pricing.intro')}</p>
        {section(
          'how',
          <ol>
            {['received', 'read', 'signals', 'unlock'].map((key) => (
              <li key={key}>{t(`pricing.how.${key}`)}</li>
            ))}
          </ol>,
        )}
        {section(
          'grid',
          <>
            <PriceGrid t={t} locale={props.locale} currency={props.currency} vat={vat} />
            <p>{t('pricing.grid.note')}</p>
            <p>{t('pricing.grid.inMoney')}</p>
          </>,
        )}
        {section(
          'free',
          <ul>
            {['ownSite', 'sameCouple', 'listing'].map((key) => (
              <li key={key}>{t(`pricing.free.${key}`)}</li>
            ))}
          </ul>,
        )}
        {section(
          'packs',
          <>
            <Packs t={t} locale={props.locale} currency={props.currency} vat={vat} />
            <p>{t('pricing.packs.taxNote')}</p>
            <p>
              <strong>{t('pricing.packs.welcome', { count: WELCOME_CREDITS })}</strong>
            </p>
          </>,
        )}
        {section(
          'refunds',
          <ul>
            <li>{t('pricing.refunds.withdrawn', refundVars)}</li>
            <li>{t('pricing.refunds.reported', refundVars)}</li>
            <li>{t('pricing.refunds.first')}</li>
          </ul>,
        )}
        {section(
          'cta',
          <>
            <p>{t('pricing.cta.text')}</p>
            <p>
              <a className="cta" href={props.registerUrl}>
                {t('pricing.cta.register')}
              </a>
            </p>
          </>,
        )}
      </article>
    </Layout>
  );
}
