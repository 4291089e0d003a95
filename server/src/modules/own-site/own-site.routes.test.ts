import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { selectRows } from '../../db/client.ts';

/**
 * Issue 21, security 1: our own hosts are never a provider's website, and a request sent from our
 * pages is never `own-site` (free), whatever the stored links say. Then "Mon site" (dead end 3).
 */
describe('the provider own site', () => {
  let h: LeadsHarness;
  let planner: Awaited<ReturnType<LeadsHarness['provider']>>;

  beforeAll(async () => {
    // A second, real-looking country domain: its bare name and every subdomain are ours too.
    h = await createLeadsHarness(undefined, { DOMAINS: 'localhost=FR,alliance.be=BE' });
    planner = await h.provider('own-site@example.fr');
  });
  afterAll(() => h.close());

  const links = async (providerId: number) =>
    selectRows<{ type: string; url: string }>(
      h.database.db,
      sql`select type, url from provider_links where provider_id = ${providerId} order by type`,
    );
  const priceOf = async (uuid: string) =>
    (await h.get(`/api/event-requests/${uuid}`, { token: planner.token })).json.request as { source: string; price: number };

  it.each([
    'http://www.localhost:3000/',
    'https://www.localhost/wedding-planners/profile/atelier',
    'http://app.localhost:3000/',
    'http://project.localhost:3000/',
    'https://alliance.be/',
    'https://www.alliance.be/',
    'https://photos.alliance.be/',
    'https://WWW.Alliance.BE/',
    'www.alliance.be',
  ])('refuses %s as the website (400, nothing changed)', async (website) => {
    const before = { website: 'https://www.atelier-own.fr/', instagram: 'https://www.instagram.com/atelier/' };
    expect((await h.post('/api/social-networks/', { links: before }, { token: planner.token })).status).toBe(200);
    const refused = await h.post('/api/social-networks/', { links: { ...before, website } }, { token: planner.token });
    expect(refused.status).toBe(400);
    expect(refused.json.fields['links.website']).toBe(
      'Cette adresse est une page d’Alliance, pas votre site\u00a0: indiquez l’adresse de votre propre site.',
    );
    expect(await links(planner.id)).toEqual([
      { type: 'instagram', url: before.instagram },
      { type: 'website', url: before.website },
    ]);
  });

  it('says so in the provider’s language, on the "Mon site" call too', async () => {
    const refused = await h.post('/api/own-site', { website: 'https://www.alliance.be/' }, { token: planner.token, lang: 'en' });
    expect(refused).toMatchObject({
      status: 400,
      json: {
        success: false,
        fields: { website: "This address is an Alliance page, not your website: enter your own website's address." },
      },
    });
    const german = await h.post(
      '/api/social-networks/',
      { links: { website: 'http://www.localhost:3000/' } },
      { token: planner.token, lang: 'de' },
    );
    expect(german.json.error).toContain('nicht Ihre Website');
  });

  it('a send from our www with a website link to our hosts stored before the fix is a paid directory lead', async () => {
    await h.database.db.execute(sql`delete from provider_links where provider_id = ${planner.id}`);
    await h.database.db.execute(
      sql`insert into provider_links (provider_id, type, url) values (${planner.id}, 'website', 'http://www.localhost:3000/')`,
    );
    const couple = await h.couple();
    const uuid = await h.send(couple.token, await h.project(couple.token, '2027-05-08'), planner.id, {
      origin: 'http://www.localhost:3000',
    });
    const lead = await priceOf(uuid);
    expect(lead.source).toBe('directory');
    expect(lead.price).toBeGreaterThan(0);
    // No credits: the unlock is refused, the couple stays hidden.
    const unlock = await h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token: planner.token });
    expect(unlock.status).toBe(402);
  });

  it('a send from the provider’s own site is a free own-site lead; the answer keeps the contract’s shape', async () => {
    await h.post('/api/own-site', { website: 'https://www.mon-atelier.fr/' }, { token: planner.token });
    const couple = await h.couple();
    const send = (project: number, origin: string) =>
      h.post(
        '/api/send-to-prestataire',
        { project, prestataire: planner.id },
        { token: couple.token, host: 'project.localhost', origin },
      );
    const own = await h.project(couple.token, '2027-07-03');
    expect((await send(own, 'https://mon-atelier.fr')).json).toEqual({ success: true });
    expect((await send(own, 'https://mon-atelier.fr')).json).toEqual({ success: false, error: 'already-sent' });
    const [lead] = (await h.get('/api/event-requests/', { token: planner.token })).json.items as {
      source: string;
      price: number;
    }[];
    expect(lead).toMatchObject({ source: 'own-site', price: 0 });
  });

  it('after a send from the provider’s own site, the widget there is offered no competitors; from our www it is', async () => {
    await h.post('/api/own-site', { website: 'https://www.mon-atelier.fr/' }, { token: planner.token });
    const couple = await h.couple();
    const project = await h.project(couple.token, '2027-08-21');
    const suggestions = (origin: string) =>
      h.post('/api/get-prestataires', { project }, { token: couple.token, host: 'project.localhost', origin });
    const before = await suggestions('https://mon-atelier.fr');
    expect(before.json.prestataires.length).toBeGreaterThan(0);
    await h.send(couple.token, project, planner.id, { origin: 'https://mon-atelier.fr' });
    expect((await suggestions('https://mon-atelier.fr')).json).toMatchObject({ success: true, prestataires: [] });
    expect((await suggestions('http://www.localhost:3000')).json.prestataires.length).toBeGreaterThan(0);
  });

  it('adds https:// to a website typed without it', async () => {
    const saved = await h.post('/api/social-networks/', { links: { website: 'www.example.fr' } }, { token: planner.token });
    expect(saved.status).toBe(200);
    expect(saved.json.profile.links).toEqual({ website: 'https://www.example.fr' });
    const own = await h.post('/api/own-site', { website: ' mariages-lea.fr/contact ' }, { token: planner.token });
    expect(own.json.website).toBe('https://mariages-lea.fr/contact');
  });

  it('gives the widget code with the provider id, its event types and our hosts, and keeps the other links', async () => {
    await h.post(
      '/api/company/services',
      { services: ['organisation-complete'], eventTypes: ['mariage', 'pacs'] },
      { token: planner.token },
    );
    await h.post(
      '/api/social-networks/',
      { links: { website: 'https://old.example.fr/', instagram: 'https://www.instagram.com/atelier/' } },
      { token: planner.token },
    );
    const saved = await h.post('/api/own-site', { website: 'https://www.atelier-lea.fr/' }, { token: planner.token });
    expect(saved.status).toBe(200);
    const read = await h.get('/api/own-site', { token: planner.token });
    expect(read.status).toBe(200);
    const site = read.json;
    expect(site).toMatchObject({
      success: true,
      providerId: planner.id,
      website: 'https://www.atelier-lea.fr/',
      eventTypes: [
        { slug: 'mariage', name: 'Mariage' },
        { slug: 'pacs', name: expect.any(String) },
      ],
    });
    expect(site.baseUrl).toMatch(/^http:\/\/project\.localhost(:\d+)?\/$/);
    expect(site.scriptUrl).toMatch(/^http:\/\/www\.localhost(:\d+)?\/widget\/quote-request\.js$/);
    expect(site.snippet).toContain(`<quote-request provider-id="${planner.id}"`);
    expect(site.snippet).toContain(`base-url="${site.baseUrl}"`);
    expect(site.snippet).toContain(`<script src="${site.scriptUrl}" defer></script>`);
    expect(site.snippet).toContain(`event-types='[{"slug":"mariage","name":"Mariage"}`);
    expect((await h.get('/api/own-site', { token: planner.token, lang: 'en' })).json.eventTypes[0].name).toBe('Wedding');
    // Only the website changed.
    expect(await links(planner.id)).toEqual([
      { type: 'instagram', url: 'https://www.instagram.com/atelier/' },
      { type: 'website', url: 'https://www.atelier-lea.fr/' },
    ]);
    // Empty removes it.
    expect((await h.post('/api/own-site', { website: '' }, { token: planner.token })).json.website).toBeNull();
  });

  it('is documented in the app host’s OpenAPI, with its answer’s shape', async () => {
    const docs = (await h.get('/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/api/own-site'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(JSON.stringify(docs.paths['/api/own-site'])).toContain('snippet');
  });

  it('needs a provider session', async () => {
    expect((await h.get('/api/own-site')).status).toBe(401);
    expect((await h.post('/api/own-site', { website: 'https://x.example.fr/' })).status).toBe(401);
  });
});
