import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from './couple-account.service.ts';

// One app per describe: check-phone's per-address limit (10 per 10 minutes) spans a whole app.
const harness = () => {
  const handle = { h: undefined as unknown as IdentityHarness };
  beforeAll(async () => {
    handle.h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(handle.h.database, { providers: 2, now: handle.h.now() });
  });
  afterAll(() => handle.h.close());
  return handle;
};

describe('account settings of a logged-in couple (project host)', () => {
  describe('POST /api/update-profile', () => {
    const handle = harness();
    let h: IdentityHarness;
    beforeAll(() => {
      h = handle.h;
    });

    it('changes the e-mail and the language; me then answers the same user', async () => {
      const { token } = await h.signUp('+33611111111');
      const updated = await h.post('/api/update-profile', { email: ' lea.martin@example.com ', locale: 'de' }, { token });
      expect(updated.status, JSON.stringify(updated.json)).toBe(200);
      expect(updated.json.user).toMatchObject({
        email: 'lea.martin@example.com',
        locale: 'de',
        firstname: 'Léa',
        lastname: 'Martin',
        phone: '+33611111111',
      });
      expect((await h.get('/api/me', { token })).json.user).toEqual(updated.json.user);
      // Only what is sent changes.
      const localeOnly = await h.post('/api/update-profile', { locale: 'it' }, { token });
      expect(localeOnly.json.user).toMatchObject({ email: 'lea.martin@example.com', locale: 'it' });
      expect((await h.post('/api/update-profile', {}, { token })).json.user).toEqual(localeOnly.json.user);
    });

    it('refuses names, a bad e-mail and an unserved language, field by field, in the caller language, changing nothing', async () => {
      const { token } = await h.signUp('+33622222222');
      const before = (await h.get('/api/me', { token })).json.user;
      const names = await h.post('/api/update-profile', { firstname: 'Zoé' }, { token });
      expect(names).toMatchObject({ status: 400, json: { success: false, fields: { firstname: expect.any(String) } } });
      const email = await h.post('/api/update-profile', { email: 'lea@', locale: 'fr' }, { token });
      expect(email).toMatchObject({ status: 400, json: { error: 'Email invalide', fields: { email: 'Email invalide' } } });
      const locale = await h.post('/api/update-profile', { locale: 'pt' }, { token, lang: 'en' });
      expect(locale.status).toBe(400);
      expect(locale.json.fields.locale).toMatch(/language/i);
      expect((await h.get('/api/me', { token })).json.user).toEqual(before);
    });

    it('needs a logged-in couple', async () => {
      expect((await h.post('/api/update-profile', { locale: 'en' })).status).toBe(401);
      const proof = await h.prove('+33633333333');
      expect((await h.post('/api/update-profile', { locale: 'en' }, { token: proof.token })).status).toBe(403);
    });
  });

  describe('phone change: POST /api/phone/check then /api/phone/verify', () => {
    const handle = harness();
    let h: IdentityHarness;
    beforeAll(() => {
      h = handle.h;
    });
    // A code to a number it was just sent to would be "too soon" (60 s apart).
    const later = () => h.advance(61_000);

    it('moves the account, its projects included, to the new phone and ends every other session', async () => {
      const laptop = await h.signUp('+33644444444');
      // A second device signs in with a proof of its own.
      later();
      const phoneProof = await h.prove('+33644444444');
      const phone = await h.call('POST', '/api/check-account', { phone: '+33644444444' }, { token: phoneProof.token });
      const project = (await h.post('/api/save-project', projectBody('2027-06-12'), { token: laptop.token })).json.project;

      const sent = await h.post('/api/phone/check', { phone: '+33655555555' }, { token: laptop.token });
      expect(sent).toMatchObject({ status: 200, json: { success: true } });
      const wrong = h.lastCode('+33655555555') === '000000' ? '111111' : '000000';
      const refused = await h.post('/api/phone/verify', { phone: '+33655555555', code: wrong }, { token: laptop.token });
      expect(refused).toMatchObject({
        status: 400,
        json: { success: false, error: 'Code invalide', fields: { code: 'Code invalide' } },
      });
      // The wrong try counts, like on verify-phone: five make the code useless.
      const [row] = await selectRows<{ attempts: number }>(
        h.database.db,
        sql`select attempts from phone_codes where phone = '+33655555555' order by id desc limit 1`,
      );
      expect(row?.attempts).toBe(1);

      const code = h.lastCode('+33655555555');
      const moved = await h.post('/api/phone/verify', { phone: '+33655555555', code }, { token: laptop.token });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json).toMatchObject({ success: true, user: { phone: '+33655555555', firstname: 'Léa' } });
      expect(moved.json.token).toEqual(expect.any(String));

      // The new tokens work and see the same projects; the old access and refresh tokens (this
      // device's and the other device's) are dead at once.
      expect((await h.get('/api/me', { token: moved.json.token })).json.user.phone).toBe('+33655555555');
      const projects = await h.get('/api/get-projects', { token: moved.json.token });
      expect(projects.json.projects.map((p: { id: number }) => p.id)).toEqual([project.id]);
      for (const stale of [laptop.token, phone.json.token]) {
        expect((await h.get('/api/get-projects', { token: stale })).status).toBe(401);
      }
      for (const refresh of [laptop.refresh_token, phone.json.refresh_token]) {
        expect((await h.post('/api/token/refresh', { refresh_token: refresh })).status).toBe(401);
      }
      const renewed = await h.post('/api/token/refresh', { refresh_token: moved.json.refresh_token });
      expect(renewed.status).toBe(200);
      // The old number is free: proving it finds no account.
      later();
      const old = await h.prove('+33644444444');
      expect((await h.post('/api/check-account', { phone: '+33644444444' }, { token: old.token })).json).toEqual({
        hasAccount: false,
      });
    });

    it("refuses another account's number only once its code is proved, and changes nothing", async () => {
      const mine = await h.signUp('+33666666666');
      const theirs = await h.signUp('+33677777777');
      // Sending does not tell that the number has an account.
      later();
      const sent = await h.post('/api/phone/check', { phone: '+33677777777' }, { token: mine.token });
      expect(sent).toMatchObject({ status: 200, json: { success: true } });
      const code = h.lastCode('+33677777777');
      const taken = await h.post('/api/phone/verify', { phone: '+33677777777', code }, { token: mine.token, lang: 'es' });
      expect(taken).toMatchObject({
        status: 409,
        json: { success: false, error: 'Este número de teléfono ya está asociado a otra cuenta.' },
      });
      expect((await h.get('/api/me', { token: mine.token })).json.user.phone).toBe('+33666666666');
      expect((await h.get('/api/me', { token: theirs.token })).json.user.phone).toBe('+33677777777');
      expect((await h.post('/api/token/refresh', { refresh_token: mine.refresh_token })).status).toBe(200);
    });

    it("refuses the account's own number, and keeps check-phone's limits", async () => {
      // An address of its own: code sends from one address to any phone share one allowance.
      const ip = '198.51.100.81';
      const { token } = await h.signUp('+33688888888', {}, { ip });
      const same = await h.post('/api/phone/check', { phone: '+33688888888' }, { token, ip });
      expect(same).toMatchObject({ status: 400, json: { error: "C'est déjà le numéro de votre compte." } });
      expect((await h.post('/api/phone/check', { phone: '+33699999999' }, { token, ip })).status).toBe(200);
      const again = await h.post('/api/phone/check', { phone: '+33699999999' }, { token, ip });
      expect(again).toMatchObject({ status: 429, json: { success: false, retryAfter: 60 } });
      const bad = await h.post('/api/phone/check', { phone: '+3312' }, { token, ip });
      expect(bad).toMatchObject({ status: 400, json: { fields: { phone: 'Votre numéro de téléphone est invalide' } } });
    });

    it("recognises the unique index's refusal on this driver (a registration racing the move answers 409)", async () => {
      await h.signUp('+33614141414', {}, { ip: '198.51.100.82' });
      const error = await h.database.db
        .transaction((tx) => tx.insert(users).values({ phone: '+33614141414' }))
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('needs a logged-in couple', async () => {
      expect((await h.post('/api/phone/check', { phone: '+33612121212' }, { ip: '198.51.100.77' })).status).toBe(401);
      // From an address of its own: the describe's earlier sends made the default one ask for a proof of work.
      const proof = await h.prove('+33613131313', { ip: '198.51.100.77' });
      const phoneOnly = await h.post(
        '/api/phone/verify',
        { phone: '+33613131313', code: '123456' },
        { token: proof.token, ip: '198.51.100.77' },
      );
      expect(phoneOnly.status).toBe(403);
    });
  });
});
