import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityHarness, type IdentityHarness, registration } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';

const EXPIRED_EN = 'This sign-in link has expired or has already been used. Sign in with your mobile number.';
const EXPIRED_FR = 'Ce lien de connexion a expiré ou a déjà servi. Connectez-vous avec votre numéro de mobile.';

describe('hand-off from the widget to the couples app (project host)', () => {
  let h: IdentityHarness;
  let ips = 0;
  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  /** A registered couple, each from its own address (check-phone's per-address limit spans the app). */
  async function couple(phone: string) {
    const ip = `198.51.100.${100 + ips++}`;
    const proof = await h.prove(phone, { ip });
    const registered = await h.post('/api/register', registration(phone), { token: proof.token, ip });
    expect(registered.status, 'register').toBe(200);
    return { proof, token: registered.json.token as string, refresh_token: registered.json.refresh_token as string };
  }
  const codeFor = async (token: string) => {
    const answer = await h.post('/api/handoff', undefined, { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.code as string;
  };
  const me = async (token: string) => (await h.get('/api/me', { token })).json.user?.phone;

  it('gives a logged-in couple a code that opens a new session of their own, stored only hashed', async () => {
    const widget = await couple('+33611000001');
    const code = await codeFor(widget.token);
    expect(code).toMatch(/^[\w-]{43}$/);

    const redeemed = await h.post('/api/handoff/redeem', { code });
    expect(redeemed.status).toBe(200);
    expect(redeemed.headers['cache-control']).toBe('private, no-store');
    expect(redeemed.json).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
    expect(await me(redeemed.json.token)).toBe('+33611000001');
    // A family of its own: the widget signing out leaves the app's session open, and it renews.
    expect((await h.post('/api/logout', undefined, { token: widget.token })).status).toBe(200);
    const renewed = await h.post('/api/token/refresh', { refresh_token: redeemed.json.refresh_token });
    expect(renewed.status).toBe(200);
    expect(await me(renewed.json.token)).toBe('+33611000001');

    const rows = await selectRows(h.database.db, sql`select * from session_handoffs`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('a code works once: the second redeem is refused, in the caller language', async () => {
    const { token } = await couple('+33611000002');
    const code = await codeFor(token);
    expect((await h.post('/api/handoff/redeem', { code })).status).toBe(200);
    const again = await h.post('/api/handoff/redeem', { code }, { lang: 'en' });
    expect(again).toMatchObject({ status: 401, json: { success: false, error: EXPIRED_EN } });
    expect(again.json.token).toBeUndefined();
  });

  it('two redeems at once: one session only', async () => {
    const { token } = await couple('+33611000003');
    const code = await codeFor(token);
    const answers = await Promise.all([h.post('/api/handoff/redeem', { code }), h.post('/api/handoff/redeem', { code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('a code is dead after 60 seconds', async () => {
    const { token } = await couple('+33611000004');
    const code = await codeFor(token);
    h.advance(61_000);
    const late = await h.post('/api/handoff/redeem', { code });
    expect(late).toMatchObject({ status: 401, json: { success: false, error: EXPIRED_FR } });
  });

  it('an unknown or malformed code is refused like a used one', async () => {
    for (const code of ['x', 'A'.repeat(43)]) {
      expect(await h.post('/api/handoff/redeem', { code })).toMatchObject({ status: 401, json: { error: EXPIRED_FR } });
    }
    expect((await h.post('/api/handoff/redeem', {})).status).toBe(400);
  });

  it('a phone-only identity or a caller without a token gets no code', async () => {
    const proof = await h.prove('+33611000005', { ip: '198.51.100.250' });
    const phoneOnly = await h.post('/api/handoff', undefined, { token: proof.token });
    expect(phoneOnly.status).toBe(403);
    expect(phoneOnly.json.code).toBeUndefined();
    const anonymous = await h.post('/api/handoff');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBeUndefined();
    const rows = await selectRows(h.database.db, sql`select * from session_handoffs where phone = '+33611000005'`);
    expect(rows).toEqual([]);
  });

  it("a code opens its own couple's session only, whoever redeems it", async () => {
    const lea = await couple('+33611000006');
    const max = await couple('+33611000007');
    const leaCode = await codeFor(lea.token);
    const maxCode = await codeFor(max.token);
    // Max redeeming Léa's code (his own token attached) gets Léa's session, not his own, and the reverse.
    const asMax = await h.post('/api/handoff/redeem', { code: leaCode }, { token: max.token });
    expect(await me(asMax.json.token)).toBe('+33611000006');
    const maxSession = await h.post('/api/handoff/redeem', { code: maxCode });
    expect(await me(maxSession.json.token)).toBe('+33611000007');
  });

  // The hand-off's session keeps the sign-in time of the session it came from: no fresh proof
  // for a phone change, no new 90-day lifetime.
  it('a hand-off session is no fresher a sign-in than the widget session it came from', async () => {
    const { token } = await couple('+33611000009');
    h.advance(20 * 60_000);
    const stale = await h.post('/api/phone/check', { phone: '+33611000010' }, { token });
    expect(stale).toMatchObject({ status: 403, json: { error_slug: 'recent-sign-in-required' } });
    const redeemed = await h.post('/api/handoff/redeem', { code: await codeFor(token) });
    expect(redeemed.status).toBe(200);
    const handedOver = await h.post('/api/phone/check', { phone: '+33611000010' }, { token: redeemed.json.token });
    expect(handedOver).toMatchObject({ status: 403, json: { error_slug: 'recent-sign-in-required' } });
  });

  it('a deleted account’s code opens nothing', async () => {
    const { token } = await couple('+33611000008');
    const code = await codeFor(token);
    expect((await h.post('/api/account/delete', { confirm: true }, { token })).status).toBe(200);
    expect((await h.post('/api/handoff/redeem', { code })).status).toBe(401);
  });
});
