import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness, providerRegistration } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';

/**
 * Issue 21: a lost confirmation mail can be sent again; a confirmation link clicked twice says so
 * and signs in; a new mobile (providers) or e-mail (couples) needs a fresh proof.
 */
describe('confirmation mail again, and links clicked twice', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  const confirmLinks = (to: string) => h.mails.filter((m) => m.to === to && m.text.includes('/confirm-email/'));

  it('mails a new working link, at most 3 confirmation mails an hour, answering every e-mail alike', async () => {
    const email = 'lost@example.fr';
    expect((await h.post('/api/register/', providerRegistration(email), { ip: '192.0.2.201' })).status).toBe(202);
    await h.mailsTo(email, 1);
    const resend = (address: string) => h.post('/api/register/resend-confirmation', { email: address }, { ip: '192.0.2.202' });

    const first = await resend(email);
    expect(first).toMatchObject({ status: 202, json: { success: true } });
    await h.mailsTo(email, 2);
    expect(confirmLinks(email)).toHaveLength(2);
    expect(confirmLinks(email)[1]?.subject).toBe('Confirmez votre adresse e-mail');
    // An unknown address answers the same, and nothing is mailed.
    const unknown = await resend('nobody@example.fr');
    expect(unknown.status).toBe(first.status);
    expect(unknown.json).toEqual(first.json);

    // The registration's mail and 2 resends make 3 in the hour: the 4th ask mails nothing.
    await resend(email);
    await h.mailsTo(email, 3);
    expect((await resend(email)).status).toBe(202);
    await h.mailsTo(email);
    expect(confirmLinks(email)).toHaveLength(3);
    expect(h.mails.filter((m) => m.to === 'nobody@example.fr')).toHaveLength(0);

    // The newest link confirms; the older ones keep working until their 24 hours are over.
    const newest = await h.linkToken(email, '/confirm-email/', 3);
    const confirmed = await h.post('/api/register/confirm', { token: newest });
    expect(confirmed).toMatchObject({ status: 200, json: { success: true, alreadyConfirmed: false } });
    const oldest = /\/confirm-email\/([\w-]+)/.exec(confirmLinks(email)[0]?.text ?? '')?.[1];
    const older = await h.post('/api/register/confirm', { token: oldest });
    expect(older).toMatchObject({ status: 200, json: { success: true, alreadyConfirmed: true, token: expect.any(String) } });

    // Confirmed: a resend mails nothing more.
    await resend(email);
    await h.mailsTo(email);
    expect(confirmLinks(email)).toHaveLength(3);
  });

  it('refuses a malformed e-mail with a 400 in the caller language', async () => {
    const bad = await h.post('/api/register/resend-confirmation', { email: 'not-an-email' }, { lang: 'en', ip: '192.0.2.203' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/e-mail|email/i);
  });

  it('a link clicked twice signs in again within its 24 hours, then says the e-mail is confirmed', async () => {
    const email = 'twice@example.fr';
    await h.post('/api/register/', providerRegistration(email), { ip: '192.0.2.204' });
    const token = await h.linkToken(email, '/confirm-email/');
    expect((await h.post('/api/register/confirm', { token })).json.alreadyConfirmed).toBe(false);

    const again = await h.post('/api/register/confirm', { token });
    expect(again).toMatchObject({ status: 200, json: { success: true, alreadyConfirmed: true, user: { email } } });
    expect((await h.get('/api/me', { token: again.json.token })).status).toBe(200);

    h.advance(25 * 3_600_000);
    const late = await h.post('/api/register/confirm', { token });
    expect(late).toMatchObject({ status: 400, json: { success: false, error: 'already-confirmed' } });
    expect(late.json.message).toBe('Votre adresse e-mail est déjà confirmée. Connectez-vous.');
    // An unknown token stays "no longer valid".
    expect((await h.post('/api/register/confirm', { token: 'x'.repeat(43) })).json.error).toBe('token-invalid');
  });

  it('a password reset ends the second life of a spent confirmation link', async () => {
    const email = 'reset-after@example.fr';
    await h.post('/api/register/', providerRegistration(email), { ip: '192.0.2.205' });
    const token = await h.linkToken(email, '/confirm-email/');
    await h.post('/api/register/confirm', { token });
    await h.post('/api/reset-password/request', { email }, { ip: '192.0.2.205' });
    const reset = await h.linkToken(email, '/reset-password/', 2);
    expect((await h.post('/api/reset-password/token', { token: reset, password: 'amber-lighthouse-77' })).status).toBe(200);
    const replay = await h.post('/api/register/confirm', { token });
    expect(replay).toMatchObject({ status: 400, json: { error: 'already-confirmed' } });
    expect(replay.json.token).toBeUndefined();
  });
});

