import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';

const PASSWORD = 'violet-harbour-41';

describe('provider account settings (app host)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  const me = async (token: string) => (await h.get('/api/me', { token })).json;

  it('changes the language and the names; a couple of bad names changes nothing', async () => {
    const { token } = await h.signUp('settings@example.fr');
    expect((await h.post('/api/account/change-locale', { locale: 'de' }, { token })).status).toBe(200);
    expect((await h.post('/api/account/update-personal-info', { firstname: 'Zoé', lastname: 'Petit' }, { token })).status).toBe(
      200,
    );
    expect((await me(token)).user).toMatchObject({ locale: 'de', firstname: 'Zoé', lastname: 'Petit' });

    const bad = await h.post('/api/account/update-personal-info', { firstname: 'Z', lastname: ' ' }, { token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['firstname', 'lastname']);
    expect((await h.post('/api/account/change-locale', { locale: 'pt' }, { token })).status).toBe(400);
    expect((await me(token)).user).toMatchObject({ locale: 'de', firstname: 'Zoé', lastname: 'Petit' });
    // Without a provider token: refused.
    expect((await h.post('/api/account/change-locale', { locale: 'fr' })).status).toBe(401);
  });

  it('moves the e-mail only once the new address confirms, and tells the old one', async () => {
    const { token } = await h.signUp('old@example.fr');
    const wrong = await h.post('/api/account/change-email', { email: 'new@example.fr', password: 'not-my-password' }, { token });
    expect(wrong).toMatchObject({ status: 400, json: { fields: { password: 'Mot de passe incorrect' } } });
    expect(await h.mailsTo('new@example.fr', 0)).toEqual([]);

    expect((await h.post('/api/account/change-email', { email: 'New@Example.fr', password: PASSWORD }, { token })).status).toBe(
      200,
    );
    const told = await h.mailsTo('old@example.fr', 2);
    expect(told.at(-1)?.text).toContain('new@example.fr');
    expect((await me(token)).user.email).toBe('old@example.fr');
    const link = await h.linkToken('new@example.fr', '/confirm-email/');
    expect((await h.post('/api/account/confirm-email', { token: link })).status).toBe(200);
    expect((await me(token)).user.email).toBe('new@example.fr');
    expect((await h.post('/api/account/confirm-email', { token: link })).json).toMatchObject({ error: 'token-invalid' });
    expect((await h.post('/api/login_check', { email: 'new@example.fr', password: PASSWORD })).status).toBe(200);
    expect((await h.post('/api/login_check', { email: 'old@example.fr', password: PASSWORD })).status).toBe(401);
  });

  it('an address that has an account gets no link, and the answer does not tell', async () => {
    await h.signUp('taken@example.fr');
    const { token } = await h.signUp('wants@example.fr');
    const answer = await h.post('/api/account/change-email', { email: 'taken@example.fr', password: PASSWORD }, { token });
    expect(answer).toMatchObject({ status: 200, json: { success: true } });
    // Only its registration's mail was ever queued for it (the outbox is written in the transaction).
    const queued = await selectRows(h.database.db, sql`select subject from mail_outbox where "to" = 'taken@example.fr'`);
    expect(queued).toEqual([{ subject: 'Confirmez votre adresse e-mail' }]);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const desk = await h.signUp('twice@example.fr');
    const phone = await h.post('/api/login_check', { email: 'twice@example.fr', password: PASSWORD });
    const wrong = await h.post(
      '/api/change-password',
      { currentPassword: 'nope-nope-nope', password: 'amber-lighthouse-77' },
      { token: desk.token },
    );
    expect(wrong).toMatchObject({ status: 400, json: { fields: { currentPassword: 'Mot de passe incorrect' } } });
    const common = await h.post(
      '/api/change-password',
      { currentPassword: PASSWORD, password: 'password123' },
      { token: desk.token },
    );
    expect(common.status).toBe(400);

    const changed = await h.post(
      '/api/change-password',
      { currentPassword: PASSWORD, password: 'amber-lighthouse-77' },
      { token: desk.token },
    );
    expect(changed.status).toBe(200);
    expect((await h.get('/api/me', { token: desk.token })).status).toBe(200);
    expect((await h.get('/api/me', { token: phone.json.token })).status).toBe(401);
    expect((await h.post('/api/token/refresh', { refresh_token: phone.json.refresh_token })).status).toBe(401);
    expect((await h.post('/api/login_check', { email: 'twice@example.fr', password: 'amber-lighthouse-77' })).status).toBe(200);
  });

  it('deleting the account needs the password, closes the provider and erases the person', async () => {
    const { token } = await h.signUp('leaving@example.fr');
    const providerId = (await me(token)).provider.id as number;
    expect((await h.post('/api/account/delete', { password: 'not-my-password' }, { token })).status).toBe(400);
    expect((await h.get('/api/me', { token })).status).toBe(200);

    expect((await h.post('/api/account/delete', { password: PASSWORD }, { token })).status).toBe(200);
    expect((await h.get('/api/me', { token })).status).toBe(401);
    expect((await h.post('/api/login_check', { email: 'leaving@example.fr', password: PASSWORD })).status).toBe(401);
    const [account] = await selectRows<Record<string, unknown>>(
      h.database.db,
      sql`select email, password_hash, firstname, lastname, phone, deleted_at from provider_accounts where provider_id = ${providerId}`,
    );
    expect(account).toMatchObject({ email: null, password_hash: null, firstname: null, lastname: null, phone: null });
    expect(account?.deleted_at).not.toBeNull();
    const [provider] = await selectRows<Record<string, unknown>>(
      h.database.db,
      sql`select published_at, closed_at, email from providers where id = ${providerId}`,
    );
    expect(provider).toMatchObject({ published_at: null, email: `closed-${providerId}@invalid` });
    expect(provider?.closed_at).not.toBeNull();
    // The address is free again.
    expect(
      (
        await h.post('/api/register/', {
          email: 'leaving@example.fr',
          password: PASSWORD,
          firstname: 'Léo',
          lastname: 'Roux',
          companyName: 'Nouveau départ',
          termsAccepted: true,
        })
      ).status,
    ).toBe(202);
    expect((await h.mailsTo('leaving@example.fr', 2)).at(-1)?.subject).toBe('Confirmez votre adresse e-mail');
  });

  it('proves the provider mobile with the couples code rules: change sends, check resends, verify proves', async () => {
    const { token } = await h.signUp('mobile@example.fr');
    const landline = await h.post('/api/phone/change', { phone: '+33144556677' }, { token });
    expect(landline).toMatchObject({ status: 400, json: { fields: { phone: expect.any(String) } } });
    expect((await h.post('/api/phone/change', { phone: '+33698765432' }, { token, ip: '203.0.113.150' })).status).toBe(200);
    expect((await me(token)).user).toMatchObject({ phone: '+33698765432', phoneVerified: false });
    // Too soon for another code: the couples' 60 s rule, with the seconds left.
    const soon = await h.post('/api/phone/check', {}, { token, ip: '203.0.113.150' });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    h.advance(61_000);
    expect((await h.post('/api/phone/check', {}, { token, ip: '203.0.113.150' })).status).toBe(200);
    const code = h.lastCode('+33698765432');
    const wrong = await h.post(
      '/api/phone/verify',
      { phone: '+33698765432', code: code === '000000' ? '111111' : '000000' },
      { token, ip: '203.0.113.150' },
    );
    expect(wrong).toMatchObject({ status: 400, json: { fields: { code: expect.any(String) } } });
    // A code proves only the number being proved.
    expect((await h.post('/api/phone/verify', { phone: '+33611111111', code }, { token, ip: '203.0.113.150' })).status).toBe(400);
    expect((await h.post('/api/phone/verify', { phone: '+33698765432', code }, { token, ip: '203.0.113.150' })).status).toBe(200);
    expect((await me(token)).user).toMatchObject({ phone: '+33698765432', phoneVerified: true });
  });
});
