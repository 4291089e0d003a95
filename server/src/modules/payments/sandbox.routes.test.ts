import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { buy, rowsOf, signUpCompany, submitSandbox } from './payments.testing.ts';

describe('sandbox checkout (PAYMENTS=sandbox, app host)', () => {
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
    ({ token, providerId } = await signUpCompany(h, 'buyer@example.fr', { name: 'Atelier Rose' }));
  });
  afterAll(() => h.close());

  const page = (session: string, lang = 'fr') =>
    h.app.inject({
      method: 'GET',
      url: `/payment/sandbox/${session}`,
      // The owner's browser: the admin's token cookie of the app host.
      headers: { host: 'app.localhost', 'accept-language': lang, cookie: `provider_token=${token}` },
    });
  const status = (session: string, as = token) => h.get(`/api/credit/payments/${session}`, { token: as });

  it('buy answers the sandbox page of our app host, with an unguessable session', async () => {
    const bought = await h.post('/api/credit/buy', { pack: 'pack-25' }, { token });
    expect(bought.status).toBe(200);
    expect(bought.json.checkoutUrl).toMatch(/^http:\/\/app\.localhost:3000\/payment\/sandbox\/sbx_[A-Za-z0-9_-]{32}$/);
    const [payment] = (await rowsOf(h, 'payments', providerId)).slice(-1);
    // A French buyer: 89 € before tax, 20 % French VAT, 106.80 € charged.
    expect(payment).toMatchObject({
      status: 'open',
      credits: 25,
      amount: 8900,
      vat: 1780,
      total: 10680,
      vat_rate: 2000,
      currency: 'EUR',
    });
  });

  it('shows the order with a sandbox notice, Pay and Cancel as POST forms, in the reader language', async () => {
    const session = await buy(h, token, 'pack-10');
    const fr = await page(session);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(fr.body).toContain('aucun paiement réel');
    expect(fr.body).toContain('10 crédits');
    expect(fr.body).toMatch(/39,00\s€/);
    expect(fr.body).toMatch(/46,80\s€/);
    expect(fr.body).toContain(`<form action="/payment/sandbox/${session}/pay" method="post"><button type="submit"`);
    expect(fr.body).toContain(`<form action="/payment/sandbox/${session}/cancel" method="post"><button type="submit"`);
    const en = await page(session, 'en');
    expect(en.body).toContain('no real payment');
    expect(en.body).toContain('Pay €46.80');
  });

  it('Pay credits the pack once, writes the ledger row and the invoice, then sends the browser to the success page', async () => {
    const session = await buy(h, token, 'pack-10');
    const before = (await status(session)).json;
    expect(before).toMatchObject({ payment: { status: 'open', credits: 10, invoiceNumber: null }, balance: 0 });

    const paid = await submitSandbox(h, session, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/credits/success?session_id=${session}`);
    const after = (await status(session)).json;
    expect(after).toMatchObject({
      success: true,
      payment: { status: 'paid', credits: 10, price: { amount: 3900, currency: 'EUR' } },
      balance: 10,
    });
    expect(after.payment.invoiceNumber).toMatch(/^ALL-2026-\d{6}$/);

    // Paying again (the back button, a double click) changes nothing.
    expect((await submitSandbox(h, session, 'pay')).statusCode).toBe(303);
    const ledger = await rowsOf(h, 'credit_ledger', providerId);
    expect(ledger.filter((row) => row.kind === 'purchase')).toHaveLength(1);
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(1);
    expect((await status(session)).json.balance).toBe(10);

    const logs = await h.get('/api/credit/logs', { token });
    expect(logs.json).toMatchObject({
      success: true,
      balance: 10,
      items: [{ delta: 10, balanceAfter: 10, kind: 'purchase', invoiceNumber: after.payment.invoiceNumber }],
      next_page: null,
    });
    // The page now says it is paid, without the buttons.
    const shown = await page(session);
    expect(shown.body).not.toContain('/pay"');
    expect(shown.body).toContain('Cette commande est payée.');
  });

  it('concurrent Pays of one session credit it exactly once', async () => {
    const session = await buy(h, token, 'pack-25');
    const balance = (await status(session)).json.balance as number;
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitSandbox(h, session, 'pay')));
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect((await status(session)).json.balance).toBe(balance + 25);
    const payment = (await rowsOf(h, 'payments', providerId)).find((row) => row.session_id === session);
    const ofPayment = (rows: Record<string, unknown>[]) => rows.filter((row) => row.payment_id === payment?.id);
    expect(ofPayment(await rowsOf(h, 'credit_ledger', providerId))).toHaveLength(1);
    expect(ofPayment(await rowsOf(h, 'invoices', providerId))).toHaveLength(1);
  });

  it('Cancel closes the checkout and returns to the credits page; it cannot be paid afterwards', async () => {
    const session = await buy(h, token);
    const balance = (await status(session)).json.balance;
    const canceled = await submitSandbox(h, session, 'cancel');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe('/credits?payment=canceled');
    expect((await status(session)).json).toMatchObject({ payment: { status: 'canceled', invoiceNumber: null }, balance });
    expect((await submitSandbox(h, session, 'pay')).statusCode).toBe(409);
    expect((await status(session)).json.balance).toBe(balance);
  });

  it('the success page grants nothing: an unpaid checkout stays open, the balance unchanged', async () => {
    const session = await buy(h, token);
    const balance = (await status(session)).json.balance;
    await h.app.inject({
      method: 'GET',
      url: `/payment/credits/success?session_id=${session}`,
      headers: { host: 'app.localhost' },
    });
    expect((await status(session)).json).toMatchObject({ payment: { status: 'open' }, balance });
  });

  it('an unknown session is a 404 page; another provider never sees the status of ours', async () => {
    expect((await page('sbx_unknownunknownunknownunknown00')).statusCode).toBe(404);
    expect((await submitSandbox(h, 'sbx_unknownunknownunknownunknown00', 'pay', token)).statusCode).toBe(404);
    const session = await buy(h, token);
    const other = await signUpCompany(h, 'other@example.fr', { name: 'Autre Atelier' });
    const theirs = await status(session, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ success: false, error: 'Paiement introuvable.' });
  });

  it('the routes are the provider’s: no token or a couple’s token → 401', async () => {
    const couple = await h.prove('+33611111111');
    for (const token of [undefined, couple.token]) {
      expect((await h.get('/api/credit/packs', { token })).status).toBe(401);
      expect((await h.post('/api/credit/buy', { pack: 'pack-10' }, { token })).status).toBe(401);
      expect((await h.get('/api/credit/logs', { token })).status).toBe(401);
      expect((await h.get('/api/credit/payments/sbx_whatever000', { token })).status).toBe(401);
      expect((await h.get('/api/invoices/', { token })).status).toBe(401);
      expect((await h.get('/api/invoices/ALL-2026-000001.pdf', { token })).status).toBe(401);
    }
  });
});
