import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';

/**
 * Issue 12, security items 1, 4, 5 and 7: a session that ends takes its access tokens with it,
 * the phone-only proof does not outlive the sign-in, two tabs refreshing at once stay signed
 * in, a session has an absolute lifetime, and a stolen token alone cannot move the account.
 */

const PHONE = '+33612345678';
const NEW_PHONE = '+33698765432';
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const FR = {
  unauthorized: 'Authentification requise',
  recentSignIn: "Pour changer de numéro, confirmez d'abord votre numéro actuel avec un code reçu par SMS.",
};

// biome-ignore lint/suspicious/noExplicitAny: claims of a token under test
const claimsOf = (token: string): Record<string, any> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An HS256 JWT signed with the server's secret by this test: only its claims are wrong. */
function signed(claims: object): string {
  const input = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${input}.${createHmac('sha256', TEST_SECRET).update(input).digest('base64url')}`;
}

let h: IdentityHarness;
// One app and database for the file; each case starts on them emptied (h.reset()).
beforeAll(async () => {
  h = await createIdentityHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const refresh = (refreshToken: string) => h.post('/api/token/refresh', { refresh_token: refreshToken });
const projects = (token: string) => h.get('/api/get-projects', { token });
const unauthorized = { status: 401, json: { success: false, error: FR.unauthorized } };

describe('an access token dies with its session', () => {
  it('after logout, the access token of that session answers 401 at once; another session is untouched', async () => {
    const couple = await h.signUp(PHONE);
    h.advance(61 * SECOND);
    const signIn = await h.prove(PHONE);
    const other = await h.post('/api/check-account', { phone: PHONE }, { token: signIn.token });
    expect((await projects(couple.token)).status).toBe(200);

    expect((await h.post('/api/logout', undefined, { token: couple.token })).status).toBe(200);

    expect(await projects(couple.token)).toMatchObject(unauthorized);
    expect(await h.get('/api/me', { token: couple.token })).toMatchObject(unauthorized);
    expect((await projects(other.json.token)).status).toBe(200);
  });

  it('after a reused refresh token revokes the family, the access tokens of that family answer 401', async () => {
    const couple = await h.signUp(PHONE);
    const rotated = await refresh(couple.refresh_token);
    expect(rotated.status).toBe(200);
    // A second use long after the rotation: theft, the family dies.
    h.advance(1 * MINUTE);
    expect((await refresh(couple.refresh_token)).status).toBe(401);

    expect(await projects(rotated.json.token)).toMatchObject(unauthorized);
    expect(await projects(couple.token)).toMatchObject(unauthorized);
    expect((await refresh(rotated.json.refresh_token)).status).toBe(401);
  });

  it('a token missing exp, the family, the role, or issued for another role is refused', async () => {
    const couple = await h.signUp(PHONE);
    const good = claimsOf(couple.token);
    expect(good).toMatchObject({ aud: 'couple', fid: expect.any(String), exp: expect.any(Number) });
    expect((await projects(signed(good))).status).toBe(200);

    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== name));
    for (const claims of [
      without('exp'),
      without('fid'),
      without('aud'),
      without('auth_time'),
      { ...good, aud: 'provider' },
      { ...good, fid: randomUUID() },
    ]) {
      expect(await projects(signed(claims)), JSON.stringify(claims)).toMatchObject(unauthorized);
    }
  });
});

describe('sessions of the two roles', () => {
  it("a provider's session rotates as a provider's and never opens a couple call", async () => {
    const provider = await h.app.services.sessions.issue({ role: 'provider', accountId: 7 });
    expect(claimsOf(provider.token)).toMatchObject({ aud: 'provider', uid: 7, sub: 'provider:7' });
    expect(claimsOf(provider.token)).not.toHaveProperty('phone');
    expect(await projects(provider.token)).toMatchObject(unauthorized);
    expect(await h.get('/api/me', { token: provider.token })).toMatchObject(unauthorized);

    const rotated = await refresh(provider.refresh_token);
    expect(rotated.status).toBe(200);
    expect(claimsOf(rotated.json.token)).toMatchObject({ aud: 'provider', uid: 7 });
    expect(await projects(rotated.json.token)).toMatchObject(unauthorized);
  });

  it("a couple's account changes end the couple's sessions, not a provider's of the same id", async () => {
    const couple = await h.signUp(PHONE);
    const provider = await h.app.services.sessions.issue({ role: 'provider', accountId: claimsOf(couple.token).uid });
    await h.database.db.transaction((tx) => h.app.services.sessions.revokeUser(claimsOf(couple.token).uid, tx));
    expect((await refresh(couple.refresh_token)).status).toBe(401);
    expect((await refresh(provider.refresh_token)).status).toBe(200);
  });
});

describe('the phone-only session ends at sign-in', () => {
  it('register revokes it: its refresh token mints nothing and its access token opens nothing', async () => {
    const couple = await h.signUp(PHONE);
    expect((await refresh(couple.proof.refresh_token)).status).toBe(401);
    expect(await h.post('/api/check-account', { phone: PHONE }, { token: couple.proof.token })).toMatchObject(unauthorized);
    // The registered session is not the phone-only one: it lives on.
    expect((await projects(couple.token)).status).toBe(200);
  });

  it('check-account revokes it when it signs in to an existing account', async () => {
    await h.signUp(PHONE);
    h.advance(61 * SECOND);
    const proof = await h.prove(PHONE);
    const signedIn = await h.post('/api/check-account', { phone: PHONE }, { token: proof.token });
    expect(signedIn.json).toMatchObject({ hasAccount: true, token: expect.any(String) });

    expect((await refresh(proof.refresh_token)).status).toBe(401);
    expect(await h.post('/api/check-account', { phone: PHONE }, { token: proof.token })).toMatchObject(unauthorized);
    expect((await refresh(signedIn.json.refresh_token)).status).toBe(200);
  });

  it('check-account without an account keeps the phone-only session (the couple registers next)', async () => {
    const proof = await h.prove(PHONE);
    expect((await h.post('/api/check-account', { phone: PHONE }, { token: proof.token })).json).toEqual({ hasAccount: false });
    expect((await refresh(proof.refresh_token)).status).toBe(200);
  });
});

describe('two tabs refreshing at once', () => {
  it('the token just rotated is accepted again within 10 seconds, in the same family', async () => {
    const couple = await h.signUp(PHONE);
    const [first, second] = await Promise.all([refresh(couple.refresh_token), refresh(couple.refresh_token)]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(claimsOf(first?.json.token).fid).toBe(claimsOf(couple.token).fid);
    expect(claimsOf(second?.json.token).fid).toBe(claimsOf(couple.token).fid);

    h.advance(9 * SECOND);
    const third = await refresh(couple.refresh_token);
    expect(third.status).toBe(200);
    // Both tabs go on.
    expect((await projects(first?.json.token)).status).toBe(200);
    expect((await refresh(second?.json.refresh_token)).status).toBe(200);
  });

  it('after the leeway, the same reuse still revokes the family', async () => {
    const couple = await h.signUp(PHONE);
    const rotated = await refresh(couple.refresh_token);
    h.advance(11 * SECOND);
    expect((await refresh(couple.refresh_token)).status).toBe(401);
    expect(await projects(rotated.json.token)).toMatchObject(unauthorized);
  });

  it('within the leeway, a token that is no longer the immediate parent still revokes the family', async () => {
    const couple = await h.signUp(PHONE);
    const rotated = await refresh(couple.refresh_token);
    h.advance(1 * SECOND);
    const again = await refresh(rotated.json.refresh_token);
    expect(again.status).toBe(200);
    // The grandparent comes back: that is a replay, not a second tab.
    expect((await refresh(couple.refresh_token)).status).toBe(401);
    expect(await projects(again.json.token)).toMatchObject(unauthorized);
  });
});

describe('a session has an absolute lifetime', () => {
  it('refreshing every 6 days keeps it until 90 days after the sign-in, not after', async () => {
    const couple = await h.signUp(PHONE);
    let refreshToken = couple.refresh_token;
    for (let day = 6; day <= 84; day += 6) {
      h.advance(6 * DAY);
      const rotated = await refresh(refreshToken);
      expect(rotated.status, `day ${day}`).toBe(200);
      refreshToken = rotated.json.refresh_token;
    }
    h.advance(6 * DAY + MINUTE);
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

describe('a phone change needs a recent sign-in', () => {
  it('refused 16 minutes after the sign-in (even after refreshes), accepted after proving the current phone again', async () => {
    const couple = await h.signUp(PHONE);
    h.advance(16 * MINUTE);
    const refreshed = await refresh(couple.refresh_token);
    const stale = await h.post('/api/phone/check', { phone: NEW_PHONE }, { token: refreshed.json.token });
    expect(stale).toMatchObject({
      status: 403,
      json: { success: false, error: FR.recentSignIn, error_slug: 'recent-sign-in-required' },
    });
    expect(h.sms.filter((m) => m.to === NEW_PHONE)).toEqual([]);
    // A code of the attacker's own phone does not help either.
    const ownCode = await h.sendCode(NEW_PHONE, { ip: '203.0.113.9' });
    const verify = await h.post('/api/phone/verify', { phone: NEW_PHONE, code: ownCode }, { token: refreshed.json.token });
    expect(verify).toMatchObject({ status: 403, json: { error_slug: 'recent-sign-in-required' } });
    expect((await h.get('/api/me', { token: refreshed.json.token })).json.user.phone).toBe(PHONE);

    // The couple proves the current phone again: a fresh sign-in.
    h.advance(2 * MINUTE);
    const proof = await h.prove(PHONE);
    const signedIn = await h.post('/api/check-account', { phone: PHONE }, { token: proof.token });
    const sent = await h.post('/api/phone/check', { phone: NEW_PHONE }, { token: signedIn.json.token });
    expect(sent).toMatchObject({ status: 200, json: { success: true } });
    const moved = await h.post(
      '/api/phone/verify',
      { phone: NEW_PHONE, code: h.lastCode(NEW_PHONE) },
      { token: signedIn.json.token },
    );
    expect(moved).toMatchObject({ status: 200, json: { success: true, user: { phone: NEW_PHONE } } });
  });
});
