import { PROVIDER_LINK_TYPES } from '@alliance/shared/provider-links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import type { RunningServer } from '../../lifecycle.ts';
import { widgetDemoUrl } from '../../lifecycle.ts';
import { portraitExcerpt } from '../directory/excerpt.ts';

const NASTY = '<script>alert(1)</script>';

type Seeded = {
  id: number;
  slug: string;
  event_types: { slug: string; en: string }[];
};

type PlaceRow = {
  name: string;
  city: string;
  cp: string;
  latitude: number;
  longitude: number;
  portrait: string;
  departement: string;
  departement_slug: string;
  city_slug: string;
  image_id: number;
};

const LINK_ORDER: readonly string[] = PROVIDER_LINK_TYPES;
const LABELS: Record<string, string> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's JSON-LD blocks, parsed; `[^<]*`: a raw `<` inside one would already fail the match. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
}

/** The attributes of the page's one <quote-request> element, decoded. */
function widgetAttributes(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<quote-request\b([^>]*)><\/quote-request>/g)];
  expect(tags).toHaveLength(1);
  return Object.fromEntries([...(tags[0]?.[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')]));
}

describe('provider profile page (www host)', () => {
  let testApp: TestApp;
  let provider: Seeded;
  let nasty: Seeded;
  let linkless: Seeded;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 6 });
    const rows = await selectRows<Seeded>(
      testApp.database.db,
      sql`select p.id, p.slug, (select json_agg(json_build_object('slug', e.slug, 'en', e.names ->> 'en') order by e.position, e.slug)
            from provider_event_types pe join event_types e on e.id = pe.event_type_id where pe.provider_id = p.id) as event_types
          from providers p order by p.id`,
    );
    [provider, nasty, linkless] = rows as [Seeded, Seeded, Seeded];
    await testApp.database.db.execute(sql`delete from provider_links where provider_id = ${linkless.id}`);
    await testApp.database.db
      .update(providers)
      .set({ name: NASTY, portrait: '<p>Hello <img src=x onerror="alert(2)"><script>alert(3)</script><b>you</b></p>' })
      .where(eq(providers.id, nasty.id));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, host = 'www.localhost:3000', lang = 'en') =>
    testApp.app.inject({ url, headers: { host, 'accept-language': lang } });
  const profile = (slug: string) => `/wedding-planners/profile/${encodeURIComponent(slug)}`;
  /** A provider's stored links, in the order the page lists them. */
  const storedLinks = async (providerId: number) =>
    (
      await selectRows<{ type: string; url: string }>(
        testApp.database.db,
        sql`select type, url from provider_links where provider_id = ${providerId}`,
      )
    ).sort((a, b) => LINK_ORDER.indexOf(a.type) - LINK_ORDER.indexOf(b.type));

  it('shows the visible gallery images in the provider order, sized, lazy after the first; never a hidden one', async () => {
    const { db } = testApp.database;
    const add = async (position: number, visible: boolean, alt: string | null, caption: string | null) => {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`insert into images (provider_id, storage_key, mime_type, width, height, variant_prefix, widths, alt, caption, position, is_visible)
            values (${linkless.id}, 'images/x/1600.webp', 'image/webp', 1600, 1067, 'images/x', '{320,720,1600}', ${alt}, ${caption}, ${position}, ${visible})
            returning id`,
      );
      return row?.id as number;
    };
    const second = await add(2, true, 'The dance floor', null);
    const hidden = await add(1, false, 'Secret', 'Not for the public');
    const first = await add(0, true, null, 'Château de la Mer, June 2026');
    const html = (await get(profile(linkless.slug))).body;
    const slides = [...html.matchAll(/<li id="photo-(\d+)"><figure><img ([^>]*)\/>/g)];
    expect(slides.map((m) => m[1])).toEqual(['1', '2']);
    expect(slides[0]?.[2]).toContain(`src="/image/${first}?w=720"`);
    expect(slides[0]?.[2]).toContain(
      `srcSet="/image/${first}?w=320 320w, /image/${first}?w=720 720w, /image/${first}?w=1600 1600w"`,
    );
    expect(slides[0]?.[2]).toContain('width="1600" height="1067"');
    expect(slides[0]?.[2]).toContain('alt="Château de la Mer, June 2026"');
    expect(slides[0]?.[2]).toContain('loading="eager"');
    expect(slides[1]?.[2]).toContain(`src="/image/${second}?w=720"`);
    expect(slides[1]?.[2]).toContain('alt="The dance floor"');
    expect(slides[1]?.[2]).toContain('loading="lazy"');
    expect(html).toContain('<figcaption>Château de la Mer, June 2026</figcaption>');
    // Thumbnails link to their slides, without JavaScript.
    expect(html).toContain('<a href="#photo-2">');
    expect(html).not.toContain(`/image/${hidden}`);
    expect(html).not.toContain('Not for the public');
    await db.execute(sql`delete from images where id in (${first}, ${second}, ${hidden})`);
  });

  it('renders the provider and embeds the widget with its id, event types and the project app URL', async () => {
    const res = await get(profile(provider.slug));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="http://www.localhost:3000${profile(provider.slug)}"/>`);
    expect(html).toMatch(/<title>[^<]+, wedding planner in [^<]+ · Alliance<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+wedding planner in [^"]+"\/>/);
    expect(html).toMatch(
      /<img src="\/image\/(\d+)\?w=320" width="400" height="400" alt="Profile photo of [^"]+" data-view-image="\1"\/>/,
    );
    expect(html).toContain('<h2>Languages spoken</h2>');
    expect(widgetAttributes(html)).toEqual({
      'provider-id': String(provider.id),
      'event-types': JSON.stringify(provider.event_types.map((e) => ({ slug: e.slug, name: e.en }))),
      'base-url': 'http://project.localhost:3000/',
    });
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/ld+json">',
      '<script src="/widget/quote-request.js" defer="">',
      '<script type="application/json" id="directory-enhance">',
      '<script src="/directory.js" defer="">',
    ]);
    // The favorites heart, hidden until the directory script finds a signed-in couple.
    expect(html).toMatch(
      /<button type="button" class="fav" data-favorite="[0-9a-f-]{36}" aria-pressed="false" aria-label="[^"]+" hidden="">/,
    );
    expect(html).toContain('<noscript>');
    // The widget calls the project host of the same domain: the page's policy lets it.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' http://project.localhost:3000");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('names the event types in the visitor language', async () => {
    const html = (await get(profile(provider.slug), 'www.localhost:3000', 'fr')).body;
    const types = JSON.parse(widgetAttributes(html)['event-types'] ?? '[]') as { slug: string; name: string }[];
    expect(types[0]).toEqual({ slug: 'mariage', name: 'Mariage' });
    expect(html).toContain('<h2>Langues parlées</h2>');
  });

  it('escapes the provider name and renders only the sanitized portrait', async () => {
    const res = await get(profile(nasty.slug));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(NASTY);
    expect(res.body).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(res.body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;, wedding planner');
    expect(res.body).toContain('<p>Hello <b>you</b></p>');
    expect(res.body).not.toMatch(/onerror|alert\(2\)|alert\(3\)/);
    // The two scripts, the enhancement's texts and the two JSON-LD blocks, where the name is written with JSON escapes.
    expect(res.body.match(/<script\b/g)).toHaveLength(5);
    expect(res.body).toContain('"name":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    const [business, breadcrumb] = jsonLdBlocks(res.body);
    expect(business).toMatchObject({ '@type': 'LocalBusiness', name: NASTY });
    expect((breadcrumb?.itemListElement as { name: string }[] | undefined)?.at(-1)?.name).toBe(NASTY);
  });

  it('links the widget to the project host of the domain the page was asked on', async () => {
    const html = (await get(profile(provider.slug), 'www.alliance.be')).body;
    expect(widgetAttributes(html)['base-url']).toBe('http://project.alliance.be:3000/');
    expect(html).toContain(`<link rel="canonical" href="http://www.alliance.be:3000${profile(provider.slug)}"/>`);
  });

  it('lists the outside links through the track route only, never with the outside address in an href', async () => {
    // A stored row that is not a followable URL is not shown at all (the track route would refuse it).
    await testApp.database.db.execute(
      sql`insert into provider_links (provider_id, type, url) values (${provider.id}, 'pinterest', 'javascript:alert(1)')`,
    );
    const stored = await storedLinks(provider.id);
    const shown = stored.filter((link) => link.type !== 'pinterest');
    expect(shown.length).toBeGreaterThan(0);
    const html = (await get(profile(provider.slug))).body;
    expect(html).toContain('<h2 id="links">Find them online</h2>');
    const anchors = [...html.matchAll(/<a href="(\/annuaire\/track\/[^"]+)" rel="nofollow noopener">([^<]+)<\/a>/g)];
    expect(anchors.map((m) => [m[1], m[2]])).toEqual(
      shown.map((link) => [`/annuaire/track/${provider.slug}/${link.type}`, LABELS[link.type]]),
    );
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    for (const link of stored) expect(hrefs.some((href) => href.includes(link.url))).toBe(false);
    expect(hrefs.filter((href) => /^https?:/.test(href) && !href.startsWith('http://www.localhost:3000/'))).toEqual([]);
    expect(html).not.toContain('javascript:');
    // The label follows the visitor's language.
    expect((await get(profile(provider.slug), 'www.localhost:3000', 'fr')).body).toContain('Retrouvez ce prestataire en ligne');
  });

  it('shows no links section for a provider without links', async () => {
    const html = (await get(profile(linkless.slug))).body;
    expect(html).not.toContain('id="links"');
    expect(html).not.toContain('/annuaire/track/');
    expect(jsonLdBlocks(html)[0]).not.toHaveProperty('sameAs');
  });

  it('describes the provider as a LocalBusiness and its place in the directory as a BreadcrumbList (JSON-LD)', async () => {
    const [row] = await selectRows<PlaceRow>(
      testApp.database.db,
      sql`select p.name, p.city, p.cp, p.latitude, p.longitude, p.portrait, d.name as departement, d.slug as departement_slug,
            c.slug as city_slug, i.id as image_id
          from providers p join departements d on d.id = p.departement_id join cities c on c.id = p.city_id
          left join images i on i.provider_id = p.id and i.is_profile and i.is_visible
          where p.id = ${provider.id}`,
    );
    if (!row) throw new Error('the seeded provider has no département or city');
    const origin = 'http://www.localhost:3000';
    const canonical = origin + profile(provider.slug);
    const html = (await get(profile(provider.slug))).body;
    const [business, breadcrumb, ...others] = jsonLdBlocks(html);
    expect(others).toEqual([]);
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: row.name,
      url: canonical,
      image: `${origin}/image/${row.image_id}`,
      description: portraitExcerpt(row.portrait),
      address: {
        '@type': 'PostalAddress',
        addressLocality: row.city,
        postalCode: row.cp,
        addressRegion: row.departement,
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
      sameAs: (await storedLinks(provider.id)).filter((link) => link.type !== 'pinterest').map((link) => link.url),
      // What the provider ticked (issue 21): checked in detail by profile-offer.routes.test.ts.
      areaServed: { '@type': 'AdministrativeArea', name: row.departement },
      knowsAbout: expect.any(Array),
      knowsLanguage: expect.any(Array),
      makesOffer: expect.any(Array),
    });
    expect(business?.description).not.toMatch(/[<>]/);
    const crumbs = [
      ['Directory', '/wedding-planners/'],
      [row.departement, `/wedding-planners/${row.departement_slug}/`],
      [row.city, `/wedding-planners/${row.departement_slug}/${row.city_slug}/`],
      [row.name, profile(provider.slug)],
    ];
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: origin + path,
      })),
    });
    // The same way up, visible: every step a link but the page itself.
    const nav = /<nav class="crumbs" aria-label="[^"]+"><ol>(.*?)<\/ol><\/nav>/.exec(html)?.[1] ?? '';
    expect([...nav.matchAll(/<li>(.*?)<\/li>/g)].map((m) => decode(m[1] ?? ''))).toEqual([
      ...crumbs.slice(0, -1).map(([name, path]) => `<a href="${path}">${name}</a>`),
      `<span aria-current="page">${row.name}</span>`,
    ]);
  });

  it('answers a translated 404 page with a link home for an unknown slug', async () => {
    const res = await get(profile('nobody-here'));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Provider not found</h1>');
    expect(res.body).toContain('<a href="/">');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).not.toContain('<quote-request');
    const french = await get(profile('nobody-here'), 'www.localhost:3000', 'fr');
    expect(french.body).toContain('<h1>Prestataire introuvable</h1>');
  });

  it('is served on the www host only', async () => {
    for (const host of ['project.localhost:3000', 'app.localhost:3000']) {
      const res = await get(profile(provider.slug), host);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<quote-request');
    }
  });

  it('gives the start banner a seeded profile URL', async () => {
    const server = { database: testApp.database, port: 3000 } as RunningServer;
    expect(await widgetDemoUrl(server, testApp.config)).toBe(`http://www.localhost:3000${profile(provider.slug)}`);
  });
});
