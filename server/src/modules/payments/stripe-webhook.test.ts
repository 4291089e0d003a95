import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { rowsOf, signUpCompany, TEST_SELLER } from './payments.testing.ts';

const SECRET_KEY = 'sk_test_alliance_fake';
const WEBHOOK_SECRET = 'whsec_alliance_test_secret';
type Session = Record<string, unknown> & { id: string };

/** A local stand-in for Stripe's API: creates Checkout Sessions the way Stripe answers them. */
function fakeStripe() {
  const sessions = new Map<string, Session>();
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const authorized = request.headers.authorization === `Bearer ${SECRET_KEY}`;
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions' || !authorized) {
        response.writeHead(authorized ? 404 : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not faked' } }));
        return;
      }
      const form = new URLSearchParams(body);
      requests.push(form);
      // Stripe refusing the session (an account problem on its side), for the buyer named so.
      if (form.get('customer_email')?.startsWith('refused')) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'refused' } }));
        return;
      }
      const amounts = [0, 1].map((i) => Number(form.get(`line_items[${i}][price_data][unit_amount]`) ?? 0));
      const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2)}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        metadata: { paymentId: form.get('metadata[paymentId]') },
        amount_total: amounts.reduce((sum, amount) => sum + amount, 0),
        currency: form.get('line_items[0][price_data][currency]'),
      };
      sessions.set(id, session);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(session));
    });
  });
  return { server, sessions, requests };
}

