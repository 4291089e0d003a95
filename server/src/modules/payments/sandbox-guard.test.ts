import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { buy, rowsOf, signUpCompany, submitSandbox } from './payments.testing.ts';

/**
 * The sandbox checkout's Pay and Cancel (issue 21, security 3): the checkout owner's only, and
 * never from another site's form. A refused post changes nothing.
 */
describe('sandbox checkout: owner only, no cross-site posts', () => {
  let h: ProviderHarness;
  let owner: { token: string; providerId: number };
  let stranger: { token: string; providerId: number };
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
    owner = await signUpCompany(h, 'owner@example.fr', { name: 'Atelier Proprio' });
    stranger = await signUpCompany(h, 'stranger@example.fr', { name: 'Atelier Voisin' });
  });
  afterAll(() => h.close());

  const statusOf = async (session: string) =>
    (await h.get(`/api/credit/payments/${session}`, { token: owner.token })).json.payment.status;
  const ledger = () => rowsOf(h, 'credit_ledger', owner.providerId);

  it('refuses Pay and Cancel posted from another site (Origin or Sec-Fetch-Site), with nothing paid', async () => {
    const session = await buy(h, owner.token);
    const before = await ledger();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://www.localhost:3000' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const action of ['pay', 'cancel'] as const) {
        const refused = await submitSandbox(h, session, action, owner.token, headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.body).toContain('Ce paiement doit être confirmé depuis sa propre page.');
      }
    }
    expect(await statusOf(session)).toBe('open');
    expect(await ledger()).toEqual(before);
    // From the page itself, it goes through.
    expect((await submitSandbox(h, session, 'pay', owner.token)).statusCode).toBe(303);
    expect(await statusOf(session)).toBe('paid');
  });

  it('another provider can neither see, pay nor cancel someone else’s checkout; no token is a 401', async () => {
    const session = await buy(h, owner.token);
    const page = (token?: string) =>
      h.app.inject({
        method: 'GET',
        url: `/payment/sandbox/${session}`,
        headers: { host: 'app.localhost', ...(token ? { cookie: `provider_token=${token}` } : {}) },
      });
    expect((await page(stranger.token)).statusCode).toBe(404);
    expect((await page()).statusCode).toBe(401);
    expect((await page(owner.token)).statusCode).toBe(200);
    for (const action of ['pay', 'cancel'] as const) {
      expect((await submitSandbox(h, session, action, stranger.token)).statusCode).toBe(404);
      // The Authorization header is as good as the cookie: still not theirs.
      const bearer = await submitSandbox(h, session, action, '', { authorization: `Bearer ${stranger.token}` });
      expect(bearer.statusCode).toBe(404);
      expect((await submitSandbox(h, session, action, '')).statusCode).toBe(401);
    }
    expect(await statusOf(session)).toBe('open');
    expect(await rowsOf(h, 'payments', stranger.providerId)).toEqual([]);
    expect((await h.get('/api/credit/logs', { token: stranger.token })).json.balance).toBe(0);
  });

  it('a premium checkout is its owner’s too', async () => {
    const opened = await h.post('/api/subscription/subscribe-premium', { plan: 'monthly' }, { token: owner.token });
    const session = String(opened.json.checkoutUrl).split('/').at(-1) ?? '';
    expect((await submitSandbox(h, session, 'pay', stranger.token)).statusCode).toBe(404);
    expect((await submitSandbox(h, session, 'cancel', stranger.token)).statusCode).toBe(404);
    expect((await h.get('/api/subscription', { token: owner.token })).json.status).toBe('checkout');
    expect((await submitSandbox(h, session, 'pay', owner.token)).statusCode).toBe(303);
    expect((await h.get('/api/subscription', { token: owner.token })).json.status).toBe('active');
  });
});
