import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { rowsOf, signUpCompany, TEST_SELLER } from '../payments/payments.testing.ts';

const SECRET_KEY = 'sk_test_alliance_fake';
const WEBHOOK_SECRET = 'whsec_alliance_test_secret';
// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are read field by field
type Json = Record<string, any>;

/** A local stand-in for Stripe's API: subscription Checkout Sessions, and subscription updates. */
function fakeStripe() {
  const sessions = new Map<string, Json>();
  const updates: { id: string; form: URLSearchParams }[] = [];
  const schedules: { id: string; form: URLSearchParams }[] = [];
  // What Stripe holds of the subscription once paid: one item for the price, one for the VAT.
  const item = (id: string, product: string, amount: number) => ({
    id,
    price: { id: `price_${id}`, product, unit_amount: amount },
  });
  const stripeSubscription = {
    id: 'sub_1',
    object: 'subscription',
    schedule: null,
    items: { object: 'list', data: [item('si_net', 'prod_premium', 4900), item('si_vat', 'prod_vat', 980)] },
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) return answer(401, { error: { message: 'no key' } });
      const form = new URLSearchParams(body);
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: form.get('mode'),
          metadata: { subscriptionId: form.get('metadata[subscriptionId]') },
          form: Object.fromEntries(form),
        };
        sessions.set(id, session);
        return answer(200, session);
      }
      if (request.method === 'GET' && request.url?.startsWith('/v1/subscriptions/sub_1')) return answer(200, stripeSubscription);
      if (request.method === 'POST' && request.url?.startsWith('/v1/subscription_schedules')) {
        schedules.push({ id: request.url, form });
        return answer(200, {
          id: 'sub_sched_1',
          object: 'subscription_schedule',
          phases: [
            {
              start_date: 1795683600,
              end_date: 1798275600,
              items: stripeSubscription.items.data.map((i) => ({ price: i.price.id, quantity: 1 })),
            },
          ],
        });
      }
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(request.url ?? '');
      if (request.method === 'POST' && subscription?.[1]) {
        updates.push({ id: subscription[1], form });
        return answer(200, {
          id: subscription[1],
          object: 'subscription',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        });
      }
      return answer(404, { error: { type: 'invalid_request_error', message: 'not faked' } });
    });
  });
  return { server, sessions, updates, schedules };
}

