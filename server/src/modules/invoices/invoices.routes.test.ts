import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { buy, pdfText, rowsOf, signUpCompany, submitSandbox } from '../payments/payments.testing.ts';

const SELLER = {
  SELLER_NAME: 'Alliance Mariages SAS',
  SELLER_ADDRESS: '10 rue du Test | 33000 Bordeaux',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};

describe('invoices: VAT, gapless numbers, PDFs (app host)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), SELLER);
  });
  afterAll(() => h.close());

  /** Buys and pays a pack through the sandbox: the invoice number the status API then shows. */
  async function purchase(token: string, pack = 'pack-10'): Promise<string> {
    const session = await buy(h, token, pack);
    expect((await submitSandbox(h, session, 'pay')).statusCode).toBe(303);
    return (await h.get(`/api/credit/payments/${session}`, { token })).json.payment.invoiceNumber;
  }
  const pdf = (number: string, token: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/invoices/${number}.pdf`,
      headers: { host: 'app.localhost', authorization: `Bearer ${token}` },
    });
  const numbers = async () =>
    (await selectRows<{ number: string }>(h.database.db, sql`select number from invoices order by number`)).map((r) => r.number);

  it('a French buyer pays 20 % French VAT; the invoice lists and prints what was charged', async () => {
    const { token } = await signUpCompany(h, 'fr@example.fr', {
      name: 'Atelier Lyonnais',
      street: '5 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
    });
    const number = await purchase(token, 'pack-25');
    const list = await h.get('/api/invoices/', { token });
    expect(list.json).toEqual({
      success: true,
      items: [
        {
          number,
          issuedAt: '2026-11-23T10:00:00.000Z',
          description: '25 crédits',
          net: { amount: 8900, currency: 'EUR' },
          vat: { amount: 1780, currency: 'EUR' },
          total: { amount: 10680, currency: 'EUR' },
          vatRate: 2000,
          reverseCharge: false,
          pdfUrl: `/api/invoices/${number}.pdf`,
        },
      ],
    });
    const file = await pdf(number, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(file.rawPayload);
    for (const shown of [
      'Facture',
      number,
      'Alliance Mariages SAS',
      '10 rue du Test',
      '33000 Bordeaux',
      'FR44732829320',
      'Atelier Lyonnais',
    ]) {
      expect(text).toContain(shown);
    }
    for (const shown of ['5 place Bellecour', '69002 Lyon', 'SIRET', '25 crédits', '89,00', '17,80', '106,80', 'TVA 20']) {
      expect(text).toContain(shown);
    }
    // The line's quantity and unit price (25 credits at 3.56 €), and how it was paid.
    expect(text).toContain('Qté\nPrix unitaire HT');
    expect(text).toContain('25 crédits\n25\n3,56\u00a0€\n89,00\u00a0€');
    expect(text).toContain('Moyen de paiement\u00a0: bac à sable (aucun paiement réel)');
    expect(text).not.toContain('Autoliquidation');
    expect(text).not.toContain('configur');
  });

  it('offline (no VIES check configured), an EU buyer’s VAT number is not verified: French VAT charged, and said so', async () => {
    const withNumber = await signUpCompany(h, 'be@example.be', {
      name: 'Bureau Bruxellois',
      countryCode: 'BE',
      vatNumber: 'BE0123456789',
      locale: 'fr',
      zipCode: '1000',
      city: 'Bruxelles',
    });
    const number = await purchase(withNumber.token);
    const [invoice] = (await h.get('/api/invoices/', { token: withNumber.token })).json.items;
    expect(invoice).toMatchObject({ vatRate: 2000, reverseCharge: false, vat: { amount: 780 }, total: { amount: 4680 } });
    const text = pdfText((await pdf(number, withNumber.token)).rawPayload);
    expect(text).not.toContain('Autoliquidation');
    expect(text).toContain('TVA facturée\u00a0: numéro de TVA BE0123456789 non vérifié.');

    const without = await signUpCompany(h, 'be2@example.be', { name: 'Studio Gantois', countryCode: 'BE', locale: 'nl' });
    await purchase(without.token);
    const [charged] = (await h.get('/api/invoices/', { token: without.token })).json.items;
    expect(charged).toMatchObject({ vatRate: 2000, reverseCharge: false, total: { amount: 4680 }, description: '10 credits' });
  });

  it('a UK buyer pays no VAT, the invoice saying it is outside the scope of EU VAT, in English', async () => {
    const { token } = await signUpCompany(h, 'gb@example.co.uk', {
      name: 'London Weddings Ltd',
      countryCode: 'GB',
      locale: 'en',
    });
    const number = await purchase(token);
    const [invoice] = (await h.get('/api/invoices/', { token })).json.items;
    expect(invoice).toMatchObject({ vatRate: 0, reverseCharge: false, total: { amount: 3900 }, description: '10 credits' });
    const text = pdfText((await pdf(number, token)).rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain('London Weddings Ltd');
    expect(text).toContain('Outside the scope of EU VAT');
  });

  it('keeps the numbers gapless and distinct under concurrent purchases', async () => {
    const buyers = await Promise.all(
      [1, 2, 3, 4].map((i) => signUpCompany(h, `rush${i}@example.fr`, { name: `Atelier Rush ${i}` })),
    );
    const sessions = await Promise.all([...buyers, ...buyers].map((b) => buy(h, b.token)));
    const paid = await Promise.all(sessions.map((session) => submitSandbox(h, session, 'pay')));
    expect(paid.map((answer) => answer.statusCode)).toEqual(Array(8).fill(303));
    const all = await numbers();
    expect(all).toEqual(all.map((_, i) => `ALL-2026-${String(i + 1).padStart(6, '0')}`));
    for (const b of buyers) expect((await h.get('/api/credit/logs', { token: b.token })).json.balance).toBe(20);
  });

  it('a payment that fails after taking a number gives it back: no gap, nothing credited', async () => {
    const crashing = await signUpCompany(h, 'crash@example.fr', { name: 'Atelier Panne' });
    const session = await buy(h, crashing.token);
    const { db } = h.database;
    // The invoice insert fails for this provider: after the status change, the ledger row and the counter.
    await db.execute(sql`create function fail_invoice() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await db.execute(
      sql.raw(`create trigger fail_invoice before insert on invoices for each row
        when (new.provider_id = ${crashing.providerId}) execute function fail_invoice()`),
    );
    const before = await numbers();
    expect((await submitSandbox(h, session, 'pay')).statusCode).toBe(500);
    await db.execute(sql`drop trigger fail_invoice on invoices`);
    expect(await rowsOf(h, 'credit_ledger', crashing.providerId)).toEqual([]);
    expect((await h.get(`/api/credit/payments/${session}`, { token: crashing.token })).json.payment.status).toBe('open');

    const next = await purchase(crashing.token);
    expect(next).toBe(`ALL-2026-${String(before.length + 1).padStart(6, '0')}`);
    expect(await numbers()).toEqual([...before, next]);
  });

  it('without SELLER_* (sandbox), the seller block says what to configure in the invoice’s language', async () => {
    const bare = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
    try {
      for (const [locale, shown, payment] of [
        ['en', 'To configure (SELLER_NAME)', 'Payment method: sandbox (no real payment)'],
        ['de', 'Noch einzurichten (SELLER_NAME)', 'Zahlungsart: Sandbox (keine echte Zahlung)'],
      ] as const) {
        const { token } = await signUpCompany(bare, `${locale}@example.com`, {
          name: `Studio ${locale}`,
          countryCode: 'GB',
          locale,
        });
        const session = await buy(bare, token);
        expect((await submitSandbox(bare, session, 'pay')).statusCode).toBe(303);
        const { invoiceNumber } = (await bare.get(`/api/credit/payments/${session}`, { token })).json.payment;
        const file = await bare.app.inject({
          url: `/api/invoices/${invoiceNumber}.pdf`,
          headers: { host: 'app.localhost', authorization: `Bearer ${token}` },
        });
        const text = pdfText(file.rawPayload);
        expect(text).toContain(shown);
        expect(text).toContain('(SELLER_ADDRESS)');
        expect(text).toContain(payment);
        expect(text).not.toContain('SELLER_NAME to configure');
      }
    } finally {
      await bare.close();
    }
  });

  it('another provider’s invoice is 404, a malformed number 400', async () => {
    const owner = await signUpCompany(h, 'owner@example.fr', { name: 'Atelier Proprio' });
    const number = await purchase(owner.token);
    const other = await signUpCompany(h, 'nosy@example.fr', { name: 'Atelier Curieux' });
    const theirs = await pdf(number, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, error: 'Facture introuvable.' });
    const malformed = await pdf('ALL-26-1', other.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('number');
    expect((await h.get('/api/invoices/', { token: other.token })).json.items).toEqual([]);
  });
});
