import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import type { RunningServer } from '../../lifecycle.ts';
import { widgetDemoUrl } from '../../lifecycle.ts';

const NASTY = '<script>alert(1)</script>';

type Seeded = {
  id: number;
  slug: string;
  event_types: { slug: string; en: string }[];
};

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

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

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 6 });
    const rows = await selectRows<Seeded>(
      testApp.database.db,
      sql`select p.id, p.slug, (select json_agg(json_build_object('slug', e.slug, 'en', e.names ->> 'en') order by e.position, e.slug)
            from provider_event_types pe join event_types e on e.id = pe.event_type_id where pe.provider_id = p.id) as event_types
          from providers p order by p.id`,
    );
    [provider, nasty] = rows as [Seeded, Seeded];
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
    expect(html).toMatch(/<img src="\/image\/\d+" width="400" height="400" alt="Profile photo of [^"]+"\/>/);
    expect(html).toContain('<h2>Languages spoken</h2>');
    expect(widgetAttributes(html)).toEqual({
      'provider-id': String(provider.id),
      'event-types': JSON.stringify(provider.event_types.map((e) => ({ slug: e.slug, name: e.en }))),
      'base-url': 'http://project.localhost:3000/',
    });
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/widget/quote-request.js" defer="">']);
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
    expect(res.body.match(/<script\b/g)).toHaveLength(1);
  });

  it('links the widget to the project host of the domain the page was asked on', async () => {
    const html = (await get(profile(provider.slug), 'www.alliance.be')).body;
    expect(widgetAttributes(html)['base-url']).toBe('http://project.alliance.be/');
    expect(html).toContain(`<link rel="canonical" href="http://www.alliance.be${profile(provider.slug)}"/>`);
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