describe('a new mobile or e-mail needs a fresh proof', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  const phoneOf = async (email: string) =>
    (
      await selectRows<{ phone: string | null }>(h.database.db, sql`select phone from provider_accounts where email = ${email}`)
    )[0]?.phone;

  it("a provider's phone change after 15 minutes signed in needs the password", async () => {
    const { token } = await h.signUp('mobile@example.fr');
    h.advance(16 * 60_000);
    const stale = await h.post('/api/phone/change', { phone: '+33698765432' }, { token, ip: '203.0.113.160', lang: 'en' });
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({
      success: false,
      error: 'recent-sign-in-required',
      message: 'To make this change, enter your password.',
    });
    expect(await phoneOf('mobile@example.fr')).toBeNull();
    expect(h.sms).toHaveLength(0);

    const wrong = await h.post(
      '/api/phone/change',
      { phone: '+33698765432', password: 'not-my-password' },
      { token, ip: '203.0.113.160' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ password: 'Mot de passe incorrect' });
    expect(await phoneOf('mobile@example.fr')).toBeNull();

    const proved = await h.post(
      '/api/phone/change',
      { phone: '+33698765432', password: 'violet-harbour-41' },
      { token, ip: '203.0.113.160' },
    );
    expect(proved.status).toBe(200);
    expect(await phoneOf('mobile@example.fr')).toBe('+33698765432');
  });

  it('a fresh sign-in is proof enough', async () => {
    const { token } = await h.signUp('fresh@example.fr');
    const changed = await h.post('/api/phone/change', { phone: '+33698765433' }, { token, ip: '203.0.113.161' });
    expect(changed.status).toBe(200);
  });

  it("a couple's e-mail change after 15 minutes signed in is refused until they sign in again; the language is not", async () => {
    // The couples' calls, on the project host.
    const { createIdentityHarness } = await import('../../../test/identity.ts');
    const c = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    try {
      const { token } = await c.signUp('+33611223344');
      c.advance(16 * 60_000);
      const stale = await c.post('/api/update-profile', { email: 'thief@example.org' }, { token, lang: 'en' });
      expect(stale.status).toBe(403);
      expect(stale.json).toMatchObject({ success: false, error_slug: 'recent-sign-in-required' });
      expect(stale.json.error).toMatch(/To change your e-mail address, sign in again first/);
      const [row] = await selectRows<{ email: string }>(c.database.db, sql`select email from users`);
      expect(row?.email).toBe('lea@example.fr');
      // Unchanged e-mail or the language alone: no proof needed.
      expect((await c.post('/api/update-profile', { email: 'lea@example.fr', locale: 'en' }, { token })).status).toBe(200);

      // Signed in again (the SMS code): the change goes through.
      c.advance(61_000);
      const again = await c.prove('+33611223344');
      const account = await c.post('/api/check-account', { phone: '+33611223344' }, { token: again.token });
      expect(account.status).toBe(200);
      const fresh = await c.post('/api/update-profile', { email: 'lea.new@example.org' }, { token: account.json.token });
      expect(fresh).toMatchObject({ status: 200, json: { success: true, user: { email: 'lea.new@example.org' } } });
    } finally {
      await c.close();
    }
  });
});
