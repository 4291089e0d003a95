import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WELCOME_CREDITS } from '@alliance/shared/credits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { createHttpRegister } from '../../adapters/company-register/http-register.ts';
import { selectRows } from '../../db/client.ts';
import { DEMO_PROVIDER_EMAIL, DEMO_PROVIDER_PASSWORD } from '../../seed/demo/index.ts';

const PORTRAIT = `<p>Nous organisons des <strong>mariages</strong> depuis 2012 en Gironde : lieux, prestataires, <u>coordination</u> du jour J.</p><ul><li>Mariages intimes et grands événements</li><li>Cérémonies laïques écrites avec vous</li></ul><p>Une équipe de trois personnes, à votre écoute du premier rendez-vous au dernier invité.</p>`;
const BORDEAUX = { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 };
// A SIRET that passes the Luhn check (the check digit of 732 829 320 00074).
const SIRET = '73282932000074';

describe('company profile and onboarding (app host)', () => {
  let h: ProviderHarness;
  let token: string;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), undefined, { directory: true });
    ({ token } = await h.signUp('pro@example.fr'));
  });
  afterAll(() => h.close());

  const save = (path: string, body: unknown, lang?: string) => h.post(path, body, { token, lang });
  const providerRow = async () =>
    (
      await selectRows<Record<string, unknown>>(
        h.database.db,
        sql`select p.* from providers p join provider_accounts a on a.provider_id = p.id where a.email = 'pro@example.fr'`,
      )
    )[0];

  it('refuses to publish an empty profile, naming every missing piece', async () => {
    const early = await h.post('/api/onboarding/finish', undefined, { token, lang: 'en' });
    expect(early.status).toBe(400);
    expect(Object.keys(early.json.fields).sort()).toEqual(['address', 'eventTypes', 'portrait', 'services', 'siret'].sort());
    expect(early.json.fields.services).toBe('Choose at least one service');
    expect((await providerRow())?.published_at).toBeNull();
  });

  it('saves each part and answers the profile as stored', async () => {
    const named = await save('/api/company/name', { name: '  Atelier Camille & Co  ' });
    expect(named).toMatchObject({ status: 200, json: { success: true, profile: { name: 'Atelier Camille & Co' } } });
    expect((await save('/api/company/siret', { siret: '732 829 320 00074' })).json.profile.siret).toBe(SIRET);
    const services = await save('/api/company/services', {
      services: ['organisation-complete'],
      eventTypes: ['mariage', 'pacs'],
    });
    expect(services.json.profile).toMatchObject({ services: ['organisation-complete'], eventTypes: ['mariage', 'pacs'] });
    const details = await save('/api/company/details', { portrait: PORTRAIT, languages: ['fr', 'en'] });
    expect(details.json.profile.languages).toEqual(['en', 'fr']);
    const address = await save('/api/company/address', { ...BORDEAUX, street: '12 rue Sainte-Catherine' });
    expect(address.json.profile.address).toMatchObject({ city: 'Bordeaux', zipCode: '33000', street: '12 rue Sainte-Catherine' });
    const links = await save('/api/social-networks/', { links: { website: 'https://atelier-camille.fr', instagram: '' } });
    expect(links.json.profile.links).toEqual({ website: 'https://atelier-camille.fr' });
    const experiences = await save('/api/portrait-experiences/', { experiences: [{ title: 'Mariage au château', year: 2024 }] });
    expect(experiences.json.profile.experiences).toEqual([{ title: 'Mariage au château', year: 2024 }]);
    // The provider moved to Bordeaux, in Gironde; the ranking points follow the profile.
    const row = await providerRow();
    expect(row).toMatchObject({ city: 'Bordeaux', cp: '33000' });
    const [place] = await selectRows<{ dep: string }>(
      h.database.db,
      sql`select d.slug as dep from departements d where d.id = ${row?.departement_id}`,
    );
    expect(place?.dep).toBe('gironde');
    // Portrait, languages, services and a link; no profile image yet.
    expect(row?.profile_completeness).toBe(4);
    expect((await h.get('/api/company/details', { token })).json.profile.portrait).toContain('<strong>mariages</strong>');
  });

  it('stores the portrait clean: scripts, handlers and links are gone', async () => {
    const dirty = `${PORTRAIT}<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">lien</a><p onclick="x()">fin</p>`;
    const saved = await save('/api/company/details', { portrait: dirty, languages: ['fr'] });
    expect(saved.status).toBe(200);
    const stored = String((await providerRow())?.portrait);
    for (const bad of ['<script', 'alert(1)', 'onerror', 'javascript:', 'onclick', '<img', '<a '])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('<p>fin</p>');
  });

  it('refuses bad input field by field, in the caller language, and changes nothing', async () => {
    const before = await providerRow();
    // 14 digits failing the check digit: one precise message, not a length hint.
    expect((await save('/api/company/siret', { siret: '73282932000075' }, 'en')).json.fields).toEqual({
      siret: 'Invalid SIRET number: check the digits',
    });
    expect((await save('/api/company/siret', { siret: '73282932000075' })).json.fields).toEqual({
      siret: 'Numéro SIRET invalide\u00a0: vérifiez les chiffres',
    });
    expect((await save('/api/company/siret', { siret: '7328293200' }, 'en')).json.fields).toEqual({
      siret: 'A SIRET number has 14 digits',
    });
    expect(
      (await save('/api/company/services', { services: ['not-a-service'], eventTypes: ['mariage'] })).json.fields,
    ).toHaveProperty('services');
    expect((await save('/api/company/details', { portrait: PORTRAIT, languages: ['xx'] })).json.fields).toHaveProperty(
      'languages',
    );
    expect((await save('/api/company/address', { ...BORDEAUX, zipCode: '99999' })).json.fields).toHaveProperty('city');
    expect((await save('/api/social-networks/', { links: { website: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await save('/api/company/name', { name: 'A\u0000B' })).status).toBe(400);
    expect(await providerRow()).toEqual(before);
  });

  it('publishes a complete profile with its welcome credits: onboarding/finish, then me says so', async () => {
    expect((await h.post('/api/onboarding/finish', undefined, { token })).json).toEqual({ success: true });
    const me = await h.get('/api/me', { token });
    expect(me.json.provider).toMatchObject({
      published: true,
      onboardingFinished: true,
      name: 'Atelier Camille & Co',
      credits: WELCOME_CREDITS,
    });
    // Finishing again (a later profile change) gives no second welcome.
    expect((await h.post('/api/onboarding/finish', undefined, { token })).json).toEqual({ success: true });
    expect((await h.get('/api/me', { token })).json.provider.credits).toBe(WELCOME_CREDITS);
    const url = await h.get('/api/profile-url', { token });
    expect(url.json.url).toMatch(/^http:\/\/www\.localhost:3000\/wedding-planners\/profile\/atelier-camille-/);
  });

  it('lists the languages and prestations to choose from, in the caller language', async () => {
    const prestations = await h.get('/api/prestations', { lang: 'en' });
    expect(prestations.json.prestations).toContainEqual({ slug: 'organisation-complete', name: expect.any(String) });
    expect(prestations.json.eventTypes).toContainEqual({ slug: 'mariage', name: 'Wedding' });
    expect((await h.get('/api/langues')).json.langues).toContainEqual({ iso: 'fr', label: expect.any(String) });
  });

  it('the seeded demo account signs in, and its provider is published with a profile that onboarding accepts', async () => {
    const login = await h.post(
      '/api/login_check',
      { email: DEMO_PROVIDER_EMAIL, password: DEMO_PROVIDER_PASSWORD },
      { ip: '203.0.113.200' },
    );
    expect(login.status).toBe(200);
    const me = await h.get('/api/me', { token: login.json.token });
    expect(me.json.provider).toMatchObject({ published: true, onboardingFinished: true });
    expect((await h.post('/api/onboarding/finish', undefined, { token: login.json.token })).json).toEqual({ success: true });
  });

  it('checks a SIRET offline: format and Luhn, never verified', async () => {
    expect((await h.get(`/api/siren/siret?siret=${SIRET}`, { token })).json).toEqual({
      success: true,
      valid: true,
      verified: false,
    });
    expect((await h.get('/api/siren/siret?siret=12345678901234', { token })).json).toEqual({
      success: true,
      valid: false,
      verified: false,
    });
    expect((await h.get(`/api/siren/siret?siret=${SIRET}`)).status).toBe(401);
  });

  it('another provider sees only their own profile', async () => {
    const other = await h.signUp('other@example.fr');
    const theirs = await h.get('/api/company/name', { token: other.token });
    expect(theirs.json.profile.name).toBe('Atelier Camille');
    expect(theirs.json.profile.siret).toBeNull();
  });
});

describe('company register adapter (against a local fake of the State API)', () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const server = createServer((request, response) => {
      const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q');
      response.setHeader('content-type', 'application/json');
      if (q === '00000000000000') {
        response.statusCode = 503;
        return response.end('{}');
      }
      const results =
        q === SIRET
          ? [
              {
                nom_complet: 'ATELIER CAMILLE',
                matching_etablissements: [
                  { siret: SIRET, adresse: '12 RUE SAINTE-CATHERINE 33000 BORDEAUX', etat_administratif: 'A' },
                ],
              },
            ]
          : [];
      response.end(JSON.stringify({ results, total_results: results.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('finds the establishment by its SIRET, says unknown ones are unknown, and throws when the register fails', async () => {
    const register = createHttpRegister(url);
    expect(await register.lookup(SIRET)).toEqual({
      name: 'ATELIER CAMILLE',
      address: '12 RUE SAINTE-CATHERINE 33000 BORDEAUX',
      active: true,
    });
    expect(await register.lookup('73282932000082')).toBeUndefined();
    await expect(register.lookup('00000000000000')).rejects.toThrow('503');
  });
});
