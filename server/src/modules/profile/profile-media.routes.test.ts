import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

/** The page's JSON-LD blocks, parsed. */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('a profile’s portfolios, videos and venues, and the portfolio pages (www host)', () => {
  let testApp: TestApp;
  let provider: { id: number; slug: string; departement: string };
  const ids: Record<string, number> = {};

  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await selectRows<T>(testApp.database.db, query))[0] as T;
  const image = async (name: string, visible: boolean) => {
    ids[name] = (
      await one<{
        id: number;
      }>(sql`insert into images (provider_id, storage_key, mime_type, width, height, variant_prefix, widths, alt, is_visible)
        values (${provider.id}, ${`images/${name}/1600.webp`}, 'image/webp', 1600, 1200, ${`images/${name}`}, '{320,720,1600}', ${`Alt ${name}`}, ${visible})
        returning id`)
    ).id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 4 });
    provider =
      await one(sql`select p.id, p.slug, d.slug as departement from providers p join departements d on d.id = p.departement_id
      where p.published_at is not null order by p.id limit 1`);
    await image('ceremony', true);
    await image('dinner', true);
    await image('secret', false);
    const portfolio = async (slug: string, title: string, published: boolean) => {
      ids[slug] = (
        await one<{
          id: number;
        }>(sql`insert into portfolios (provider_id, title, slug, description, event_date, city, published_at)
          values (${provider.id}, ${title}, ${slug}, 'Une journée <b>au bord</b> de l''eau.', '2026-06-20', 'Arcachon',
            ${published ? sql`now()` : sql`null`}) returning id`)
      ).id;
    };
    await portfolio('mariage-a-arcachon', 'Mariage à Arcachon', true);
    await portfolio('brouillon', 'Brouillon secret', false);
    await testApp.database.db.execute(sql`insert into portfolio_images (portfolio_id, image_id, position, caption, is_key) values
      (${ids['mariage-a-arcachon']}, ${ids.dinner}, 0, 'Le dîner', false),
      (${ids['mariage-a-arcachon']}, ${ids.secret}, 1, 'Caché', false),
      (${ids['mariage-a-arcachon']}, ${ids.ceremony}, 2, 'La cérémonie', true),
      (${ids.brouillon}, ${ids.ceremony}, 0, null, true)`);
    await testApp.database.db.execute(sql`insert into portfolio_service_types (portfolio_id, service_type_id)
      select ${ids['mariage-a-arcachon']}, id from service_types order by position limit 1`);
    await testApp.database.db.execute(sql`insert into videos (provider_id, kind, external_id, title, is_visible, position) values
      (${provider.id}, 'youtube', 'dQw4w9WgXcQ', 'Notre film', true, 0),
      (${provider.id}, 'vimeo', '76979871', 'Caché', false, 1)`);
    await testApp.database.db.execute(sql`insert into videos (provider_id, kind, storage_key, mime_type, byte_size, title, position)
      values (${provider.id}, 'file', 'videos/x.mp4', 'video/mp4', 1000, 'Le bal', 2)`);
    const venue = await one<{ id: number }>(sql`insert into venues (provider_id, name, city, cp, capacity, website, published_at)
      values (${provider.id}, 'Château des Dunes', 'La Teste-de-Buch', '33260', 180, 'https://chateau-des-dunes.example', now()) returning id`);
    await testApp.database.db.execute(
      sql`insert into venues (provider_id, name, published_at) values (${provider.id}, 'Lieu en brouillon', null)`,
    );
    await testApp.database.db.execute(sql`insert into venue_images (venue_id, image_id, position) values
      (${venue.id}, ${ids.dinner}, 0), (${venue.id}, ${ids.secret}, 1)`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string) => testApp.app.inject({ url, headers: { host: 'www.localhost:3000', 'accept-language': 'fr' } });
  const profilePath = () => `/wedding-planners/profile/${provider.slug}`;

  it('the profile lists the published portfolio, the visible videos as facades, and the published venue', async () => {
    const res = await get(profilePath());
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<a href="${profilePath()}/portfolio/mariage-a-arcachon">`);
    // Its key image, and its count of visible photos (the hidden one left out).
    expect(html).toContain(`src="/image/${ids.ceremony}?w=720"`);
    expect(html).toContain('<strong>Mariage à Arcachon</strong><br/>2 photos');
    expect(html).not.toContain('Brouillon secret');
    // YouTube: a link to the platform carrying the privacy-enhanced player, nothing loaded from it.
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('i.ytimg.com');
    expect(html).not.toContain('76979871');
    expect(html).toMatch(/<video controls="" preload="none" src="\/video\/\d+" title="Le bal">/);
    expect(html).toContain('<h3>Château des Dunes</h3>');
    expect(html).toContain('Jusqu&#x27;à 180 invités');
    expect(html).toContain('href="https://chateau-des-dunes.example" rel="nofollow noopener ugc"');
    expect(html).toContain(`src="/image/${ids.dinner}?w=320"`);
    expect(html).not.toContain('Lieu en brouillon');
    expect(html).not.toContain(`/image/${ids.secret}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).toContain("media-src 'self'");
  });

  it('a published portfolio has its page: visible photos in order, facts, canonical and ImageGallery JSON-LD', async () => {
    const path = `${profilePath()}/portfolio/mariage-a-arcachon`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1>Mariage à Arcachon</h1>');
    expect(html).toContain(`<link rel="canonical" href="http://www.localhost:3000${path}"/>`);
    // The couple's words are text: the provider's markup is shown escaped, never as HTML.
    expect(html).toContain('Une journée &lt;b&gt;au bord&lt;/b&gt; de l&#x27;eau.');
    expect(html).toContain('20 juin 2026');
    expect(html).toContain('Arcachon');
    const slides = [...html.matchAll(/<li id="photo-\d+"><figure><img src="\/image\/(\d+)\?w=720"/g)].map((m) => Number(m[1]));
    expect(slides).toEqual([ids.dinner, ids.ceremony]);
    expect(html).toContain('<figcaption>Le dîner</figcaption>');
    expect(html).not.toContain('Caché');
    expect(html).not.toContain(`/image/${ids.secret}`);
    const [gallery, breadcrumb] = jsonLdBlocks(html);
    expect(gallery).toMatchObject({
      '@type': 'ImageGallery',
      name: 'Mariage à Arcachon',
      url: `http://www.localhost:3000${path}`,
      associatedMedia: [
        { '@type': 'ImageObject', contentUrl: `http://www.localhost:3000/image/${ids.dinner}?w=1600`, caption: 'Le dîner' },
        { '@type': 'ImageObject', contentUrl: `http://www.localhost:3000/image/${ids.ceremony}?w=1600`, caption: 'La cérémonie' },
      ],
    });
    expect(breadcrumb?.itemListElement.at(-1)).toMatchObject({
      name: 'Mariage à Arcachon',
      item: `http://www.localhost:3000${path}`,
    });
  });

  it('an unpublished or unknown portfolio, or one of another provider, is a 404 page', async () => {
    for (const path of [
      `${profilePath()}/portfolio/brouillon`,
      `${profilePath()}/portfolio/nowhere`,
      '/wedding-planners/profile/nobody-at-all/portfolio/mariage-a-arcachon',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('Réalisation introuvable');
    }
  });

  it('the département sitemap lists the published portfolio page, not the draft', async () => {
    const res = await get(`/sitemaps/${provider.departement}.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>http://www.localhost:3000${profilePath()}/portfolio/mariage-a-arcachon</loc>`);
    expect(res.body).not.toContain('brouillon');
  });
});