describe('premium with Stripe (subscription Checkout and its signed webhooks, against a local fake)', () => {
  const stripe = fakeStripe();
  let h: ProviderHarness;
  let token: string;
  let providerId: number;
  let events = 0;
  const created = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    h = await createProviderHarness(new Date('2026-11-26T09:00:00Z'), {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      // Real payments issue real invoices: the seller is required with PAYMENTS=stripe.
      ...TEST_SELLER,
    });
    ({ token, providerId } = await signUpCompany(h, 'premium-stripe@example.fr', { name: 'Atelier Abonné' }));
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => stripe.server.close(resolve));
  });

  const state = async () => (await h.get('/api/subscription', { token })).json as Json;
  const deliver = (type: string, object: Json, at: string, id = `evt_sub_${++events}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, created: created(at), data: { object } });
    return {
      id,
      payload,
      send: (secret = WEBHOOK_SECRET) => post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret })),
    };
  };
  const post = (payload: string, signature?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        host: 'app.localhost',
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  /** Stripe's invoice.paid for a period of our subscription `ref`. */
  const invoicePaid = (ref: string, invoice: string, start: string, end: string, amount = 5880) =>
    deliver(
      'invoice.paid',
      {
        id: invoice,
        object: 'invoice',
        amount_paid: amount,
        currency: 'eur',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_1', metadata: { subscriptionId: ref } },
        },
        lines: { object: 'list', data: [{ period: { start: created(start), end: created(end) } }] },
      },
      start,
    );
  const subscriptionObject = (ref: string, changes: Json = {}) => ({
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { subscriptionId: ref },
    ...changes,
  });

  it('opens a subscription Checkout with our recurring amounts and our subscription id in its metadata', async () => {
    const opened = await h.post('/api/subscription/subscribe-premium', { plan: 'monthly' }, { token });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    const session = [...stripe.sessions.values()].at(-1);
    expect(opened.json.checkoutUrl).toBe(session?.url);
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[1][price_data][unit_amount]': '980',
      'subscription_data[metadata][subscriptionId]': session?.metadata.subscriptionId,
      success_url: 'http://app.localhost:3000/payment/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    });
    // The browser coming back changes nothing: still not premium.
    expect(await state()).toMatchObject({ isPremium: false, status: 'checkout' });
  });

  it('premium starts from a signed invoice.paid only; forged and replayed events change nothing', async () => {
    const ref = [...stripe.sessions.values()].at(-1)?.metadata.subscriptionId as string;
    const first = invoicePaid(ref, 'in_1', '2026-11-26T09:00:00Z', '2026-12-26T09:00:00Z');
    expect((await post(first.payload, 't=1,v1=forged')).statusCode).toBe(400);
    expect((await first.send('whsec_someone_else')).statusCode).toBe(400);
    expect(await state()).toMatchObject({ isPremium: false });
    expect((await first.send()).statusCode).toBe(200);
    expect(await state()).toMatchObject({
      isPremium: true,
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: '2026-12-26T09:00:00.000Z',
    });
    // Replayed as is, and the same invoice in another event: one payment, one invoice.
    await first.send();
    await invoicePaid(ref, 'in_1', '2026-11-26T09:00:00Z', '2026-12-26T09:00:00Z').send();
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(1);
    // checkout.session.completed arriving after the invoice changes nothing either.
    expect(
      (
        await deliver(
          'checkout.session.completed',
          {
            id: 'cs_test_1',
            object: 'checkout.session',
            mode: 'subscription',
            payment_status: 'paid',
            metadata: { subscriptionId: ref },
          },
          '2026-11-26T09:00:01Z',
        ).send()
      ).statusCode,
    ).toBe(200);
    expect(await rowsOf(h, 'payments', providerId)).toHaveLength(1);
  });

  it('cancel and resume go to Stripe; an older update arriving late does not undo a newer one', async () => {
    const ref = [...stripe.sessions.values()].at(-1)?.metadata.subscriptionId as string;
    const cancelled = await h.post('/api/subscription/update-premium', { action: 'cancel' }, { token });
    expect(cancelled.json).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect(stripe.updates.at(-1)).toMatchObject({ id: 'sub_1' });
    expect(stripe.updates.at(-1)?.form.get('cancel_at_period_end')).toBe('true');
    // Stripe confirms (newer), then an update from before the cancel arrives out of order.
    await deliver(
      'customer.subscription.updated',
      subscriptionObject(ref, { cancel_at_period_end: true }),
      '2026-11-26T09:00:05Z',
    ).send();
    await deliver(
      'customer.subscription.updated',
      subscriptionObject(ref, { cancel_at_period_end: false }),
      '2026-11-26T08:00:00Z',
    ).send();
    expect(await state()).toMatchObject({ cancelAtPeriodEnd: true, isPremium: true });
    const resumed = await h.post('/api/subscription/update-premium', { action: 'resume' }, { token });
    expect(resumed.json).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripe.updates.at(-1)?.form.get('cancel_at_period_end')).toBe('false');
  });

  it('a switch asks Stripe for a schedule: the current phase to the period end, then the new plan’s prices', async () => {
    const switched = await h.post('/api/subscription/update-premium', { action: 'switch', plan: 'yearly' }, { token });
    expect(switched.json).toMatchObject({ plan: 'monthly', nextPlan: 'yearly' });
    expect(stripe.schedules[0]?.form.get('from_subscription')).toBe('sub_1');
    const phases = stripe.schedules[1]?.form;
    expect(phases?.get('phases[0][end_date]')).toBe('1798275600');
    expect(phases?.get('phases[0][items][0][price]')).toBe('price_si_net');
    expect(phases?.get('phases[1][items][0][price_data][unit_amount]')).toBe('49000');
    expect(phases?.get('phases[1][items][0][price_data][product]')).toBe('prod_premium');
    expect(phases?.get('phases[1][items][0][price_data][recurring][interval]')).toBe('year');
    expect(phases?.get('phases[1][items][1][price_data][unit_amount]')).toBe('9800');
    expect(phases?.get('phases[1][items][1][price_data][product]')).toBe('prod_vat');
    expect(phases?.get('end_behavior')).toBe('release');
    // Switching back before the renewal cancels the pending switch.
    expect(
      (await h.post('/api/subscription/update-premium', { action: 'switch', plan: 'monthly' }, { token })).json,
    ).toMatchObject({ nextPlan: null });
  });

  it('a failed renewal leaves premium until the period end; the renewal paid extends it; deletion ends it at once', async () => {
    const ref = [...stripe.sessions.values()].at(-1)?.metadata.subscriptionId as string;
    await deliver(
      'invoice.payment_failed',
      {
        id: 'in_2',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { subscriptionId: ref } } },
        lines: { data: [] },
      },
      '2026-11-26T09:10:00Z',
    ).send();
    expect(await state()).toMatchObject({ status: 'past_due', isPremium: true, currentPeriodEnd: '2026-12-26T09:00:00.000Z' });
    await invoicePaid(ref, 'in_2', '2026-12-26T09:00:00Z', '2027-01-26T09:00:00Z').send();
    expect(await state()).toMatchObject({ status: 'active', isPremium: true, currentPeriodEnd: '2027-01-26T09:00:00.000Z' });
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(2);
    // A subscription event naming another Stripe subscription than ours is refused.
    await deliver(
      'customer.subscription.deleted',
      subscriptionObject(ref, { id: 'sub_someone_else', status: 'canceled' }),
      '2026-11-26T09:20:00Z',
    ).send();
    expect(await state()).toMatchObject({ isPremium: true });
    await deliver(
      'customer.subscription.deleted',
      subscriptionObject(ref, { status: 'canceled' }),
      '2026-11-26T09:30:00Z',
    ).send();
    expect(await state()).toMatchObject({ isPremium: false, status: 'ended' });
    // A late renewal update does not bring it back.
    await deliver('customer.subscription.updated', subscriptionObject(ref), '2026-11-26T09:40:00Z').send();
    expect(await state()).toMatchObject({ isPremium: false, status: 'ended' });
  });
});
