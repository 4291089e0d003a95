import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { signUpCompany, submitSandbox } from '../payments/payments.testing.ts';

const HOUR = 3_600_000;

/**
 * Premium's return panel (`GET /api/subscription/return`) counts as premium's only what happened
 * after the subscription started: a request received and unlocked the same morning, before the
 * payment, counts in the period before (issue 21, defect 4).
 */
describe("premium's return panel", () => {
  let h: LeadsHarness;
  beforeAll(async () => {
    h = await createLeadsHarness(new Date('2026-11-23T08:00:00Z'));
  });
  afterAll(() => h.close());

  it('counts the requests and unlocks from the subscription’s start, not from its day', async () => {
    const { token, providerId } = await signUpCompany(h, 'return-panel@example.fr', { name: 'Atelier Retour' });
    await h.database.db.execute(sql`update providers set published_at = ${h.now().toISOString()} where id = ${providerId}`);
    await h.credit(providerId, 50);
    const couple = await h.couple();
    const lead = async (date: string) => h.send(couple.token, await h.project(couple.token, date), providerId);
    const unlock = (uuid: string) => h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token });

    // 08:00, before premium: a request, unlocked.
    expect((await unlock(await lead('2027-05-12'))).status).toBe(200);
    // 10:00: premium starts.
    h.advance(2 * HOUR);
    const opened = await h.post('/api/subscription/subscribe-premium', { plan: 'monthly' }, { token });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    expect((await submitSandbox(h, String(opened.json.checkoutUrl).split('/').at(-1) ?? '', 'pay', token)).statusCode).toBe(303);
    // 12:00: a request during premium, unlocked, and another one left unread.
    h.advance(2 * HOUR);
    expect((await unlock(await lead('2027-06-12'))).status).toBe(200);
    await lead('2027-07-12');

    const panel = await h.get('/api/subscription/return', { token });
    expect(panel.status).toBe(200);
    expect(panel.json).toMatchObject({
      since: '2026-11-23T10:00:00.000Z',
      days: 1,
      requests: { during: 2, before: 1 },
      unlocks: { during: 1, before: 1 },
    });
  });
});
