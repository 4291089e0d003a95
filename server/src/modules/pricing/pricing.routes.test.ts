import { CREDIT_PACKS, type Currency, WELCOME_CREDITS } from '@alliance/shared/credits';
import { PRICE_GRID } from '@alliance/shared/leads';
import { LOCALES } from '@alliance/shared/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { translator } from '../../i18n/index.ts';

const FR_HOST = 'www.localhost:3000';
const GB_HOST = 'www.alliance.co.uk:3000';

/** The text of every cell (`th`/`td`) of each table, row by row, tags stripped. */
function tables(html: string): string[][][] {
  return [...html.matchAll(/<table>(.*?)<\/table>/gs)].map(([, table = '']) =>
    [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row = '']) =>
      [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => cell.replace(/<[^>]+>/g, '')),
    ),
  );
}

const money = (cents: number, currency: Currency, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100);

/** A pack's price with a VAT rate in percent, rounded to the cent (what the checkout charges). */
const withVat = (cents: number, rate: number) => cents + Math.round((cents * rate) / 100);
/** What `credits` cost VAT incl., from the cheapest pack per credit to the dearest. */
function inMoney(credits: number, currency: Currency, rate: number, lang: string) {
  const perCredit = CREDIT_PACKS.map((pack) => withVat(pack.prices[currency], rate) / pack.credits);
  const range = [Math.min(...perCredit), Math.max(...perCredit)].map((price) =>
    money(Math.round(credits * price), currency, lang),
  );
  return translator(lang as 'fr')('pricing.inMoney', { min: range[0], max: range[1] });
}

describe('the pricing page (www host)', () => {
  let testApp: TestApp;
  const get = (url: string, lang = 'fr', host = FR_HOST) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, 'accept-language': lang } });

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DOMAINS: 'localhost=FR,alliance.co.uk=GB' } });
  });
  afterAll(() => testApp.close());

  it.each([...LOCALES])('answers in %s with the grid and the packs from the constants the server charges with', async (lang) => {
    const t = translator(lang);
    const res = await get('/pricing/', lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = res.body;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${t('pricing.title')} · Alliance</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://${FR_HOST}/pricing/"/>`);
    expect(html).toContain(`<h1>${t('pricing.title')}</h1>`);
    expect(html).not.toMatch(/\{\{|pricing\./);

    const [grid, packs] = tables(html);
    // A header row, then one row per guest tier: its label, then the credits per budget tier and
    // what they cost with a French company's 20 % VAT, from the cheapest pack to the dearest.
    const unescaped = (text: string) => text.replace(/&#x27;/g, "'");
    expect(grid?.slice(1).map((row) => row.slice(1).map(unescaped))).toEqual(
      PRICE_GRID.credits.map((row) => row.map((count) => t('pricing.credits', { count }) + inMoney(count, 'EUR', 20, lang))),
    );
    expect(grid?.[0]).toHaveLength(PRICE_GRID.budgetTiers.length + 1);
    expect(packs?.slice(1)).toEqual(
      CREDIT_PACKS.map((pack) => [
        t('pricing.credits', { count: pack.credits }),
        money(pack.prices.EUR, 'EUR', lang),
        money(withVat(pack.prices.EUR, 20), 'EUR', lang),
        money(Math.round(pack.prices.EUR / pack.credits), 'EUR', lang),
      ]),
    );
    expect(html).toContain(t('pricing.packs.welcome', { count: WELCOME_CREDITS }));
    // The way in: the providers' registration on the app host of the same domain.
    expect(html).toContain(`<a class="cta" href="http://app.localhost:3000/register">${t('pricing.cta.register')}</a>`);
  });

  it('names the tiers from the grid bounds, with headers and captions a screen reader can use', async () => {
    const html = (await get('/pricing/', 'en')).body;
    const [grid] = tables(html);
    const [, middle, top] = PRICE_GRID.guestTiers;
    const euros = (cents: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);
    const [, budgetMiddle = 0, budgetTop = 0] = PRICE_GRID.budgetTiers;
    expect(grid?.map((row) => row[0]).slice(1)).toEqual([
      `Fewer than ${middle} guests`,
      `${middle} to ${(top ?? 0) - 1} guests`,
      `${top} guests and more`,
    ]);
    expect(grid?.[0]?.slice(1)).toEqual([
      `Budget under ${euros(budgetMiddle)}`,
      `Budget ${euros(budgetMiddle)} to ${euros(budgetTop - 100)}`,
      `Budget ${euros(budgetTop)} and more`,
    ]);
    expect(html.match(/<caption id="[^"]+">/g)).toHaveLength(2);
    expect(html.match(/<th scope="col">/g)).toHaveLength(PRICE_GRID.budgetTiers.length + 1 + 4);
    expect(html.match(/<th scope="row">/g)).toHaveLength(PRICE_GRID.guestTiers.length + CREDIT_PACKS.length);
    // Each table scrolls alone in a box the keyboard can reach, not the page.
    expect(html.match(/<section class="table-box" aria-labelledby="[^"]+" tabindex="0">/g)).toHaveLength(2);
    expect(html).toMatch(/<h2 id="refunds">Refunds<\/h2>/);
    expect(html).toContain('within 7 days of your unlock');
    expect(html).toContain('under 1 in 5 of your unlocks');
  });

  it('shows the packs in pounds on the UK domain', async () => {
    const res = await get('/pricing/', 'en', GB_HOST);
    expect(res.statusCode).toBe(200);
    const [, packs] = tables(res.body);
    expect(packs?.slice(1).map((row) => row.slice(1))).toEqual(
      // A UK company pays no VAT: the price incl. VAT is the price.
      CREDIT_PACKS.map((pack) => [
        money(pack.prices.GBP, 'GBP', 'en'),
        money(pack.prices.GBP, 'GBP', 'en'),
        money(Math.round(pack.prices.GBP / pack.credits), 'GBP', 'en'),
      ]),
    );
    expect(res.body).not.toContain(money(CREDIT_PACKS[0].prices.EUR, 'EUR', 'en'));
    expect(res.body).toContain(`<link rel="canonical" href="http://${GB_HOST}/pricing/"/>`);
    expect(res.body).toContain(`href="http://app.alliance.co.uk:3000/register"`);
  });

  it('keeps the French non-breaking spaces', async () => {
    const text = (await get('/pricing/')).body.replace(/<style>.*?<\/style>/s, '').replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Vous êtes prestataire du mariage\u00a0?');
    expect(text).not.toMatch(/\S [:;!?]/);
  });

  it('is linked from the www pages (footer, the providers’ part of the home) and the providers’ landing', async () => {
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    const home = (await get('/')).body;
    expect(hrefs(/<footer>(.*)<\/footer>/s.exec(home)?.[1] ?? '')).toContain('/pricing/');
    expect(hrefs(/<section aria-labelledby="providers-title">(.*?)<\/section>/s.exec(home)?.[1] ?? '')).toContain('/pricing/');
    const landing = (await get('/', 'en', 'app.localhost:3000')).body;
    expect(landing).toContain('<a href="http://www.localhost:3000/pricing/">Pricing for providers</a>');
  });

  it('answers the address without its slash with a 301 to the page', async () => {
    const res = await get('/pricing');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/pricing/');
  });

  it.each(['app.localhost:3000', 'project.localhost:3000'])('is not a page of %s', async (host) => {
    const res = await get('/pricing/', 'fr', host);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(translator('fr')('pricing.title'));
  });
});
