import { CREDIT_LOGS_PAGE_SIZE } from '@alliance/shared/credits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { rowsOf, signUpCompany } from '../payments/payments.testing.ts';
import { appendLedger } from './ledger.ts';

const UK = 'app.alliance.co.uk';

describe('credit packs, buying and the ledger (app host)', () => {
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), { DOMAINS: 'localhost=FR,alliance.co.uk=GB' });
    ({ token, providerId } = await signUpCompany(h, 'packs@example.fr', { name: 'Atelier Packs' }));
  });
  afterAll(() => h.close());

  it('lists the packs before tax and with the VAT this provider pays, in euros, and in pounds on the UK domain', async () => {
    const fr = await h.get('/api/credit/packs', { token });
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    // A French company pays 20 % French VAT: the price incl. VAT is what the checkout charges.
    expect(fr.json).toEqual({
      success: true,
      packs: [
        { id: 'pack-10', credits: 10, price: eur(3900), total: eur(4680), vatRate: 2000 },
        { id: 'pack-25', credits: 25, price: eur(8900), total: eur(10680), vatRate: 2000 },
        { id: 'pack-60', credits: 60, price: eur(18900), total: eur(22680), vatRate: 2000 },
      ],
    });
    const uk = await h.get('/api/credit/packs', { token, host: UK });
    expect(uk.json.packs[0]).toEqual({
      id: 'pack-10',
      credits: 10,
      price: { amount: 3500, currency: 'GBP' },
      total: { amount: 4200, currency: 'GBP' },
      vatRate: 2000,
    });
    const bought = await h.post('/api/credit/buy', { pack: 'pack-10' }, { token });
    expect(bought.status).toBe(200);
    expect((await rowsOf(h, 'payments', providerId)).at(-1)).toMatchObject({ total: 4680 });
  });

  it('shows a company outside the EU the packs without VAT', async () => {
    const gb = await signUpCompany(h, 'packs-gb@example.co.uk', { name: 'Rosewood Packs', countryCode: 'GB' });
    const packs = await h.get('/api/credit/packs', { token: gb.token, host: UK });
    expect(packs.json.packs[0]).toMatchObject({ price: { amount: 3500 }, total: { amount: 3500 }, vatRate: 0 });
  });

  it('a pack bought on the UK domain is charged in pounds', async () => {
    const bought = await h.post('/api/credit/buy', { pack: 'pack-25' }, { token, host: UK });
    expect(bought.json.checkoutUrl).toMatch(/^http:\/\/app\.alliance\.co\.uk:3000\/payment\/sandbox\//);
    expect((await rowsOf(h, 'payments', providerId)).at(-1)).toMatchObject({ currency: 'GBP', amount: 7900, credits: 25 });
  });

  it('refuses an unknown pack, a price or a credits count sent along, and opens no payment', async () => {
    const before = await rowsOf(h, 'payments', providerId);
    const unknown = await h.post('/api/credit/buy', { pack: 'pack-1000' }, { token, lang: 'en' });
    expect(unknown).toMatchObject({
      status: 400,
      json: { success: false, fields: { pack: 'Choose one of the packs on offer.' } },
    });
    const priced = await h.post('/api/credit/buy', { pack: 'pack-60', price: 1 }, { token });
    expect(priced.status).toBe(400);
    expect(Object.keys(priced.json.fields)).toEqual(['price']);
    const credits = await h.post('/api/credit/buy', { pack: 'pack-10', credits: 1000 }, { token });
    expect(credits.status).toBe(400);
    expect(Object.keys(credits.json.fields)).toEqual(['credits']);
    expect((await h.post('/api/credit/buy', {}, { token })).json.fields).toHaveProperty('pack');
    expect(await rowsOf(h, 'payments', providerId)).toEqual(before);
  });

  it('pages the ledger newest first, with the balance, the reasons and the next page', async () => {
    const { db } = h.database;
    const at = new Date('2026-11-23T11:00:00Z');
    for (let i = 1; i <= CREDIT_LOGS_PAGE_SIZE + 2; i++) {
      await db.transaction((tx) => appendLedger(tx, { providerId, at, delta: i, kind: 'adjustment', reason: `gift ${i}` }));
    }
    const total = ((CREDIT_LOGS_PAGE_SIZE + 2) * (CREDIT_LOGS_PAGE_SIZE + 3)) / 2;
    const first = await h.get('/api/credit/logs', { token });
    expect(first.json).toMatchObject({ success: true, balance: total, next_page: 2 });
    expect(first.json.items).toHaveLength(CREDIT_LOGS_PAGE_SIZE);
    expect(first.json.items[0]).toEqual({
      id: expect.any(Number),
      at: '2026-11-23T11:00:00.000Z',
      delta: CREDIT_LOGS_PAGE_SIZE + 2,
      balanceAfter: total,
      kind: 'adjustment',
      reason: `gift ${CREDIT_LOGS_PAGE_SIZE + 2}`,
    });
    const second = await h.get('/api/credit/logs?page=2', { token });
    expect(second.json.items.map((item: { delta: number }) => item.delta)).toEqual([2, 1]);
    expect(second.json.next_page).toBeNull();
    expect((await h.get('/api/credit/logs?page=0', { token })).status).toBe(400);
    expect((await h.get('/api/credit/logs?page=1.5', { token })).status).toBe(400);
  });

  it('shows each provider their own ledger only', async () => {
    const other = await signUpCompany(h, 'empty@example.fr', { name: 'Atelier Vide' });
    expect((await h.get('/api/credit/logs', { token: other.token })).json).toEqual({
      success: true,
      balance: 0,
      items: [],
      next_page: null,
    });
  });

  it('documents its routes in the OpenAPI description, with the bearer security', async () => {
    const docs = await h.get('/api/docs/json');
    expect(docs.status).toBe(200);
    for (const [path, method] of [
      ['/api/credit/packs', 'get'],
      ['/api/credit/buy', 'post'],
      ['/api/credit/logs', 'get'],
      ['/api/credit/payments/{session}', 'get'],
      ['/api/invoices/', 'get'],
      ['/api/invoices/{number}.pdf', 'get'],
    ] as const) {
      expect(docs.json.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    expect(docs.json.paths['/api/credit/buy'].post.requestBody.content['application/json'].schema.required).toEqual(['pack']);
  });
});
