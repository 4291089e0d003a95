import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness, providerRegistration } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';

describe('provider accounts (app host)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  const accounts = () => selectRows<Record<string, unknown>>(h.database.db, sql`select * from provider_accounts order by id`);

  it('registers with 202, mails a confirmation link, and the link signs the provider in', async () => {
    const registered = await h.post('/api/register/', providerRegistration('Camille@Example.fr'));
    expect(registered).toMatchObject({ status: 202, json: { success: true } });
    const [mail] = await h.mailsTo('camille@example.fr', 1);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.text).toMatch(/http:\/\/app\.localhost:3000\/confirm-email\/[\w-]{43}/);
    // Stored lower-cased, the password only as an argon2id hash.
    const [row] = await accounts();
    expect(row).toMatchObject({ email: 'camille@example.fr', email_confirmed_at: null });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);

    // Not confirmed yet: the right password is told so, a wrong one gets the usual refusal.
    const early = await h.post('/api/login_check', { email: 'camille@example.fr', password: 'violet-harbour-41' });
    expect(early).toMatchObject({ status: 401, json: { success: false, error: 'email-not-confirmed' } });
    const wrong = await h.post('/api/login_check', { email: 'camille@example.fr', password: 'violet-harbour-42' });
    expect(wrong).toMatchObject({ status: 401, json: { success: false, error: 'invalid-credentials' } });

    const token = await h.linkToken('camille@example.fr', '/confirm-email/');
    const confirmed = await h.post('/api/register/confirm', { token });
    expect(confirmed).toMatchObject({
      status: 200,
      json: { success: true, user: { email: 'camille@example.fr', firstname: 'Camille', emailConfirmed: true } },
    });
    const me = await h.get('/api/me', { token: confirmed.json.token });
    expect(me).toMatchObject({
      status: 200,
      json: {
        user: { email: 'camille@example.fr' },
        provider: { name: 'Atelier Camille', published: false, isPremium: false, premiumUntil: null },
      },
    });
    // Premium while the paid period runs, and no longer once it has ended (nothing else written).
    const until = async (at: string) => {
      await h.database.db.execute(sql`update providers set premium_until = ${at}::timestamptz where id = ${me.json.provider.id}`);
      return (await h.get('/api/me', { token: confirmed.json.token })).json.provider;
    };
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await until(future)).toMatchObject({ isPremium: true, premiumUntil: future });
    const past = new Date(Date.now() - 1000).toISOString();
    expect(await until(past)).toMatchObject({ isPremium: false, premiumUntil: past });
    // Clicked again (issue 21): says the address was confirmed already, and signs in (confirmation-and-proof.routes.test.ts).
    const again = await h.post('/api/register/confirm', { token }, { lang: 'en' });
    expect(again).toMatchObject({ status: 200, json: { success: true, alreadyConfirmed: true } });
    const unknown = await h.post('/api/register/confirm', { token: 'A'.repeat(43) }, { lang: 'en' });
    expect(unknown).toMatchObject({ status: 400, json: { success: false, error: 'token-invalid' } });
    expect(unknown.json.message).toBe('This link is no longer valid. Ask for a new one.');

    const login = await h.post('/api/login_check', { username: 'CAMILLE@example.fr', password: 'violet-harbour-41' });
    expect(login).toMatchObject({ status: 200, json: { token: expect.any(String), refresh_token: expect.any(String) } });
  });

  it('answers an e-mail that has an account exactly like a new one, and mails its owner instead', async () => {
    await h.signUp('owner@example.fr');
    const before = await accounts();
    const again = await h.post('/api/register/', providerRegistration('owner@example.fr', { companyName: 'Intrus' }));
    const fresh = await h.post('/api/register/', providerRegistration('newcomer@example.fr'));
    expect(again.status).toBe(202);
    expect(again.json).toEqual(fresh.json);
    const mails = await h.mailsTo('owner@example.fr', 2);
    expect(mails.at(-1)?.subject).toBe('Vous avez déjà un compte Alliance');
    expect(mails.at(-1)?.text).toContain('/reset-password/');
    // No second account, no second company.
    expect((await accounts()).filter((a) => a.email === 'owner@example.fr')).toHaveLength(1);
    expect((await accounts()).length).toBe(before.length + 1);
  });

  it('refuses bad fields one by one in the caller language, and writes nothing', async () => {
    const before = await accounts();
    const bad = await h.post(
      '/api/register/',
      { email: 'nope', password: 'short', firstname: 'A', lastname: '', companyName: '', termsAccepted: false },
      { lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(
      ['companyName', 'email', 'firstname', 'lastname', 'password', 'termsAccepted'].sort(),
    );
    expect(bad.json.fields.email).toBe('Invalid email');
    const common = await h.post('/api/register/', providerRegistration('lea@example.fr', { password: 'password123' }));
    expect(common).toMatchObject({ status: 400, json: { fields: { password: expect.stringContaining('courant') } } });
    const withEmail = await h.post(
      '/api/register/',
      providerRegistration('leamartin@example.fr', { password: 'leamartin-2026!' }),
    );
    expect(withEmail).toMatchObject({ status: 400, json: { fields: { password: expect.any(String) } } });
    const nul = await h.post('/api/register/', providerRegistration('nul@example.fr', { companyName: 'A\u0000B' }));
    expect(nul.status).toBe(400);
    expect(await accounts()).toEqual(before);
  });

  it('answers a wrong e-mail and a wrong password alike', async () => {
    await h.signUp('alike@example.fr');
    const unknown = await h.post(
      '/api/login_check',
      { email: 'ghost@example.fr', password: 'violet-harbour-41' },
      { ip: '203.0.113.7' },
    );
    const wrong = await h.post(
      '/api/login_check',
      { email: 'alike@example.fr', password: 'violet-harbour-00' },
      { ip: '203.0.113.7' },
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('stops guessing after 5 failures per e-mail in 15 minutes, from any address, with the seconds left', async () => {
    await h.signUp('target@example.fr');
    for (let i = 0; i < 5; i++) {
      const failed = await h.post(
        '/api/login_check',
        { email: 'target@example.fr', password: `wrong-password-${i}` },
        { ip: `203.0.113.${20 + i}` },
      );
      expect(failed.status).toBe(401);
    }
    // Even the right password, from yet another address, waits.
    const blocked = await h.post(
      '/api/login_check',
      { email: 'target@example.fr', password: 'violet-harbour-41' },
      { ip: '203.0.113.99', lang: 'en' },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json.message ?? blocked.json.error).toMatch(/Try again in \d+ seconds/);
    h.advance(15 * 60_000 + 1000);
    const later = await h.post(
      '/api/login_check',
      { email: 'target@example.fr', password: 'violet-harbour-41' },
      { ip: '203.0.113.99' },
    );
    expect(later.status).toBe(200);
  });

  it('stops one address after 30 failures in 15 minutes, whatever the e-mails', async () => {
    const ip = '203.0.113.240';
    for (let i = 0; i < 30; i++) {
      const failed = await h.post('/api/login_check', { email: `spray${i}@example.fr`, password: 'violet-harbour-41' }, { ip });
      expect(failed.status).toBe(401);
    }
    const blocked = await h.post('/api/login_check', { email: 'alike@example.fr', password: 'violet-harbour-41' }, { ip });
    expect(blocked.status).toBe(429);
    // Another address is not held back by it.
    expect(
      (await h.post('/api/login_check', { email: 'alike@example.fr', password: 'violet-harbour-41' }, { ip: '203.0.113.241' }))
        .status,
    ).toBe(200);
  });

  it('resets a password once with the mailed link, ending every session of the account', async () => {
    const session = await h.signUp('reset@example.fr');
    expect((await h.post('/api/reset-password/request', { email: 'reset@example.fr' })).json).toEqual({ success: true });
    // An unknown e-mail gets the same answer and no mail.
    expect((await h.post('/api/reset-password/request', { email: 'nobody@example.fr' })).json).toEqual({ success: true });
    expect(await h.mailsTo('nobody@example.fr', 0)).toEqual([]);
    const token = await h.linkToken('reset@example.fr', '/reset-password/');

    const weak = await h.post('/api/reset-password/token', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    const done = await h.post('/api/reset-password/token', { token, password: 'amber-lighthouse-77' });
    expect(done).toMatchObject({ status: 200, json: { success: true } });
    expect((await h.post('/api/reset-password/token', { token, password: 'amber-lighthouse-78' })).status).toBe(400);

    // The old session is over: access token and refresh token alike.
    expect((await h.get('/api/me', { token: session.token })).status).toBe(401);
    expect((await h.post('/api/token/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    const old = await h.post('/api/login_check', { email: 'reset@example.fr', password: 'violet-harbour-41' });
    expect(old.status).toBe(401);
    const fresh = await h.post('/api/login_check', { email: 'reset@example.fr', password: 'amber-lighthouse-77' });
    expect(fresh.status).toBe(200);
  });

  it('mails at most 3 reset links per e-mail per hour', async () => {
    await h.signUp('many@example.fr');
    for (let i = 0; i < 5; i++) {
      expect(
        (await h.post('/api/reset-password/request', { email: 'many@example.fr' }, { ip: `203.0.113.${60 + i}` })).status,
      ).toBe(200);
    }
    const resets = (await h.mailsTo('many@example.fr', 4)).filter((m) => m.text.includes('/reset-password/'));
    expect(resets).toHaveLength(3);
  });

  it('a confirmation token is useless as a reset token, and the reverse', async () => {
    await h.post('/api/register/', providerRegistration('cross@example.fr'));
    const confirm = await h.linkToken('cross@example.fr', '/confirm-email/');
    expect((await h.post('/api/reset-password/token', { token: confirm, password: 'amber-lighthouse-77' })).status).toBe(400);
    expect((await h.post('/api/register/confirm', { token: confirm })).status).toBe(200);
  });

  it('keeps couples and providers apart: each token is refused by the other side', async () => {
    const provider = await h.signUp('apart@example.fr');
    const coupleTokens = await coupleSignUp();
    expect((await h.get('/api/me', { token: coupleTokens.token })).status).toBe(401);
    const onProject = await h.get('/api/get-projects', { token: provider.token, host: 'project.localhost' });
    expect(onProject.status).toBe(401);
    const meOnProject = await h.get('/api/me', { token: provider.token, host: 'project.localhost' });
    expect(meOnProject.status).toBe(401);
  });

  async function coupleSignUp() {
    const phone = '+33612300001';
    const code = await h.sendCode(phone, { host: 'project.localhost', ip: '198.51.100.40' });
    const verified = await h.call(
      'POST',
      '/api/verify-phone',
      { phone, code },
      { host: 'project.localhost', ip: '198.51.100.40' },
    );
    expect(verified.status).toBe(200);
    return { token: verified.json.token as string };
  }

  it('logout ends the session at once', async () => {
    const session = await h.signUp('bye@example.fr');
    expect((await h.post('/api/logout', undefined, { token: session.token })).status).toBe(200);
    expect((await h.get('/api/me', { token: session.token })).status).toBe(401);
    expect((await h.post('/api/token/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  });

  it('refreshes with rotation on the app host: a new pair, the old refresh token then spent', async () => {
    const session = await h.signUp('rotate@example.fr');
    const renewed = await h.post('/api/token/refresh', { refresh_token: session.refresh_token });
    expect(renewed.status).toBe(200);
    expect((await h.get('/api/me', { token: renewed.json.token })).json.user.email).toBe('rotate@example.fr');
  });
});
