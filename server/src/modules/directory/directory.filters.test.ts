import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';
import { refreshProfileCompleteness } from '../providers/providers.repo.ts';

const ORIGIN = 'http://www.localhost:3000';
const GIRONDE = '/wedding-planners/gironde/';

/** The profile slugs of a page's cards, in page order. */
const slugsOf = (html: string) => [...html.matchAll(/<h2><a href="\/wedding-planners\/profile\/([^"]+)">/g)].map((m) => m[1]);

describe('directory listing filters, ranking and page cache (www host)', () => {
  let testApp: TestApp;
  let cached: TestApp;

  beforeAll(async () => {
    // The ranking and filter tests change rows between requests: no page cache there.
    testApp = await createTestApp({ env: { DIRECTORY_PAGE_CACHE_SECONDS: '0' } });
    await seedSmallDirectory(testApp.database, { providers: 30 });
    const { db } = testApp.database;
    // Everyone in Gironde, nobody premium: the order is then completeness, activity, id.
    await db.execute(sql`update providers p set city_id = c.id, departement_id = c.departement_id, city = c.name, premium_until = null
      from cities c where c.slug = 'bordeaux'`);
    cached = await createTestApp({ env: { DIRECTORY_PAGE_CACHE_SECONDS: '60' } });
    await seedSmallDirectory(cached.database, { providers: 5 });
  });
  afterAll(async () => {
    await testApp?.close();
    await cached?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, app = testApp) =>
    app.app.inject({ url, headers: { host: 'www.localhost:3000', 'accept-language': 'en', ...headers } });
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => selectRows<T>(testApp.database.db, query);

  it('lists only the providers offering a service and speaking a language, as a noindex page with its own canonical', async () => {
    const expected = await rows<{ slug: string }>(sql`select p.slug from providers p
      join provider_service_types s on s.provider_id = p.id join service_types t on t.id = s.service_type_id and t.slug = 'coordination-jour-j'
      join provider_languages l on l.provider_id = p.id and l.language_iso = 'en'
      order by p.profile_completeness desc, p.last_login_at desc nulls last, p.id`);
    expect(expected.length).toBeGreaterThan(0);
    const res = await get(`${GIRONDE}?service=coordination-jour-j&langue=en`);
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res.body)).toEqual(expected.map((r) => r.slug));
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${GIRONDE}?service=coordination-jour-j&amp;langue=en"/>`);
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(res.body).toMatch(/<title>Wedding planners in Gironde \(33\) · On-the-day coordination, English · Alliance<\/title>/);
    // The form shows the choices made.
    expect(res.body).toContain('<option value="coordination-jour-j" selected="">');
    expect(res.body).toContain('<option value="en" selected="">English</option>');
  });

  it('gives the same providers in the same order to the JSON search as to the page', async () => {
    const page = slugsOf((await get(`${GIRONDE}?langue=en`)).body);
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/directory/',
      headers: { host: 'www.localhost:3000', 'accept-language': 'en' },
      payload: { departement: 'gironde', langue: 'en' },
    });
    const cards = (json.json() as { prestataires: { profileUrl: string }[] }).prestataires;
    expect(cards.map((card) => card.profileUrl.split('/profile/')[1])).toEqual(page);
    // An unknown filter finds nothing, as an unknown place does.
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/directory/',
      headers: { host: 'www.localhost:3000' },
      payload: { departement: 'gironde', service: 'atlantis' },
    });
    expect(unknown.json()).toEqual({ success: true, prestataires: [], next_page: null });
  });

  it('keeps the filters in the pages’ links, and sends old or mistyped filters to the address without them', async () => {
    const all = await get(`${GIRONDE}?langue=fr`);
    expect(all.body).toContain(`<link rel="next" href="${ORIGIN}${GIRONDE}page/2?langue=fr"/>`);
    expect(all.body).toContain(`href="${GIRONDE}page/2?langue=fr"`);
    const page1 = await get(`${GIRONDE}page/1?langue=fr`);
    expect(page1.statusCode).toBe(301);
    expect(page1.headers.location).toBe(`${GIRONDE}?langue=fr`);
    const unknown = await get(`${GIRONDE}page/2?service=atlantis&langue=fr`);
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(`${GIRONDE}page/2?langue=fr`);
    const legacy = await get('/annuaire/gironde/?service=coordination-jour-j');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe(`${GIRONDE}?service=coordination-jour-j`);
    const search = await get('/wedding-planners/search?departement=gironde&city=Bordeaux&service=coordination-jour-j&langue=');
    expect(search.headers.location).toBe(`${GIRONDE}bordeaux/?service=coordination-jour-j`);
  });

  it('says when nothing matches the filters and links to the place without them', async () => {
    await testApp.database.db.execute(sql`delete from provider_languages where language_iso = 'ja'`);
    const res = await get(`${GIRONDE}?langue=ja`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No provider matches these filters (Japanese).');
    expect(res.body).toContain(`<a href="${GIRONDE}">See every provider of this place</a>`);
    expect((await get(`${GIRONDE}page/2?langue=ja`)).statusCode).toBe(404);
  });

  it('ranks a more complete profile first, then the most recently active', async () => {
    const [a, b, c] = (await rows<{ id: number; slug: string }>(sql`select id, slug from providers order by id limit 3`)).map(
      (r) => r,
    );
    if (!a || !b || !c) throw new Error('seed too small');
    const { db } = testApp.database;
    // Everyone equal on completeness (4 points: no links), activity a week ago; then b gets a link.
    await db.execute(sql`delete from provider_links`);
    await db.execute(sql`update providers set last_login_at = now() - interval '7 days'`);
    await db.execute(sql`update providers set last_login_at = now() where id = ${c.id}`);
    await db.execute(sql`insert into provider_links (provider_id, type, url) values (${b.id}, 'website', 'https://b.example/')`);
    await refreshProfileCompleteness(db);
    const first = slugsOf((await get(GIRONDE)).body);
    expect(first.slice(0, 2)).toEqual([b.slug, c.slug]);
    // A sponsored profile comes before both, whatever its completeness.
    await db.execute(sql`update providers set premium_until = now() + interval '1 day', portrait = '' where id = ${a.id}`);
    await refreshProfileCompleteness(db, [a.id]);
    expect(slugsOf((await get(GIRONDE)).body).slice(0, 3)).toEqual([a.slug, b.slug, c.slug]);
    // Its paid period over (nothing else written), it is ranked as any other: not first, not gold.
    await db.execute(sql`update providers set premium_until = now() - interval '1 second' where id = ${a.id}`);
    const html = (await get(GIRONDE)).body;
    expect(slugsOf(html).slice(0, 2)).toEqual([b.slug, c.slug]);
    expect(html).not.toContain('class="card premium"');
    expect(html).not.toContain('class="tag sponsored"');
  });

  it('pages across the sponsored and the other providers: each once, sponsored first, each part in rank order', async () => {
    const { db } = testApp.database;
    // 23 sponsored (more than a page), 4 whose period is over, 3 never premium; completeness varied.
    await db.execute(sql`with o as (select id, row_number() over (order by id) as n from providers)
      update providers p set premium_until = case when o.n <= 23 then now() + (o.n || ' days')::interval
          when o.n <= 27 then now() - interval '1 hour' end,
        profile_completeness = p.id % 3, last_login_at = now() - (p.id % 5 || ' days')::interval
      from o where o.id = p.id`);
    const expected = await rows<{
      slug: string;
      premium: boolean;
    }>(sql`select slug, coalesce(premium_until > now(), false) as premium
      from providers order by 2 desc, profile_completeness desc, last_login_at desc nulls last, id`);
    const sponsored = expected.filter((r) => r.premium).length;
    expect(sponsored).toBeGreaterThan(20);
    expect(sponsored).toBeLessThan(expected.length);
    const pages = [(await get(GIRONDE)).body, (await get(`${GIRONDE}page/2`)).body];
    expect(pages.flatMap(slugsOf)).toEqual(expected.map((r) => r.slug));
    const classes = pages.flatMap((html) => [...html.matchAll(/<article class="(card[^"]*)">/g)].map((m) => m[1]));
    expect(classes).toEqual(expected.map((r) => (r.premium ? 'card premium' : 'card')));
    // The JSON search reads the same order, page by page.
    const search = async (page: number) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/directory/',
          headers: { host: 'www.localhost:3000' },
          payload: { departement: 'gironde', page },
        })
      ).json() as { prestataires: { id: number; isPremium: boolean }[]; next_page: number | null };
    const [one, two] = [await search(1), await search(2)];
    expect(one.next_page).toBe(2);
    expect(two.next_page).toBeNull();
    const ids = await rows<{ id: number }>(sql`select id from providers order by coalesce(premium_until > now(), false) desc,
      profile_completeness desc, last_login_at desc nulls last, id`);
    expect([...one.prestataires, ...two.prestataires].map((c) => c.id)).toEqual(ids.map((r) => r.id));
    expect([...one.prestataires, ...two.prestataires].map((c) => c.isPremium)).toEqual(expected.map((r) => r.premium));
    await db.execute(sql`update providers set premium_until = null`);
  });

  it('serves a rendered page from memory, compressed, with a validator', async () => {
    const first = await get(GIRONDE, { 'accept-encoding': 'br' }, cached);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toMatch(/^<!doctype html>.*<h1>Wedding planners in Gironde \(33\)<\/h1>/s);
    const etag = String(first.headers.etag);
    expect((await get(GIRONDE, { 'if-none-match': etag, 'accept-encoding': 'br' }, cached)).statusCode).toBe(304);
    // Until the page expires, a change is not rendered again: the same bytes, the same validator.
    await cached.database.db.execute(sql`update providers set name = 'Renamed meanwhile'`);
    const plain = await get(GIRONDE, {}, cached);
    expect(plain.body).toBe(html);
    expect(plain.body).not.toContain('Renamed meanwhile');
    // Each language has its own page.
    expect((await get(GIRONDE, { 'accept-language': 'fr' }, cached)).body).toContain('Renamed meanwhile');
  });

  it('keeps a page no longer than its first premium period: gold until it ends, plain right after', async () => {
    const { db } = cached.database;
    // A language no earlier test cached this page in.
    const de = { 'accept-language': 'de' };
    await db.execute(sql`update providers set premium_until = now() + interval '1500 milliseconds'
      where id = (select min(p.id) from providers p join departements d on d.id = p.departement_id where d.slug = 'gironde')`);
    const during = await get(GIRONDE, de, cached);
    expect(during.body).toContain('class="card premium"');
    // Browsers too are told to keep it no longer than the period left (at most a minute).
    expect(during.headers['cache-control']).toMatch(/^public, max-age=[01]$/);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const after = await get(GIRONDE, de, cached);
    expect(after.body).not.toContain('class="card premium"');
    expect(after.body).not.toContain('class="tag sponsored"');
    // A page rendered just now: its minute, less the milliseconds between rendering and sending (59 on a busy machine).
    expect(after.headers['cache-control']).toMatch(/^public, max-age=(59|60)$/);
  });
});
