import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

/**
 * Issue 21 on www: what a provider ticks (services, event types) on its public profile, in the
 * directory's filters and in the JSON-LD; names elided and languages named per language; the
 * header's link to the providers' area on every page; départements nobody lives in left out.
 */

const WWW = 'www.localhost:3000';
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function localBusiness(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown> | Record<string, unknown>[],
  );
  const found = blocks.flat().find((block) => block['@type'] === 'LocalBusiness');
  expect(found).toBeDefined();
  return found as Record<string, unknown>;
}

/** The profile slugs of a listing page's cards, in page order. */
const slugsOf = (html: string) => [...html.matchAll(/<h2><a href="\/wedding-planners\/profile\/([^"]+)">/g)].map((m) => m[1]);

describe('public profile: services, event types, languages and names (www)', () => {
  let testApp: TestApp;
  let atelier: { id: number; slug: string };
  let maison: { id: number; slug: string };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DIRECTORY_PAGE_CACHE_SECONDS: '0' } });
    await seedSmallDirectory(testApp.database, { providers: 8 });
    const { db } = testApp.database;
    const rows = await selectRows<{ id: number; slug: string }>(db, sql`select id, slug from providers order by id limit 2`);
    [atelier, maison] = rows as [{ id: number; slug: string }, { id: number; slug: string }];
    await db.execute(sql`update providers set name = 'Atelier Lumière' where id = ${atelier.id}`);
    await db.execute(sql`update providers set name = 'Maison Rose' where id = ${maison.id}`);
    // Atelier ticks two services, two event types and speaks English and French; Maison ticks nothing.
    for (const table of ['provider_service_types', 'provider_event_types', 'provider_languages']) {
      await db.execute(sql`delete from ${sql.identifier(table)} where provider_id in (${atelier.id}, ${maison.id})`);
    }
    await db.execute(sql`insert into provider_service_types (provider_id, service_type_id)
      select ${atelier.id}, id from service_types where slug in ('coordination-jour-j', 'decoration-scenographie')`);
    await db.execute(sql`insert into provider_event_types (provider_id, event_type_id)
      select ${atelier.id}, id from event_types where slug in ('mariage', 'bapteme')`);
    await db.execute(
      sql`insert into provider_languages (provider_id, language_iso) values (${atelier.id}, 'en'), (${atelier.id}, 'fr')`,
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, lang = 'en') => testApp.app.inject({ url, headers: { host: WWW, 'accept-language': lang } });
  const profile = (slug: string) => `/wedding-planners/profile/${encodeURIComponent(slug)}`;

  it('shows the services and event types the provider ticked, in the page’s language', async () => {
    const fr = decode((await get(profile(atelier.slug), 'fr')).body);
    expect(fr).toContain('<h2 id="offer">Prestations</h2>');
    expect(fr).toContain('<li>Coordination du jour J</li>');
    expect(fr).toMatch(/<li>Décoration[^<]*<\/li>/);
    // A sentence: "mariage" in lower case inside it, the list joined in French.
    expect(fr).toContain(`Événements accompagnés${NBSP}: mariage et baptême.`);
    const en = decode((await get(profile(atelier.slug), 'en')).body);
    expect(en).toContain('<h2 id="offer">Services</h2>');
    expect(en).toContain('<li>On-the-day coordination</li>');
    expect(en).toContain('Events taken on: wedding and christening.');
    // A provider who ticked nothing has no empty section.
    expect((await get(profile(maison.slug), 'fr')).body).not.toContain('id="offer"');
  });

  it('names the spoken languages as each language writes them, in a sentence', async () => {
    // In the reference list's order (French first).
    expect(decode((await get(profile(atelier.slug), 'fr')).body)).toContain('Atelier Lumière parle français et anglais.');
    expect(decode((await get(profile(atelier.slug), 'en')).body)).toContain('Atelier Lumière speaks French and English.');
    expect(decode((await get(profile(atelier.slug), 'de')).body)).toContain('Atelier Lumière spricht Französisch und Englisch.');
    expect(decode((await get(profile(atelier.slug), 'it')).body)).toContain('Atelier Lumière parla francese e inglese.');
    // The directory's cards too.
    const listing = decode((await get('/wedding-planners/', 'fr')).body);
    expect(listing).toContain(`Langues${NBSP}: français et anglais`);
  });

  it('describes the offer in the JSON-LD: makesOffer, knowsAbout, areaServed, knowsLanguage', async () => {
    const business = localBusiness((await get(profile(atelier.slug), 'en')).body);
    expect(business.makesOffer).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        itemOffered: expect.objectContaining({ '@type': 'Service', name: 'On-the-day coordination' }),
      }),
      expect.objectContaining({ '@type': 'Offer', itemOffered: expect.objectContaining({ '@type': 'Service' }) }),
    ]);
    expect(business.knowsAbout).toEqual(expect.arrayContaining(['On-the-day coordination', 'Wedding', 'Christening']));
    expect(business.areaServed).toMatchObject({ '@type': 'AdministrativeArea' });
    expect(business.knowsLanguage).toEqual(['fr', 'en']);
    const bare = localBusiness((await get(profile(maison.slug), 'en')).body);
    expect(bare.makesOffer).toBeUndefined();
    expect(bare.knowsAbout).toBeUndefined();
  });

  it('draws the profile photo as a circle and every gallery slide in one 3:2 stage (no gap under a landscape photo)', async () => {
    const html = (await get(profile(atelier.slug), 'fr')).body;
    const rule = (selector: string) => html.match(new RegExp(`${selector.replace('.', '\\.')}\\{([^}]*)\\}`))?.[1] ?? '';
    // A square box that the flex row cannot shrink, the photo cropped to fill it: round, never oval.
    expect(rule('.profile-head img')).toMatch(/flex:none;.*aspect-ratio:1\/1;.*border-radius:50%;object-fit:cover/);
    // Every slide as tall as the others whatever its photo's shape, the photo fitted inside.
    expect(rule('.gallery-track img')).toMatch(/aspect-ratio:3\/2;.*object-fit:contain/);
  });

  it('elides "de" before a name starting with a vowel, in French only', async () => {
    const atelierFr = decode((await get(profile(atelier.slug), 'fr')).body);
    expect(atelierFr).toContain('alt="Photo de profil d’Atelier Lumière"');
    expect(atelierFr).not.toContain('de Atelier');
    const maisonFr = decode((await get(profile(maison.slug), 'fr')).body);
    expect(maisonFr).toContain('alt="Photo de profil de Maison Rose"');
    expect(decode((await get(profile(atelier.slug), 'en')).body)).toContain('alt="Profile photo of Atelier Lumière"');
  });

  it('filters the listing by event type, with its own address and canonical; an unknown one is dropped', async () => {
    const { db } = testApp.database;
    const expected = await selectRows<{ slug: string }>(
      db,
      sql`select p.slug from providers p join provider_event_types e on e.provider_id = p.id
          join event_types t on t.id = e.event_type_id and t.slug = 'bapteme' where p.published_at is not null`,
    );
    const all = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from providers where published_at is not null`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all[0]?.n ?? 0);
    const res = await get('/wedding-planners/?evenement=bapteme', 'en');
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res.body).sort()).toEqual(expected.map((r) => r.slug).sort());
    expect(res.body).toContain('<link rel="canonical" href="http://www.localhost:3000/wedding-planners/?evenement=bapteme"/>');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(res.body).toContain('<option value="bapteme" selected="">Christening</option>');
    // Combined with the service filter, in one fixed order.
    const both = await get('/wedding-planners/?langue=en&evenement=bapteme&service=coordination-jour-j', 'en');
    expect(both.statusCode).toBe(200);
    expect(both.body).toContain(
      'href="http://www.localhost:3000/wedding-planners/?service=coordination-jour-j&amp;evenement=bapteme&amp;langue=en"',
    );
    expect(slugsOf(both.body)).toContain(atelier.slug);
    const unknown = await get('/wedding-planners/?evenement=nope', 'en');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/wedding-planners/');
    // The search form carries it to the listing.
    const search = await get('/wedding-planners/search?departement=&city=&evenement=bapteme', 'en');
    expect(search.headers.location).toBe('/wedding-planners/?evenement=bapteme');
    // The JSON search, the same providers.
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/directory/',
      headers: { host: WWW, 'content-type': 'application/json' },
      payload: { evenement: 'bapteme' },
    });
    expect(json.statusCode).toBe(200);
    expect((json.json() as { prestataires: unknown[] }).prestataires).toHaveLength(expected.length);
  });
});

describe('listing page cache with the event type filter', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ env: { DIRECTORY_PAGE_CACHE_SECONDS: '60' } });
    await seedSmallDirectory(cached.database, { providers: 8 });
  });
  afterAll(async () => {
    await cached?.close();
  });

  it('keeps one cached page per event type, never the unfiltered one for a filtered address', async () => {
    const get = (url: string) => cached.app.inject({ url, headers: { host: WWW, 'accept-language': 'en' } });
    const all = slugsOf((await get('/wedding-planners/')).body);
    const baptisms = slugsOf((await get('/wedding-planners/?evenement=bapteme')).body);
    const weddings = slugsOf((await get('/wedding-planners/?evenement=mariage')).body);
    expect(baptisms).not.toEqual(all);
    expect(slugsOf((await get('/wedding-planners/?evenement=bapteme')).body)).toEqual(baptisms);
    expect(slugsOf((await get('/wedding-planners/')).body)).toEqual(all);
    expect(weddings.length).toBeGreaterThan(0);
  });
});

describe('www header and département lists', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 4 });
    // Two collectivités with no commune and no provider, as the real geography has them.
    await testApp.database.db.execute(sql`insert into departements (country_code, code, name, slug)
      values ('FR', '984', 'Terres australes et antarctiques françaises', 'terres-australes-et-antarctiques-francaises'),
             ('FR', '989', 'Île de Clipperton', 'ile-de-clipperton')`);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const get = (url: string, lang = 'fr') => testApp.app.inject({ url, headers: { host: WWW, 'accept-language': lang } });

  it('links the providers’ area from the header of every www page, through the app host', async () => {
    const [slug] = await selectRows<{ slug: string }>(testApp.database.db, sql`select slug from providers limit 1`);
    for (const url of [
      '/',
      '/wedding-planners/',
      '/listDepartement',
      `/wedding-planners/profile/${slug?.slug}`,
      '/nowhere/at/all',
    ]) {
      const html = decode((await get(url)).body);
      const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
      expect(header, url).toContain(`<a class="pro" href="/espace-prestataires/">Vous êtes prestataire${NNBSP}?</a>`);
    }
    expect(decode((await get('/', 'en')).body)).toContain('<a class="pro" href="/espace-prestataires/">Are you a provider?</a>');
    const redirect = await get('/espace-prestataires/');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('http://app.localhost:3000/');
  });

  it('leaves out of the département lists the collectivités with no commune and no provider', async () => {
    const home = decode((await get('/')).body);
    const list = decode((await get('/listDepartement')).body);
    const listing = decode((await get('/wedding-planners/')).body);
    for (const html of [home, list, listing]) {
      expect(html).toContain('Gironde');
      expect(html).not.toContain('Clipperton');
      expect(html).not.toContain('Terres australes');
    }
    // Data, not a list of codes: a commune there brings Clipperton back.
    await testApp.database.db.execute(sql`insert into cities (country_code, departement_id, code, name, slug, search_name)
      select 'FR', id, '98901', 'Île de Clipperton', 'ile-de-clipperton', 'ile de clipperton' from departements where code = '989'`);
    expect(decode((await get('/')).body)).toContain('Clipperton');
  });
});
