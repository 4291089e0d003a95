import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { rowsOf, signUpCompany, submitSandbox } from '../payments/payments.testing.ts';

const DAY = 86_400_000;
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
type Json = Record<string, any>;

/**
 * Premium through the sandbox (PAYMENTS=sandbox): subscribe, pay on the sandbox page, renew,
 * cancel, resume, switch, a refused renewal, the period's end, all through the API as the SPA
 * calls it, with the sandbox clock moved by its own control.
 */
describe('premium subscription with the sandbox (/api/subscription…)', () => {
  let h: ProviderHarness;

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T09:00:00Z'));
  });
  afterAll(() => h.close());

  const call = (token: string) => ({
    state: async () => (await h.get('/api/subscription', { token })).json as Json,
    subscribe: (plan: unknown) => h.post('/api/subscription/subscribe-premium', { plan }, { token }),
    update: (body: unknown) => h.post('/api/subscription/update-premium', body, { token }),
    sandbox: (body: unknown) => h.post('/api/subscription/sandbox', body, { token }),
    returns: async () => (await h.get('/api/subscription/return', { token })).json as Json,
  });
  const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';
  const premiumUntil = async (providerId: number) => {
    const [row] = await selectRows<{ until: string }>(
      h.database.db,
      sql`select premium_until as until from providers where id = ${providerId}`,
    );
    return new Date(row?.until ?? 0);
  };

  /** A provider who subscribed to `plan` and paid on the sandbox page. */
  async function subscribed(email: string, plan = 'monthly') {
    const company = await signUpCompany(h, email, { name: `Atelier ${email.split('@')[0]}` });
    const api = call(company.token);
    const opened = await api.subscribe(plan);
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    const paid = await submitSandbox(h, sessionOf(opened.json.checkoutUrl), 'pay', company.token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/subscription/success?session_id=${sessionOf(opened.json.checkoutUrl)}`);
    return { ...company, api };
  }

  it('starts only once paid: a checkout alone is not premium; subscribing twice gives one checkout', async () => {
    const { token, providerId } = await signUpCompany(h, 'twice@example.fr', { name: 'Atelier Deux Fois' });
    const api = call(token);
    expect(await api.state()).toMatchObject({ isPremium: false, plan: null, status: 'none', currentPeriodEnd: null });
    const [first, second] = await Promise.all([api.subscribe('monthly'), api.subscribe('monthly')]);
    expect(first.status).toBe(200);
    expect(second.json.checkoutUrl).toBe(first.json.checkoutUrl);
    expect(await api.state()).toMatchObject({ isPremium: false, status: 'checkout' });
    const rows = await selectRows(h.database.db, sql`select status from subscriptions where provider_id = ${providerId}`);
    expect(rows).toEqual([{ status: 'checkout' }]);

    // The sandbox page shows the premium order.
    const page = await h.app.inject({
      url: new URL(first.json.checkoutUrl).pathname,
      headers: { host: 'app.localhost', cookie: `provider_token=${token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Premium, formule mensuelle');
    expect(page.body).toContain('58,80');

    await submitSandbox(h, sessionOf(first.json.checkoutUrl), 'pay', token);
    const state = await api.state();
    expect(state).toMatchObject({ isPremium: true, plan: 'monthly', status: 'active', cancelAtPeriodEnd: false });
    expect(state.currentPeriodEnd).toBe('2026-12-26T09:00:00.000Z');
    expect((await premiumUntil(providerId)).toISOString()).toBe('2026-12-26T09:00:00.000Z');
    // Paying again on the same page changes nothing; subscribing again is refused.
    await submitSandbox(h, sessionOf(first.json.checkoutUrl), 'pay', token);
    expect(await rowsOf(h, 'payments', providerId)).toHaveLength(1);
    expect(await api.subscribe('yearly')).toMatchObject({
      status: 409,
      json: { error: 'Votre abonnement premium est déjà actif.' },
    });

    // One invoice for the period, with the French VAT.
    const invoices = await rowsOf(h, 'invoices', providerId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      net: 4900,
      vat: 980,
      total: 5880,
      description: 'Premium, formule mensuelle, du 26 novembre 2026 au 26 décembre 2026',
    });
  });

  it('a cancelled checkout leaves nothing running, and a new subscribe opens a new one', async () => {
    const { token } = await signUpCompany(h, 'cancelled@example.fr', { name: 'Atelier Annulé' });
    const api = call(token);
    const opened = await api.subscribe('yearly');
    const cancelled = await submitSandbox(h, sessionOf(opened.json.checkoutUrl), 'cancel', token);
    expect(cancelled.headers.location).toBe('/payment/subscription/cancel');
    expect(await api.state()).toMatchObject({ isPremium: false, status: 'none' });
    // Paying a cancelled checkout afterwards is refused.
    expect((await submitSandbox(h, sessionOf(opened.json.checkoutUrl), 'pay', token)).statusCode).toBe(409);
    const again = await api.subscribe('yearly');
    expect(again.json.checkoutUrl).not.toBe(opened.json.checkoutUrl);
  });

  it('renews on the sandbox clock with an invoice each period, cancels at the period end, resumes before it', async () => {
    const { api, providerId } = await subscribed('renews@example.fr');
    expect((await api.sandbox({ action: 'advance-clock', days: 31 })).status).toBe(200);
    let state = await api.state();
    expect(state).toMatchObject({ isPremium: true, status: 'active' });
    expect(state.currentPeriodEnd).toBe('2027-01-26T09:00:00.000Z');
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(2);

    expect((await api.update({ action: 'cancel' })).json).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect((await api.update({ action: 'resume' })).json).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false });
    await api.update({ action: 'cancel' });
    // Still premium until the clock passes the period end…
    await api.sandbox({ action: 'advance-clock', days: 20 });
    expect(await api.state()).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true, status: 'active' });
    // …then it ends, with no renewal and no invoice.
    await api.sandbox({ action: 'advance-clock', days: 15 });
    state = await api.state();
    expect(state).toMatchObject({ isPremium: false, status: 'ended', plan: null, cancelAtPeriodEnd: false });
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(2);
    expect((await premiumUntil(providerId)).getTime()).toBeLessThanOrEqual(Date.parse('2026-11-26T09:00:00Z'));
    // Nothing left to cancel or resume.
    expect(await api.update({ action: 'resume' })).toMatchObject({ status: 409 });
  });

  it('a refused renewal ends premium at the period end, not before; a later successful retry brings it back', async () => {
    const { api, providerId } = await subscribed('refused@example.fr');
    expect((await api.sandbox({ action: 'fail-renewals', fail: true })).status).toBe(200);
    await api.sandbox({ action: 'advance-clock', days: 10 });
    expect(await api.state()).toMatchObject({ isPremium: true, status: 'active' });
    const mailed = (await h.mailsTo('refused@example.fr', 0)).length;
    await api.sandbox({ action: 'advance-clock', days: 25 });
    expect(await api.state()).toMatchObject({ isPremium: false, status: 'past_due' });
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(1);
    // The provider is told once, in their language, until when premium lasts and where to look.
    const failed = (await h.mailsTo('refused@example.fr', mailed + 1)).filter((mail) =>
      mail.subject.includes('renouvellement de votre abonnement premium'),
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toMatch(/reste premium jusqu’au \d{1,2} \S+ 20\d\d/);
    expect(failed[0]?.text).toContain('http://app.localhost:3000/premium');
    await api.sandbox({ action: 'fail-renewals', fail: false });
    await api.sandbox({ action: 'advance-clock', days: 1 });
    expect(await api.state()).toMatchObject({ isPremium: true, status: 'active' });
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(2);
  });

  it('a switch takes effect at the next renewal, at the new plan’s price', async () => {
    const { api, providerId } = await subscribed('switch@example.fr');
    expect((await api.update({ action: 'switch', plan: 'yearly' })).json).toMatchObject({ plan: 'monthly', nextPlan: 'yearly' });
    await api.sandbox({ action: 'advance-clock', days: 31 });
    expect(await api.state()).toMatchObject({ plan: 'yearly', nextPlan: null, isPremium: true });
    const payments = await rowsOf(h, 'payments', providerId);
    // The yearly period is a year long, wherever the provider's sandbox clock starts it.
    const yearly = payments.find((p) => p.pack_id === 'yearly');
    const length = new Date(String(yearly?.period_end)).getTime() - new Date(String(yearly?.period_start)).getTime();
    expect(Math.round(length / DAY)).toBeGreaterThanOrEqual(365);
    expect(Math.round(length / DAY)).toBeLessThanOrEqual(366);
    expect(payments.map((p) => [p.pack_id, p.total])).toEqual(
      expect.arrayContaining([
        ['monthly', 5880],
        ['yearly', 58800],
      ]),
    );
  });

  it('refuses bad bodies with 400 in the caller’s language and a couple’s token or none with 401', async () => {
    const { token } = await signUpCompany(h, 'bad@example.fr', { name: 'Atelier Mauvais' });
    const api = call(token);
    expect(await api.subscribe('weekly')).toMatchObject({
      status: 400,
      json: { error: 'Choisissez la formule mensuelle ou annuelle.' },
    });
    expect(await h.post('/api/subscription/subscribe-premium', { plan: 'monthly', price: 1 }, { token })).toMatchObject({
      status: 400,
    });
    expect(await api.update({ action: 'pause' })).toMatchObject({ status: 400 });
    expect(await api.update({ action: 'cancel' })).toMatchObject({
      status: 409,
      json: { error: 'Vous n’avez pas d’abonnement premium en cours.' },
    });
    expect((await h.get('/api/subscription')).status).toBe(401);
    const english = await h.post('/api/subscription/subscribe-premium', { plan: 'x' }, { token, lang: 'en' });
    expect(english.json.error).toBe('Choose the monthly or the yearly plan.');
    expect(
      await rowsOf(
        h,
        'payments',
        (await selectRows<{ id: number }>(h.database.db, sql`select id from providers where email = 'bad@example.fr'`))[0]?.id ??
          0,
      ),
    ).toEqual([]);
  });

  it('a closed account stops renewing: no further period is charged', async () => {
    const { token, providerId } = await subscribed('closes@example.fr');
    const closed = await h.post('/api/account/delete', { password: 'violet-harbour-41' }, { token });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    const [row] = await selectRows<{ cancel_at_period_end: boolean }>(
      h.database.db,
      sql`select cancel_at_period_end from subscriptions where provider_id = ${providerId}`,
    );
    expect(row?.cancel_at_period_end).toBe(true);
    // Another provider's sandbox clock passing the period end charges nothing here either.
    const { api } = await subscribed('clock-mover@example.fr');
    await api.sandbox({ action: 'advance-clock', days: 40 });
    expect(await rowsOf(h, 'invoices', providerId)).toHaveLength(1);
  });

  it('the return panel compares the days since premium started with as many days before', async () => {
    const { api, providerId } = await subscribed('returns@example.fr');
    const today = new Date('2026-11-26T00:00:00Z');
    const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
    await h.database.db.execute(sql`insert into provider_daily_stats (provider_id, day, profile_views, requests, unlocked) values
      (${providerId}, ${day(-1)}, 10, 2, 1), (${providerId}, ${day(-5)}, 99, 9, 9), (${providerId}, ${day(0)}, 30, 3, 2)`);
    expect(await api.returns()).toMatchObject({
      since: '2026-11-26T09:00:00.000Z',
      days: 1,
      views: { during: 30, before: 10 },
      // Requests and unlocks are counted from the leads' own instants (premium-return.test.ts), not the daily rollups.
      requests: { during: 0, before: 0 },
      unlocks: { during: 0, before: 0 },
    });
  });
});
