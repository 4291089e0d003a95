import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityHarness, type IdentityHarness, registration } from '../../test/identity.ts';
import { selectRows } from '../db/client.ts';

/**
 * Issue 3, adversarial: attacks on the phone proof, on accounts and on the tokens. Each one
 * fails safely and writes nothing (the identity tables are compared row by row).
 */

const PHONE_A = '+33612345678';
const PHONE_B = '+33698765432';
/** The JWT secret of `testConfig()`. */
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

const FR = {
  unauthorized: 'Authentification requise',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  phoneNotProved: "Ce numéro de téléphone n'a pas été vérifié.",
  accountExists: 'Un compte existe déjà pour ce numéro de téléphone.',
  invalidRequest: 'Requête invalide',
  invalidJson: "Le corps de la requête n'est pas un JSON valide",
  payloadTooLarge: 'Requête trop volumineuse',
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
// biome-ignore lint/suspicious/noExplicitAny: claims of a token under test
const claimsOf = (token: string): Record<string, any> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const headerOf = (token: string) => token.split('.')[0] ?? '';
const signatureOf = (token: string) => token.split('.')[2] ?? '';

/** A JWT signed with HMAC (`sha256` for HS256) by this test, not by the server. */
function hmacJwt(header: object, claims: object, secret: string, hash = 'sha256'): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

let h: IdentityHarness;
// One app and database for the file; each case starts on them emptied (h.reset()).
beforeAll(async () => {
  h = await createIdentityHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const refresh = (refreshToken: string) => h.post('/api/token/refresh', { refresh_token: refreshToken });
const familyOf = (accessToken: string) => claimsOf(accessToken).fid as string;

describe('the phone proof', () => {
  it('happy path: a phone-only identity has no account; a registered couple is logged in with its names', async () => {
    const proof = await h.prove(PHONE_A);
    expect(await h.post('/api/check-account', { phone: PHONE_A }, { token: proof.token })).toEqual({
      status: 200,
      json: { hasAccount: false },
      headers: expect.anything(),
    });
    expect((await h.get('/api/me', { token: proof.token })).json.user).toMatchObject({
      phone: PHONE_A,
      has_finished_onboarding: false,
      firstname: null,
    });

    const registered = await h.post('/api/register', registration(PHONE_A), { token: proof.token });
    expect(registered.status).toBe(200);
    const me = await h.get('/api/me', { token: registered.json.token });
    expect(me).toMatchObject({
      status: 200,
      json: { user: { phone: PHONE_A, has_finished_onboarding: true, firstname: 'Léa', lastname: 'Martin', locale: 'fr' } },
    });

    // The phone-only session ended with the registration; a new proof signs in.
    expect(await h.post('/api/check-account', { phone: PHONE_A }, { token: proof.token })).toMatchObject({ status: 401 });
    h.advance(61_000);
    const proofAgain = await h.prove(PHONE_A);
    const again = await h.post('/api/check-account', { phone: PHONE_A }, { token: proofAgain.token });
    expect(again.json).toMatchObject({ hasAccount: true, user: { firstname: 'Léa' }, token: expect.any(String) });
  });

  it('check-account and register without proof answer 401, with the proof of another phone 403; nothing written', async () => {
    await h.signUp(PHONE_B, { firstname: 'Bob', email: 'bob@example.fr' });
    const proofA = await h.prove(PHONE_A);
    const before = await h.rows();

    for (const token of [undefined, 'not-a-jwt']) {
      for (const [url, body] of [
        ['/api/check-account', { phone: PHONE_A }],
        ['/api/register', registration(PHONE_A)],
      ] as const) {
        expect(await h.post(url, body, { token }), `${url} with ${token}`).toMatchObject({
          status: 401,
          json: { success: false, error: FR.unauthorized },
        });
      }
    }

    // A proved, B has an account: A's proof neither signs in as B nor registers B.
    const asB = await h.post('/api/check-account', { phone: PHONE_B }, { token: proofA.token });
    expect(asB).toMatchObject({ status: 403, json: { success: false, error: FR.phoneNotProved } });
    expect(asB.json).not.toHaveProperty('token');
    expect(asB.json).not.toHaveProperty('user');
    const registerB = await h.post('/api/register', registration(PHONE_B, { firstname: 'Mallory' }), { token: proofA.token });
    expect(registerB).toMatchObject({ status: 403, json: { success: false, error: FR.phoneNotProved } });
    const otherPhone = '+33611111111';
    const registerOther = await h.post('/api/register', registration(otherPhone), { token: proofA.token });
    expect(registerOther).toMatchObject({ status: 403, json: { error: FR.phoneNotProved } });

    expect(await h.rows()).toEqual(before);
  });
});

describe('refresh tokens', () => {
  it('a reused refresh token answers 401 and revokes its family: the token of the first rotation is dead too', async () => {
    const proofA = await h.prove(PHONE_A);
    const proofB = await h.prove(PHONE_B);
    const rotated = await refresh(proofA.refresh_token);
    expect(rotated.status).toBe(200);
    // Past the reuse leeway of two tabs refreshing at once.
    h.advance(11_000);
    const before = await h.rows();

    expect(await refresh(proofA.refresh_token)).toMatchObject({
      status: 401,
      json: { success: false, error: FR.sessionExpired },
    });
    expect(await refresh(rotated.json.refresh_token)).toMatchObject({ status: 401, json: { error: FR.sessionExpired } });

    const after = await h.rows();
    // No token was issued; the whole family of A is revoked, B's session is untouched.
    expect(after.refresh_tokens).toHaveLength(before.refresh_tokens.length);
    const family = familyOf(proofA.token);
    for (const row of after.refresh_tokens) {
      if (row.family_id === family) expect(row.revoked_at, 'family of A').not.toBeNull();
      else expect(row.revoked_at, 'family of B').toBeNull();
    }
    expect(after.users).toEqual([]);
    expect(after.phone_codes).toEqual(before.phone_codes);
    expect(await refresh(proofB.refresh_token)).toMatchObject({ status: 200 });
  });

  it('5 concurrent refreshes with the same token (tabs at once) all rotate within one family; a late replay kills it', async () => {
    const proof = await h.prove(PHONE_A);
    const before = await h.rows();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(proof.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await h.rows();
    expect(after.refresh_tokens).toHaveLength(before.refresh_tokens.length + 5);
    expect(new Set(after.refresh_tokens.map((row) => row.family_id))).toEqual(new Set([familyOf(proof.token)]));

    h.advance(11_000);
    expect(await refresh(proof.refresh_token)).toMatchObject({ status: 401, json: { error: FR.sessionExpired } });
    for (const answer of answers) expect((await refresh(answer.json.refresh_token)).status).toBe(401);
  });

  it('logout revokes the family: its refresh token then fails, another session survives', async () => {
    const { proof, token, refresh_token } = await h.signUp(PHONE_A);
    const rotated = await refresh(refresh_token);
    expect(rotated.status).toBe(200);

    expect(await h.post('/api/logout', undefined)).toMatchObject({ status: 401 });
    expect(await h.post('/api/logout', undefined, { token: rotated.json.token })).toMatchObject({
      status: 200,
      json: { success: true },
    });
    expect(await refresh(rotated.json.refresh_token)).toMatchObject({ status: 401, json: { error: FR.sessionExpired } });
    const family = familyOf(token);
    const rows = await h.rows();
    expect(rows.refresh_tokens.filter((row) => row.family_id === family).every((row) => row.revoked_at !== null)).toBe(true);
    // The phone proof ended with the registration: it cannot stand in for the session logged out.
    expect(await refresh(proof.refresh_token)).toMatchObject({ status: 401 });
  });
});

describe('access tokens (JWT) on GET /api/me', () => {
  it('a changed payload, alg none, another secret, another algorithm or an expired token answer 401', async () => {
    const { token: userToken } = await h.signUp(PHONE_B);
    const proofA = await h.prove(PHONE_A);
    const phoneOnly = claimsOf(proofA.token);
    const user = claimsOf(userToken);
    const now = Math.floor(Date.now() / 1000);
    const valid = {
      sub: `phone:${PHONE_A}`,
      aud: 'couple',
      phone: PHONE_A,
      fid: phoneOnly.fid,
      auth_time: now - 10,
      iat: now - 10,
      exp: now + 600,
    };
    expect(TEST_SECRET).toBe(h.config.jwtSecret);

    // Control: a token this test signs like the server does is accepted, so the refusals below are the attacks'.
    const control = await h.get('/api/me', { token: hmacJwt({ alg: 'HS256', typ: 'JWT' }, valid, TEST_SECRET) });
    expect(control).toMatchObject({ status: 200, json: { user: { phone: PHONE_A, has_finished_onboarding: false } } });

    const withClaims = (token: string, claims: object) => `${headerOf(token)}.${base64url(claims)}.${signatureOf(token)}`;
    const attacks: Record<string, string> = {
      'phone changed, signature kept': withClaims(proofA.token, { ...phoneOnly, phone: PHONE_B, sub: `phone:${PHONE_B}` }),
      'user id changed, signature kept': withClaims(userToken, { ...user, uid: user.uid + 1, sub: `user:${user.uid + 1}` }),
      'phone-only token made a user, signature kept': withClaims(proofA.token, { ...phoneOnly, uid: user.uid }),
      'alg none, no signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(valid)}.`,
      'alg none, signature kept': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(phoneOnly)}.${signatureOf(proofA.token)}`,
      'alg None': `${base64url({ alg: 'None', typ: 'JWT' })}.${base64url(valid)}.`,
      'another secret': hmacJwt({ alg: 'HS256', typ: 'JWT' }, valid, 'another-secret-another-secret-another-0'),
      'HS512 with the right secret': hmacJwt({ alg: 'HS512', typ: 'JWT' }, valid, TEST_SECRET, 'sha512'),
      expired: hmacJwt({ alg: 'HS256', typ: 'JWT' }, { ...valid, iat: now - 3600, exp: now - 60 }, TEST_SECRET),
      'not yet valid': hmacJwt({ alg: 'HS256', typ: 'JWT' }, { ...valid, nbf: now + 3600 }, TEST_SECRET),
    };
    const before = await h.rows();
    for (const [attack, token] of Object.entries(attacks)) {
      expect(await h.get('/api/me', { token }), attack).toMatchObject({
        status: 401,
        json: { success: false, error: FR.unauthorized },
      });
      expect(await h.post('/api/check-account', { phone: PHONE_B }, { token }), attack).toMatchObject({ status: 401 });
    }
    expect(await h.rows()).toEqual(before);
  });
});

describe('registration', () => {
  it('a second registration for the same phone answers 409 in the caller’s language and changes nothing', async () => {
    await h.signUp(PHONE_A);
    // A new proof of the phone (the first one ended with the registration).
    h.advance(61_000);
    const proof = await h.prove(PHONE_A);
    const before = await h.rows();
    const again = registration(PHONE_A, { firstname: 'Mallory', lastname: 'Evil', email: 'mallory@example.fr' });
    expect(await h.post('/api/register', again, { token: proof.token })).toMatchObject({
      status: 409,
      json: { success: false, error: FR.accountExists },
    });
    expect(await h.post('/api/register', again, { token: proof.token, lang: 'en' })).toMatchObject({
      status: 409,
      json: { success: false, error: 'An account already exists for this phone number.' },
    });
    expect(await h.rows()).toEqual(before);
    expect(before.users).toMatchObject([{ firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr' }]);
  });

  it('of 5 concurrent registrations for the same phone exactly one succeeds', async () => {
    const proof = await h.prove(PHONE_A);
    const before = await h.rows();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        h.post('/api/register', registration(PHONE_A, { firstname: `Léa${i}` }), { token: proof.token }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    // The others lose the race on the account (409) or, once the winner ended the phone-only session, on the token (401).
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([401, 409]).toContain(status);
    const after = await h.rows();
    expect(after.users).toHaveLength(1);
    expect(after.users[0]?.firstname).toBe(answers.find((a) => a.status === 200)?.json.user.firstname);
    expect(after.refresh_tokens).toHaveLength(before.refresh_tokens.length + 1);
  });

  it('unknown fields, malformed JSON and a 1 MB body are refused; nothing written', async () => {
    const proof = await h.prove(PHONE_A);
    const before = await h.rows();

    const smuggled = await h.post(
      '/api/register',
      { ...registration(PHONE_A), has_finished_onboarding: false, id: 1, role: 'admin' },
      { token: proof.token },
    );
    expect(smuggled).toMatchObject({ status: 400, json: { success: false, error: FR.invalidRequest } });
    expect(Object.keys(smuggled.json.fields).sort()).toEqual(['has_finished_onboarding', 'id', 'role']);

    expect(await h.post('/api/register', undefined, { token: proof.token, raw: '{"phone":' })).toMatchObject({
      status: 400,
      json: { error: FR.invalidJson },
    });
    const huge = JSON.stringify({ ...registration(PHONE_A), city: 'x'.repeat(1024 * 1024) });
    expect(await h.post('/api/register', undefined, { token: proof.token, raw: huge })).toMatchObject({
      status: 413,
      json: { error: FR.payloadTooLarge },
    });
    expect(await h.post('/api/check-account', undefined, { token: proof.token, raw: '[' })).toMatchObject({ status: 400 });
    expect(await h.post('/api/token/refresh', { refresh_token: proof.refresh_token, family: 'x' })).toMatchObject({
      status: 400,
      json: { fields: { family: expect.any(String) } },
    });
    expect(await h.rows()).toEqual(before);
  });

  it('SQL-looking strings: refused where invalid, stored verbatim where they are valid names; the tables stay intact', async () => {
    const proof = await h.prove(PHONE_A);
    const before = await h.rows();
    const sqlNames = {
      firstname: "Robert'); DROP TABLE users; --",
      lastname: "O'Brien' OR '1'='1",
      city: 'Paris; DELETE FROM refresh_tokens',
    };

    const refused = await h.post(
      '/api/register',
      registration(PHONE_A, { ...sqlNames, email: "x' OR 1=1 --", zipCode: "33000'; DROP TABLE users; --" }),
      { token: proof.token },
    );
    expect(refused).toMatchObject({
      status: 400,
      json: { fields: { email: 'Email invalide', zipCode: 'Code postal invalide' } },
    });
    expect(await h.post('/api/check-account', { phone: "' OR 1=1 --" }, { token: proof.token })).toMatchObject({
      status: 400,
      json: { fields: { phone: 'Votre numéro de téléphone est invalide' } },
    });
    expect(await h.post('/api/token/refresh', { refresh_token: "' OR '1'='1" })).toMatchObject({ status: 401 });
    expect(await h.rows()).toEqual(before);

    // Names with quotes are names (O'Brien): they go in as parameters and come back as sent.
    const registered = await h.post('/api/register', registration(PHONE_A, sqlNames), { token: proof.token });
    expect(registered).toMatchObject({ status: 200, json: { user: sqlNames } });
    const after = await h.rows();
    expect(after.users).toMatchObject([sqlNames]);
    expect(after.refresh_tokens).toHaveLength(before.refresh_tokens.length + 1);
    expect(after.phone_codes).toEqual(before.phone_codes);
    const tables = await selectRows<{ name: string }>(
      h.database.db,
      sql`select table_name as name from information_schema.tables where table_name in ('users', 'refresh_tokens', 'phone_codes') order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(['phone_codes', 'refresh_tokens', 'users']);
  });
});
