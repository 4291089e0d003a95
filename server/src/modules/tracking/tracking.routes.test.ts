import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

type Linked = { id: number; slug: string; url: string };

describe('tracking links (www host)', () => {
  let testApp: TestApp;
  // Half past midnight on 5 May in Paris is still 4 May in UTC: the day counted is the UTC one.
  let now = new Date('2026-05-05T00:30:00+02:00');
  let linked: Linked;
  let withoutInstagram: { slug: string };

  beforeAll(async () => {
    testApp = await createTestApp({ deps: { clock: () => now } });
    await seedSmallDirectory(testApp.database, { providers: 6 });
    [linked] = (await selectRows<Linked>(
      testApp.database.db,
      sql`select p.id, p.slug, l.url from providers p join provider_links l on l.provider_id = p.id and l.type = 'website'
          order by p.id limit 1`,
    )) as [Linked];
    [withoutInstagram] = (await selectRows<{ slug: string }>(
      testApp.database.db,
      sql`select slug from providers p where not exists (select 1 from provider_links l where l.provider_id = p.id and l.type = 'instagram')
          order by id limit 1`,
    )) as [{ slug: string }];
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const track = (
    slug: string,
    type: string,
    method: 'GET' | 'HEAD' = 'GET',
    lang = 'en',
    host = 'www.localhost:3000',
    visitor = 1,
  ) =>
    testApp.app.inject({
      method,
      url: `/annuaire/track/${encodeURIComponent(slug)}/${type}`,
      // A visitor is an address and a browser.
      remoteAddress: `198.51.100.${visitor}`,
      headers: { host, 'accept-language': lang, 'user-agent': `browser ${visitor}` },
    });
  const trackBy = (visitor: number, slug: string) => track(slug, 'website', 'GET', 'en', 'www.localhost:3000', visitor);
  const clicks = async (providerId: number, type: string, day: string) => {
    const [row] = await selectRows<{ clicks: number }>(
      testApp.database.db,
      sql`select clicks from provider_link_clicks where provider_id = ${providerId} and type = ${type} and day = ${day}`,
    );
    return row?.clicks ?? 0;
  };
  const allClicks = async () => {
    const [row] = await selectRows<{ n: number }>(
      testApp.database.db,
      sql`select coalesce(sum(clicks), 0)::int as n from provider_link_clicks`,
    );
    return row?.n;
  };
  const expectNotFound = (res: Awaited<ReturnType<typeof track>>) => {
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  };

  it('redirects to the provider own stored link, uncached, and counts the click on the UTC day', async () => {
    expect(linked.url).toMatch(/^https:\/\/www\..+\.example\/$/);
    const res = await track(linked.slug, 'website');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(linked.url);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await clicks(linked.id, 'website', '2026-05-04')).toBe(1);
    expect(await clicks(linked.id, 'website', '2026-05-05')).toBe(0);
  });

  it("counts a visitor's clicks once a day: the same visitor again adds nothing, another visitor adds one, the next day counts again", async () => {
    expect((await trackBy(1, linked.slug)).statusCode).toBe(302);
    expect(await clicks(linked.id, 'website', '2026-05-04')).toBe(1);
    expect((await trackBy(2, linked.slug)).statusCode).toBe(302);
    expect(await clicks(linked.id, 'website', '2026-05-04')).toBe(2);
    now = new Date('2026-05-06T08:00:00Z');
    expect((await trackBy(1, linked.slug)).statusCode).toBe(302);
    expect(await clicks(linked.id, 'website', '2026-05-06')).toBe(1);
    expect(await clicks(linked.id, 'website', '2026-05-04')).toBe(2);
  });

  it('counts every one of concurrent clicks of different visitors, and one of the same visitor', async () => {
    now = new Date('2026-05-07T12:00:00Z');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => trackBy(10 + i, linked.slug)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(302));
    expect(await clicks(linked.id, 'website', '2026-05-07')).toBe(12);
    const again = await Promise.all(Array.from({ length: 5 }, () => trackBy(40, linked.slug)));
    expect(again.map((res) => res.statusCode)).toEqual(Array(5).fill(302));
    expect(await clicks(linked.id, 'website', '2026-05-07')).toBe(13);
  });

  it('answers HEAD like GET without counting a click', async () => {
    now = new Date('2026-05-08T12:00:00Z');
    const res = await track(linked.slug, 'website', 'HEAD');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(linked.url);
    expect(await clicks(linked.id, 'website', '2026-05-08')).toBe(0);
  });

  it('answers a translated 404 page for an unknown type, an unknown slug or a link the provider does not have', async () => {
    const before = await allClicks();
    expectNotFound(await track(linked.slug, 'myspace'));
    expectNotFound(await track(linked.slug, 'WEBSITE'));
    expectNotFound(await track('nobody-here', 'website'));
    expectNotFound(await track(withoutInstagram.slug, 'instagram'));
    expect((await track('nobody-here', 'website', 'GET', 'fr')).body).toContain('<h1>Page introuvable</h1>');
    expect(await allClicks()).toBe(before);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/\\evil.example/',
    'https://bank.example@evil.example/',
    'https://evil.example/\r\nset-cookie: x=1',
  ])('never redirects to a stored address that is not an absolute http(s) URL: %j', async (url) => {
    await testApp.database.db.execute(
      sql`insert into provider_links (provider_id, type, url) values (${linked.id}, 'pinterest', ${url})
          on conflict (provider_id, type) do update set url = excluded.url`,
    );
    const before = await allClicks();
    expectNotFound(await track(linked.slug, 'pinterest'));
    expect(await allClicks()).toBe(before);
  });

  it('is served on the www host only', async () => {
    for (const host of ['project.localhost:3000', 'app.localhost:3000']) {
      const res = await track(linked.slug, 'website', 'GET', 'en', host);
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
