import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

const HOST = 'www.localhost:3000';
const ORIGIN = `http://${HOST}`;
const SLUG = '[a-z0-9-]+';

describe('directory side pages, robots.txt and sitemaps (www host)', () => {
  let testApp: TestApp;
  const get = (url: string, lang = 'en', host = HOST) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, 'accept-language': lang } });

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 100 });
  });
  afterAll(() => testApp.close());

  it('lists every département of the country with its provider count, by région, linking to its listing', async () => {
    const rows = await selectRows<{ slug: string; code: string; n: number }>(
      testApp.database.db,
      sql`select d.slug, d.code, (select count(*)::int from providers p where p.departement_id = d.id) as n
          from departements d where d.country_code = 'FR'`,
    );
    const answer = await get('/listDepartement');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    const html = answer.body;
    expect(html).toContain('<title>Wedding planners by département · Alliance</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/listDepartement"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    for (const row of rows) {
      expect(html).toContain(`<a href="/wedding-planners/${row.slug}/">`);
      if (row.n > 0) expect(html).toContain(`${row.n} providers`);
    }
    expect(rows.some((row) => row.n > 0)).toBe(true);
  });

  it('serves the terms of sale and the ranking page in the domain language', async () => {
    for (const [path, en, fr] of [
      ['/cgv/', 'Terms of sale', 'Conditions générales de vente'],
      ['/how-we-rank/', 'How we rank providers', 'Comment nous classons les prestataires'],
    ] as const) {
      const english = await get(path);
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain(`<h1>${en}</h1>`);
      expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      expect(english.body).toContain('<html lang="en">');
      const french = await get(path, 'fr');
      expect(french.body).toContain(`<h1>${fr}</h1>`);
    }
    const ranking = (await get('/how-we-rank/', 'de')).body;
    expect(ranking).toContain('<html lang="de">');
    expect(ranking).toContain('gesponsert');
  });

  it('robots.txt allows everything but the tracking links and points at the sitemap index of the request host', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('User-agent: *\nAllow: /\nDisallow: /annuaire/track/\n');
    expect(answer.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect((await get('/robots.txt', 'en', 'www.alliance.be')).body).toContain(
      'Sitemap: http://www.alliance.be:3000/sitemap.xml',
    );
  });

  it('lists one sitemap per département with providers, each listing its non-empty pages and every profile', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const withProviders = await selectRows<{ slug: string; n: number; cities: { slug: string; n: number }[] }>(
      testApp.database.db,
      sql`select d.slug, count(*)::int as n,
            (select json_agg(json_build_object('slug', c.slug, 'n', c.n)) from (select ci.slug, count(*)::int as n from providers p2
               join cities ci on ci.id = p2.city_id where p2.departement_id = d.id group by ci.slug) c) as cities
          from providers p join departements d on d.id = p.departement_id group by d.id, d.slug order by n desc`,
    );
    expect(sitemaps.sort()).toEqual(withProviders.map((d) => `${ORIGIN}/sitemaps/${d.slug}.xml`).sort());

    // The biggest département: its pages, its cities' pages (20 per page), then every profile.
    const biggest = withProviders[0];
    if (!biggest) throw new Error('no provider seeded');
    const answer = await get(`/sitemaps/${biggest.slug}.xml`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const urls = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const listing = new RegExp(`^${ORIGIN}/wedding-planners/${biggest.slug}/(${SLUG}/)?(page/[2-9][0-9]*)?$`);
    const profile = new RegExp(`^${ORIGIN}/wedding-planners/profile/${SLUG}$`);
    expect(urls.every((url) => listing.test(url) || profile.test(url))).toBe(true);
    expect(urls.filter((url) => profile.test(url))).toHaveLength(biggest.n);
    const expectedListings = [
      ...pagesOf(`${ORIGIN}/wedding-planners/${biggest.slug}/`, biggest.n),
      ...(biggest.cities ?? []).flatMap((city) => pagesOf(`${ORIGIN}/wedding-planners/${biggest.slug}/${city.slug}/`, city.n)),
    ];
    expect(urls.filter((url) => listing.test(url)).sort()).toEqual(expectedListings.sort());
    expect(new Set(urls).size).toBe(urls.length);
    // The seed puts more than one page in the biggest département: `/page/2` is listed.
    expect(urls).toContain(`${ORIGIN}/wedding-planners/${biggest.slug}/page/2`);

    // When the listing pages are served (module directory/), every listed URL answers 200.
    for (const url of urls) {
      const page = await get(url.slice(ORIGIN.length));
      if (page.statusCode === 404 && listing.test(url) && !(await listingPagesServed())) continue;
      expect(page.statusCode, url).toBe(200);
      // No listed listing page is empty: it links to at least one profile.
      if (listing.test(url)) expect(page.body, url).toContain('/wedding-planners/profile/');
    }
  });

  it('escapes the URLs of the XML', () => {
    expect(urlSet(['https://www.x.fr/a?b=1&c=<d>'])).toContain('<loc>https://www.x.fr/a?b=1&amp;c=&lt;d&gt;</loc>');
    expect(sitemapIndex(["https://www.x.fr/it's.xml"])).toContain('<loc>https://www.x.fr/it&apos;s.xml</loc>');
  });

  it('answers 404 for a sitemap of an unknown or empty département', async () => {
    expect((await get('/sitemaps/nowhere.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nowhere')).statusCode).toBe(404);
  });

  async function listingPagesServed() {
    return (await get('/wedding-planners/')).statusCode === 200;
  }
});

function pagesOf(base: string, providers: number): string[] {
  return Array.from({ length: Math.ceil(providers / 20) }, (_, i) => (i === 0 ? base : `${base}page/${i + 1}`));
}