describe('Stripe Checkout and its webhook (PAYMENTS=stripe, against a local fake of the API)', () => {
  const stripe = fakeStripe();
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  let events = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      // Real payments issue real invoices: the seller is required with PAYMENTS=stripe.
      ...TEST_SELLER,
    });
    ({ token, providerId } = await signUpCompany(h, 'stripe@example.fr', { name: 'Atelier Stripe' }));
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  async function checkout(pack = 'pack-10'): Promise<Session> {
    const bought = await h.post('/api/credit/buy', { pack }, { token });
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    const id = String(bought.json.checkoutUrl).split('/').at(-1) ?? '';
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('the fake Stripe API made no such session');
    expect(bought.json.checkoutUrl).toBe(session.url);
    return session;
  }

  const event = (type: string, session: Session, changes: Record<string, unknown> = {}, id = `evt_${++events}`) =>
    JSON.stringify({ id, object: 'event', type, data: { object: { ...session, ...changes } } });
  const completed = (session: Session, id?: string) =>
    event('checkout.session.completed', session, { status: 'complete', payment_status: 'paid' }, id);
  const expired = (session: Session, id?: string) => event('checkout.session.expired', session, { status: 'expired' }, id);

  const deliver = (payload: string, signature?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        host: 'app.localhost',
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  const statusOf = async (session: Session) => (await h.get(`/api/credit/payments/${session.id}`, { token })).json;
  const purchases = async () => (await rowsOf(h, 'credit_ledger', providerId)).filter((row) => row.kind === 'purchase');

  it('opens a Checkout Session with our amounts: the pack before tax, the VAT line, our payment id', async () => {
    const session = await checkout('pack-25');
    const form = stripe.requests.at(-1);
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('8900');
    expect(form?.get('line_items[1][price_data][unit_amount]')).toBe('1780');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form?.get('customer_email')).toBe('stripe@example.fr');
    expect(form?.get('success_url')).toBe('http://app.localhost:3000/payment/credits/success?session_id={CHECKOUT_SESSION_ID}');
    expect(form?.get('client_reference_id')).toBe(form?.get('metadata[paymentId]'));
    expect((await statusOf(session)).payment).toMatchObject({ status: 'open', credits: 25 });
  });

  it('a signed "completed, paid" event credits the pack and issues the invoice; its replay changes nothing', async () => {
    const session = await checkout();
    const before = (await purchases()).length;
    const payload = completed(session);
    const first = await signed(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await statusOf(session);
    expect(paid.payment).toMatchObject({ status: 'paid', invoiceNumber: expect.stringMatching(/^ALL-2026-\d{6}$/) });

    // Stripe delivers again (a timeout on its side), and once more with a fresh signature.
    expect((await signed(payload)).statusCode).toBe(200);
    expect((await signed(payload)).statusCode).toBe(200);
    // The asynchronous "succeeded" for the same session, a different event: still one credit.
    expect(
      (await signed(event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' }))).statusCode,
    ).toBe(200);
    expect((await purchases()).length).toBe(before + 1);
    expect(await statusOf(session)).toEqual(paid);
  });

  it('a forged, tampered or missing signature answers 400 and credits nothing', async () => {
    const session = await checkout();
    const before = await statusOf(session);
    const payload = completed(session);
    expect((await signed(payload, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    // Signed for one body, sent with another.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), header);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ success: false, error: 'signature-invalid' });
    expect(await statusOf(session)).toEqual(before);
    expect(before.payment.status).toBe('open');
  });

  it('"completed" after "expired" still credits once (the money was taken)', async () => {
    const session = await checkout();
    const before = (await purchases()).length;
    expect((await signed(expired(session))).statusCode).toBe(200);
    expect((await statusOf(session)).payment.status).toBe('expired');
    const late = completed(session);
    await signed(late);
    await signed(late);
    expect((await statusOf(session)).payment.status).toBe('paid');
    expect((await purchases()).length).toBe(before + 1);
  });

  it('"expired" after "completed" changes nothing', async () => {
    const session = await checkout();
    await signed(completed(session));
    const paid = await statusOf(session);
    expect((await signed(expired(session))).statusCode).toBe(200);
    expect(await statusOf(session)).toEqual(paid);
    expect(paid.payment.status).toBe('paid');
  });

  it('ignores events that do not settle a checkout: unpaid completion, other types, foreign sessions', async () => {
    const session = await checkout();
    const before = await statusOf(session);
    // A bank debit still pending: completed but unpaid.
    await signed(event('checkout.session.completed', session, { status: 'complete', payment_status: 'unpaid' }));
    await signed(
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    );
    // A session of someone else's, and ours claimed for another payment or for another amount.
    expect((await signed(completed({ ...session, id: 'cs_test_unknown' }))).statusCode).toBe(200);
    expect((await signed(completed({ ...session, client_reference_id: '999999', metadata: {} }))).statusCode).toBe(200);
    expect((await signed(completed({ ...session, amount_total: 1 }))).statusCode).toBe(200);
    expect(await statusOf(session)).toEqual(before);
    // The refused event was not recorded: the right one still applies.
    await signed(completed(session));
    expect((await statusOf(session)).payment.status).toBe('paid');
  });

  it('a session Stripe refuses answers 502 and leaves no payment behind', async () => {
    const refused = await signUpCompany(h, 'refused@example.fr', { name: 'Atelier Refusé' });
    const bought = await h.post('/api/credit/buy', { pack: 'pack-10' }, { token: refused.token, lang: 'en' });
    expect(bought.status).toBe(502);
    expect(bought.json).toEqual({ success: false, error: 'Payment is unavailable at the moment. Try again in a few minutes.' });
    expect(await rowsOf(h, 'payments', refused.providerId)).toEqual([]);
  });

  it('serves no sandbox page with the Stripe adapter', async () => {
    const session = await checkout();
    const page = await h.app.inject({ method: 'GET', url: `/payment/sandbox/${session.id}`, headers: { host: 'app.localhost' } });
    expect(page.statusCode).toBe(404);
    const pay = await h.app.inject({
      method: 'POST',
      url: `/payment/sandbox/${session.id}/pay`,
      headers: { host: 'app.localhost' },
    });
    expect(pay.statusCode).toBe(404);
    expect((await statusOf(session)).payment.status).toBe('open');
  });
});
