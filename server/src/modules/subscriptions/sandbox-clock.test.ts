import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { signUpCompany, submitSandbox } from '../payments/payments.testing.ts';

const NOW = new Date('2026-11-26T09:00:00Z');
const DAY = 86_400_000;
const daysLater = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

/**
 * The sandbox clock (issue 21, security 3): one per provider, moved in bounded steps, a bad or
 * excessive move a 400 in the caller's language, never a 500, and nobody else's clock moved.
 */
describe('the sandbox clock (POST /api/subscription/sandbox)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(NOW);
  });
  afterAll(() => h.close());

  const advance = (token: string, days: unknown, lang?: string) =>
    h.post('/api/subscription/sandbox', { action: 'advance-clock', days }, { token, ...(lang ? { lang } : {}) });

  it('refuses a move past ten years with a 400, never a 500, and keeps answering afterwards', async () => {
    const { token } = await signUpCompany(h, 'mover@example.fr', { name: 'Atelier Pressé' });
    // Nine moves of a year fit (3 294 days); the tenth would pass 3 650 days: refused, nothing moved.
    for (let i = 1; i <= 9; i++) {
      const moved = await advance(token, 366);
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json.sandboxNow).toBe(daysLater(366 * i));
    }
    const refused = await advance(token, 366);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      success: false,
      error: 'L’horloge du bac à sable ne peut pas avancer de plus de 10 ans au total.',
      fields: { days: expect.any(String) },
    });
    expect((await advance(token, 366, 'en')).json.error).toBe('The sandbox clock cannot move more than 10 years ahead in total.');
    // What is left still moves; the clock answers again (no broken row).
    const rest = await advance(token, 3650 - 366 * 9);
    expect(rest.status).toBe(200);
    expect(rest.json.sandboxNow).toBe(daysLater(3650));
    expect((await advance(token, 1)).status).toBe(400);
  });

  it('refuses a bad number of days with a 400 in the caller’s language', async () => {
    const { token } = await signUpCompany(h, 'typo@example.fr', { name: 'Atelier Coquille' });
    for (const days of [800, 367, 0, -1, 1.5, '31', null, 1e300]) {
      const answer = await advance(token, days);
      expect(answer.status, String(days)).toBe(400);
      expect(answer.json.error).toBe('Indiquez un nombre entier de jours entre 1 et 366.');
    }
    expect((await advance(token, 800, 'de')).json.error).toBe('Geben Sie eine ganze Zahl von Tagen zwischen 1 und 366 an.');
    // Nothing moved: the first valid day is day one.
    expect((await advance(token, 1)).json.sandboxNow).toBe(daysLater(1));
  });

  it('one provider’s clock never moves another’s, nor renews another’s subscription', async () => {
    const mover = await signUpCompany(h, 'fast@example.fr', { name: 'Atelier Rapide' });
    const other = await signUpCompany(h, 'slow@example.fr', { name: 'Atelier Tranquille' });
    const opened = await h.post('/api/subscription/subscribe-premium', { plan: 'monthly' }, { token: other.token });
    const session = String(opened.json.checkoutUrl).split('/').at(-1) ?? '';
    expect((await submitSandbox(h, session, 'pay', other.token)).statusCode).toBe(303);
    const before = (await h.get('/api/subscription', { token: other.token })).json;

    expect((await advance(mover.token, 200)).json.sandboxNow).toBe(daysLater(200));
    // The other provider's subscription was not renewed by that move, and its clock is still today.
    expect((await h.get('/api/subscription', { token: other.token })).json.currentPeriodEnd).toBe(before.currentPeriodEnd);
    expect((await h.get('/api/invoices/', { token: other.token })).json.items).toHaveLength(1);
    const own = await h.post('/api/subscription/sandbox', { action: 'fail-renewals', fail: false }, { token: other.token });
    expect(own.json.sandboxNow).toBe(NOW.toISOString());
  });
});
