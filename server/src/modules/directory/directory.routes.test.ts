import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

const NASTY = '<script>alert(1)</script>';
const ORIGIN = 'http://www.localhost:3000';
const GIRONDE = '/wedding-planners/gironde/';
const BORDEAUX = '/wedding-planners/gironde/bordeaux/';

/** The profile links of a page's cards, in page order. */
const profileLinks = (html: string) => [...html.matchAll(/<h2><a href="([^"]+)">/g)].map((m) => m[1]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) =>
      JSON.parse(m[1] ?? '') as {
        '@type': string;
        itemListElement: { position: number; name: string; url?: string; item?: string }[];
      },
  );

describe('directory listing pages (www host)', () => {
  let testApp: TestApp;
  let girondeOrder: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 30 });
    const { db } = testApp.database;
    // A known layout: 25 providers in Bordeaux (two pages), 5 in Lyon; Saint-Émilion and Paris empty.
    await db.execute(sql`update providers p set city_id = c.id, departement_id = c.departement_id, city = c.name
      from cities c where c.slug = case when p.id <= (select min(id) + 24 from providers) then 'bordeaux' else 'lyon' end`);
    // Sponsored: every fourth, and the nasty one; every fourth plus one was, its period is over.
    await db.execute(sql`update providers set premium_until = case id % 4 when 0 then now() + interval '30 days'
      when 1 then now() - interval '1 minute' end`);
    await db.execute(sql`update providers set name = ${NASTY}, premium_until = now() + interval '1 year', portrait = ${'<p>Bonjour <b>&amp; bienvenue</b><script>alert(2)</script></p>'}
      where id = (select min(id) + 1 from providers)`);
    const rows = await selectRows<{ slug: string }>(
      db,
      sql`select p.slug from providers p join departements d on d.id = p.departement_id where d.slug = 'gironde'
          order by coalesce(p.premium_until > now(), false) desc, p.profile_completeness desc, p.last_login_at desc nulls last, p.id`,
    );
    girondeOrder = rows.map((row) => `/wedding-planners/profile/${encodeURIComponent(row.slug)}`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, host = 'www.localhost:3000', lang = 'en') =>
    testApp.app.inject({ url, headers: { host, 'accept-language': lang } });

  it('lists a département: title, canonical, next, 20 cards in order, premium first and labelled', async () => {
    const res = await get(GIRONDE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1>Wedding planners in Gironde (33)</h1>');
    expect(html).toContain('<title>Wedding planners in Gironde (33) · Alliance</title>');
    expect(html).toMatch(/<meta name="description" content="25 wedding planners in Gironde \(33\)/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${GIRONDE}"/>`);
    expect(html).toContain(`<link rel="next" href="${ORIGIN}${GIRONDE}page/2"/>`);
    expect(html).not.toContain('rel="prev"');
    expect(html).not.toContain('noindex');
    expect(profileLinks(html)).toEqual(girondeOrder.slice(0, 20));
    // Premium cards come first, in gold, each labelled as sponsored.
    const classes = [...html.matchAll(/<article class="(card[^"]*)">/g)].map((m) => m[1]);
    const premium = classes.filter((c) => c === 'card premium').length;
    expect(premium).toBeGreaterThan(0);
    expect(classes.slice(0, premium).every((c) => c === 'card premium')).toBe(true);
    expect(html.match(/class="tag sponsored">Sponsored</g)).toHaveLength(premium);
    expect(html).toContain('<span class="tag active">Active recently</span>');
    expect(html).toMatch(/<p class="langs">Languages: French/);
    expect(html).toMatch(
      /<img class="photo" src="\/image\/\d+" width="\d+" height="\d+" loading="lazy" decoding="async" alt="Profile photo of /,
    );
    expect(html).toContain('<a href="/wedding-planners/">Directory</a>');
  });

  it('continues on page 2 without overlap, with prev and no next', async () => {
    const res = await get(`${GIRONDE}page/2`);
    expect(res.statusCode).toBe(200);
    expect(profileLinks(res.body)).toEqual(girondeOrder.slice(20));
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${GIRONDE}page/2"/>`);
    expect(res.body).toContain(`<link rel="prev" href="${ORIGIN}${GIRONDE}"/>`);
    expect(res.body).not.toContain('rel="next"');
    expect(res.body).toContain('<title>Wedding planners in Gironde (33) – page 2 · Alliance</title>');
    const [itemList] = jsonLd(res.body);
    expect(itemList?.itemListElement.map((item) => item.position)).toEqual([21, 22, 23, 24, 25]);
  });

  it('renders JSON-LD that parses: the ItemList of the page and the BreadcrumbList', async () => {
    const html = (await get(BORDEAUX)).body;
    const [itemList, breadcrumb] = jsonLd(html);
    expect(itemList?.['@type']).toBe('ItemList');
    expect(itemList?.itemListElement).toHaveLength(20);
    expect(itemList?.itemListElement[0]).toMatchObject({ position: 1, url: `${ORIGIN}${girondeOrder[0]}` });
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
    expect(breadcrumb?.itemListElement.map((item) => item.item)).toEqual([
      `${ORIGIN}/wedding-planners/`,
      `${ORIGIN}${GIRONDE}`,
      `${ORIGIN}${BORDEAUX}`,
    ]);
    expect(html).toContain('<h1>Wedding planners in Bordeaux (Gironde)</h1>');
  });

  it('escapes a provider name everywhere, JSON-LD included, and shows a plain-text excerpt', async () => {
    const html = (await get(BORDEAUX)).body;
    expect(html).not.toContain(NASTY);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(html).not.toContain('alert(2)');
    expect(html).toContain('<p>Bonjour &amp; bienvenue</p>');
    // Data only, and the deferred enhancement script: nothing runs before the page is read.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      ...Array(2).fill('<script type="application/ld+json">'),
      '<script type="application/json" id="directory-enhance">',
      '<script src="/directory.js" defer="">',
    ]);
    expect(jsonLd(html)[0]?.itemListElement.some((item) => item.name === NASTY)).toBe(true);
  });

  it('lists the whole country, and a city', async () => {
    const country = await get('/wedding-planners/');
    expect(country.statusCode).toBe(200);
    expect(country.body).toContain('<h1>Wedding planner directory</h1>');
    expect(country.body).toContain(`<link rel="next" href="${ORIGIN}/wedding-planners/page/2"/>`);
    expect(profileLinks((await get('/wedding-planners/page/2')).body)).toHaveLength(10);
    const city = await get(`${BORDEAUX}page/2`);
    expect(city.statusCode).toBe(200);
    expect(profileLinks(city.body)).toEqual(girondeOrder.slice(20));
  });

  it('answers an empty city with 200, a helpful text and noindex', async () => {
    const res = await get('/wedding-planners/gironde/saint-emilion/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('No wedding planner is listed in Saint-Émilion yet.');
    expect(res.body).toContain(`<a href="${GIRONDE}">Wedding planners in Gironde</a>`);
    expect(profileLinks(res.body)).toEqual([]);
  });

  it.each([
    ['/page/abc', `${GIRONDE}page/abc`],
    ['/page/0', `${GIRONDE}page/0`],
    ['a page past the last', `${GIRONDE}page/3`],
    ['a page past the last of an empty city', '/wedding-planners/gironde/saint-emilion/page/2'],
    ['an unknown département', '/wedding-planners/atlantis/'],
    ['an unknown city', '/wedding-planners/gironde/atlantis/'],
    ['a city of another département', '/wedding-planners/gironde/lyon/'],
    ['/page/-1', '/wedding-planners/page/-1'],
  ])('answers a real 404 page for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).toContain('<a href="/wedding-planners/">Back to the directory</a>');
    expect(res.body).toContain('<a href="/listDepartement">All départements</a>');
  });

  it('translates the 404 page and the listing in the visitor language', async () => {
    expect((await get('/wedding-planners/atlantis/', undefined, 'fr')).body).toContain('Retour à l’annuaire');
    const html = (await get(GIRONDE, undefined, 'fr')).body;
    expect(html).toContain('<h1>Wedding planners en Gironde (33)</h1>');
    expect(html).toContain('class="tag sponsored">Sponsorisé<');
  });

  it.each([
    [`${GIRONDE}page/1`, GIRONDE],
    ['/wedding-planners/page/1', '/wedding-planners/'],
    [`${BORDEAUX}page/1`, BORDEAUX],
    [`${GIRONDE}page/02`, `${GIRONDE}page/2`],
    ['/wedding-planners', '/wedding-planners/'],
    ['/wedding-planners/gironde', GIRONDE],
    ['/wedding-planners/gironde/bordeaux', BORDEAUX],
    ['/annuaire/', '/wedding-planners/'],
    ['/annuaire', '/wedding-planners/'],
    ['/annuaire/page/2', '/wedding-planners/page/2'],
    ['/annuaire/page/1', '/wedding-planners/'],
    ['/annuaire/gironde/', GIRONDE],
    ['/annuaire/gironde', GIRONDE],
    ['/annuaire/gironde/page/2', `${GIRONDE}page/2`],
    ['/annuaire/gironde/bordeaux/', BORDEAUX],
    ['/annuaire/gironde/bordeaux', BORDEAUX],
    ['/annuaire/gironde/bordeaux/page/2', `${BORDEAUX}page/2`],
  ])('answers %s with a 301 to %s', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/annuaire/page/abc', '/annuaire/gironde/page/0'])('answers the legacy %s with 404', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('uses the www host of the request domain for the canonical, and that domain’s country', async () => {
    const res = await get('/wedding-planners/', 'www.alliance.be');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://www.alliance.be:3000/wedding-planners/"/>');
    expect((await get(GIRONDE, 'www.alliance.be')).statusCode).toBe(404);
  });

  it('is served on the www host only', async () => {
    for (const host of ['project.localhost:3000', 'app.localhost:3000']) {
      expect((await get(GIRONDE, host)).statusCode).toBe(404);
    }
  });
});
