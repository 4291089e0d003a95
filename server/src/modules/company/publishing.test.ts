import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody } from '../../../test/directory.ts';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';

const PORTRAIT = `<p>${'Wedding planner à Bordeaux, nous accompagnons les couples de la première idée au dernier invité. '.repeat(3)}</p>`;
const PASSWORD = 'violet-harbour-41';

/**
 * A provider is found by couples only while published: not before onboarding/finish, never after
 * the account is closed (its page then answers 410), on every surface at once.
 */
describe('publishing: listings, profile page, sitemap, suggestions and requests follow the provider state', () => {
  let h: ProviderHarness;
  let token: string;
  let couple: string;
  let project: number;
  let provider: { id: number; slug: string; name: string };

  beforeAll(async () => {
    // No page cache: what a visitor sees once the 60 s cache turned over.
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), { DIRECTORY_PAGE_CACHE_SECONDS: '0' }, { directory: true });
    ({ token } = await h.signUp('listed@example.fr'));
    const save = (path: string, body: unknown) => h.post(path, body, { token });
    await save('/api/company/name', { name: 'Maison Lumière Mariages' });
    await save('/api/company/siret', { siret: '73282932000074' });
    await save('/api/company/services', { services: ['organisation-complete'], eventTypes: ['mariage'] });
    await save('/api/company/details', { portrait: PORTRAIT, languages: ['fr'] });
    await save('/api/company/address', {
      city: 'Bordeaux',
      zipCode: '33000',
      countryCode: 'FR',
      latitude: 44.8378,
      longitude: -0.5792,
    });
    const me = (await h.get('/api/me', { token })).json.provider;
    provider = { id: me.id, slug: me.slug, name: me.name };
    couple = (await coupleSignUp()).token;
    project = (
      await h.post('/api/save-project', projectBody('2027-06-12', { message: 'Bonjour' }), {
        token: couple,
        host: 'project.localhost',
      })
    ).json.project.id;
  });
  afterAll(() => h.close());

  async function coupleSignUp() {
    const phone = '+33612300009';
    const ip = '198.51.100.77';
    const code = await h.sendCode(phone, { host: 'project.localhost', ip });
    const verified = await h.call('POST', '/api/verify-phone', { phone, code }, { host: 'project.localhost', ip });
    const registered = await h.call(
      'POST',
      '/api/register',
      {
        email: 'lea@example.fr',
        lastname: 'Martin',
        firstname: 'Léa',
        phone,
        city: 'Bordeaux',
        zipCode: '33000',
        country: 'FR',
        latitude: 44.84,
        longitude: -0.58,
        locale: 'fr',
        termsAccepted: true,
      },
      { host: 'project.localhost', ip, token: verified.json.token },
    );
    return { token: registered.json.token as string };
  }

  const www = (url: string) => h.app.inject({ url, headers: { host: 'www.localhost' } });
  const profile = async () => (await www(`/wedding-planners/profile/${provider.slug}`)).statusCode;
  const inListing = async () => (await www('/wedding-planners/gironde/bordeaux/')).body.includes(provider.name);
  const inSitemap = async () => (await www('/sitemaps/gironde.xml')).body.includes(provider.slug);
  const inSearch = async () =>
    (
      (await h.get('/api/get-all-planners?departement=33', { host: 'project.localhost' })).json.prestataires as { id: number }[]
    ).some((p) => p.id === provider.id);
  const suggested = async () =>
    (
      (await h.post('/api/get-prestataires', { project }, { token: couple, host: 'project.localhost' })).json.prestataires as {
        id: number;
      }[]
    ).some((p) => p.id === provider.id);
  const send = () =>
    h.post('/api/send-to-prestataire', { project, prestataire: provider.id }, { token: couple, host: 'project.localhost' });

  it('before onboarding/finish: no page, no listing, no sitemap, no search, no suggestion, no request', async () => {
    expect(await profile()).toBe(404);
    expect(await inListing()).toBe(false);
    expect(await inSitemap()).toBe(false);
    expect(await inSearch()).toBe(false);
    expect(await suggested()).toBe(false);
    expect((await send()).status).toBe(404);
  });

  it('once published: everywhere, and couples can write to it', async () => {
    expect((await h.post('/api/onboarding/finish', undefined, { token })).json).toEqual({ success: true });
    expect(await profile()).toBe(200);
    expect(await inListing()).toBe(true);
    expect(await inSitemap()).toBe(true);
    expect(await inSearch()).toBe(true);
    expect(await suggested()).toBe(true);
  });

  it('once the account is deleted: gone at once from every surface, its page answers 410, requests refused', async () => {
    expect((await h.post('/api/account/delete', { password: PASSWORD }, { token })).status).toBe(200);
    expect(await profile()).toBe(410);
    expect(await inListing()).toBe(false);
    expect(await inSitemap()).toBe(false);
    expect(await inSearch()).toBe(false);
    expect(await suggested()).toBe(false);
    expect((await send()).status).toBe(404);
  });
});
