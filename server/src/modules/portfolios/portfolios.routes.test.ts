import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { createPortfolioTestbed, type Json, type PortfolioTestbed } from './portfolios.testing.ts';

describe('providers’ portfolios (/api/portfolios on every host)', () => {
  let h: ProviderHarness;
  let me: PortfolioTestbed['me'];
  let other: PortfolioTestbed['other'];
  let call: PortfolioTestbed['call'];
  let libraryImages: PortfolioTestbed['libraryImages'];
  let create: PortfolioTestbed['create'];

  beforeAll(async () => {
    ({ h, me, other, call, libraryImages, create } = await createPortfolioTestbed());
  });
  afterAll(() => h.close());

  it('creates, reads, lists, updates and deletes; the slug comes from the title, unique per provider', async () => {
    const first = await create({
      title: '  Mariage à Épernay ',
      description: 'Une journée\nen Champagne',
      eventDate: '2026-06-13',
      city: 'Épernay',
    });
    expect(first).toMatchObject({
      title: 'Mariage à Épernay',
      slug: 'mariage-a-epernay',
      description: 'Une journée\nen Champagne',
      eventDate: '2026-06-13',
      city: 'Épernay',
      published: false,
      publishedAt: null,
      images: [],
      prestations: [],
      createdAt: '2026-11-26T10:00:00.000Z',
    });
    expect(first.url).toBe(`http://www.localhost:3000/wedding-planners/profile/${me.slug}/portfolio/mariage-a-epernay`);
    expect((await create({ title: 'Mariage à Épernay' })).slug).toBe('mariage-a-epernay-2');
    expect((await create({ title: 'MARIAGE A EPERNAY!' })).slug).toBe('mariage-a-epernay-3');
    // Another provider's portfolios do not take our slugs.
    expect((await create({ title: 'Mariage à Épernay' }, other.token)).slug).toBe('mariage-a-epernay');
    expect((await create({ title: '💍 !!' })).slug).toBe('portfolio');

    const read = await call('GET', `/api/portfolios/${first.id}`);
    expect(read.json.portfolio).toEqual(first);
    expect(read.headers['cache-control']).toBe('private, no-store');

    // PUT: an absent optional field stays, null clears; unpublished, the slug follows the title.
    const updated = await call('PUT', `/api/portfolios/${first.id}`, { title: 'Noces en Champagne', city: null });
    expect(updated.json.portfolio).toMatchObject({
      title: 'Noces en Champagne',
      slug: 'noces-en-champagne',
      description: 'Une journée\nen Champagne',
      eventDate: '2026-06-13',
      city: null,
    });
    // The freed slug can be taken again, and a same title keeps its slug.
    const second = await create({ title: 'Mariage à Épernay' });
    expect(second.slug).toBe('mariage-a-epernay');
    const same = await call('PUT', `/api/portfolios/${second.id}`, { title: 'Mariage à Épernay', description: '' });
    expect(same.json.portfolio).toMatchObject({ slug: 'mariage-a-epernay', description: null });

    const list = await call('GET', '/api/portfolios');
    expect(list.json.success).toBe(true);
    expect(list.json.items.map((p: Json) => p.slug)).toEqual([
      'mariage-a-epernay',
      'portfolio',
      'mariage-a-epernay-3',
      'mariage-a-epernay-2',
      'noces-en-champagne',
    ]);
    expect((await call('GET', '/api/portfolios', undefined, { token: other.token })).json.items).toHaveLength(1);

    const [image] = await libraryImages(me.providerId, 1);
    await call('POST', `/api/portfolios/${second.id}/images`, { imageId: image });
    const deleted = await call('DELETE', `/api/portfolios/${second.id}`);
    expect(deleted).toMatchObject({ status: 200, json: { success: true } });
    expect((await call('GET', `/api/portfolios/${second.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/portfolios/${second.id}`)).status).toBe(404);
    // Its image stays in the library.
    const [kept] = await selectRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from images where id = ${image}`);
    expect(kept?.n).toBe(1);
  });

  it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
    const before = (await call('GET', '/api/portfolios')).json.items.length;
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{}, 'title'],
      [{ title: 'Ok', description: 'x'.repeat(2001) }, 'description'],
      [{ title: 'Ok', eventDate: '13/06/2026' }, 'eventDate'],
      [{ title: 'Ok', city: 'x'.repeat(121) }, 'city'],
      [{ title: 'Ok', slug: 'choisi' }, 'slug'],
    ] as const) {
      const answer = await call('POST', '/api/portfolios', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json.fields ?? {}), JSON.stringify(answer.json)).toContain(field);
    }
    const tooLong = await call('POST', '/api/portfolios', { title: 'x'.repeat(121) });
    expect(tooLong.json.error).toBe('Titre invalide (1 à 120 caractères)');
    expect(await create({ title: 'x'.repeat(120) })).toMatchObject({ title: 'x'.repeat(120) });
    expect((await call('GET', '/api/portfolios')).json.items).toHaveLength(before + 1);
  });

  it('adds, captions, keys, orders and removes images; the first one added is the key image', async () => {
    const portfolio = await create({ title: 'Images' });
    const [a, b, c, d] = await libraryImages(me.providerId, 4);
    const added = await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageId: a });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.portfolio.images).toEqual([
      {
        imageId: a,
        // The owner's signed address (issue 21, security 6): hidden pictures show in its area too.
        url: expect.stringMatching(new RegExp(`^http://www\\.localhost:3000/image/${a}/owner/\\d+\\.[\\w-]{32}$`)),
        width: 1200,
        height: 800,
        caption: null,
        isKey: true,
        position: 0,
        isVisible: true,
      },
    ]);
    // Several at once; one already there is left as it is.
    const more = await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageIds: [b, a, c, d] });
    expect(more.json.portfolio.images.map((i: Json) => [i.imageId, i.position, i.isKey])).toEqual([
      [a, 0, true],
      [b, 1, false],
      [c, 2, false],
      [d, 3, false],
    ]);
    for (const body of [{}, { imageId: a, imageIds: [b] }, { imageIds: [] }, { imageId: 0 }, { imageId: 2_147_483_648 }]) {
      expect((await call('POST', `/api/portfolios/${portfolio.id}/images`, body)).status, JSON.stringify(body)).toBe(400);
    }

    const captioned = await call('PUT', `/api/portfolios/${portfolio.id}/images/${b}/caption`, { caption: ' Le cortège ' });
    expect(captioned.json.portfolio.images[1]).toMatchObject({ imageId: b, caption: 'Le cortège' });
    expect((await call('PUT', `/api/portfolios/${portfolio.id}/images/${b}/caption`, { caption: 'x'.repeat(301) })).status).toBe(
      400,
    );
    const cleared = await call('PUT', `/api/portfolios/${portfolio.id}/images/${b}/caption`, { caption: '' });
    expect(cleared.json.portfolio.images[1].caption).toBeNull();

    const keyed = await call('PUT', `/api/portfolios/${portfolio.id}/images/${c}/key`);
    expect(keyed.json.portfolio.images.filter((i: Json) => i.isKey).map((i: Json) => i.imageId)).toEqual([c]);

    // Reorder: exactly the portfolio's images, once each.
    const order = [d, c, b, a];
    const reordered = await call('POST', `/api/portfolios/${portfolio.id}/images/reorder`, { imageIds: order });
    expect(reordered.status).toBe(200);
    expect(reordered.json.portfolio.images.map((i: Json) => [i.imageId, i.position])).toEqual(
      order.map((id, index) => [id, index]),
    );
    const [foreign] = await libraryImages(other.providerId, 1);
    for (const imageIds of [[d, c, b], [d, c, b, a, a], [d, c, b, b], [d, c, b, a, foreign], [d, c, b, foreign], []]) {
      const refused = await call('POST', `/api/portfolios/${portfolio.id}/images/reorder`, { imageIds });
      expect(refused.status, JSON.stringify(imageIds)).toBe(400);
      expect(refused.json.fields).toHaveProperty('imageIds');
    }
    expect((await call('GET', `/api/portfolios/${portfolio.id}`)).json.portfolio.images.map((i: Json) => i.imageId)).toEqual(
      order,
    );

    // Removing the key image gives the key to the first image left; positions stay 0, 1, 2.
    const removed = await call('DELETE', `/api/portfolios/${portfolio.id}/images/${c}`);
    expect(removed.json.portfolio.images.map((i: Json) => [i.imageId, i.position, i.isKey])).toEqual([
      [d, 0, true],
      [b, 1, false],
      [a, 2, false],
    ]);
    expect((await call('DELETE', `/api/portfolios/${portfolio.id}/images/${c}`)).status).toBe(404);
    // Image c stays in the library.
    expect((await h.get('/api/images/', { token: me.token })).json.items.map((i: Json) => i.id)).toContain(c);
  });

  it('keeps one key image under two concurrent key changes', async () => {
    const portfolio = await create({ title: 'Clé' });
    const ids = await libraryImages(me.providerId, 3);
    await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageIds: ids });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        call('PUT', `/api/portfolios/${portfolio.id}/images/${ids[1]}/key`),
        call('PUT', `/api/portfolios/${portfolio.id}/images/${ids[2]}/key`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const keys = await selectRows<{ image_id: number }>(
        h.database.db,
        sql`select image_id from portfolio_images where portfolio_id = ${portfolio.id} and is_key`,
      );
      expect(keys).toHaveLength(1);
      expect([ids[1], ids[2]]).toContain(keys[0]?.image_id);
    }
  });

  it('publishes only with a visible image (409 otherwise); the slug stays while published', async () => {
    const portfolio = await create({ title: 'À publier' });
    const empty = await call('POST', `/api/portfolios/${portfolio.id}/publish`);
    expect(empty.status).toBe(409);
    expect(empty.json).toMatchObject({
      success: false,
      error: 'Ajoutez au moins une image visible avant de publier ce portfolio.',
      error_slug: 'no-visible-image',
    });
    const [hidden] = await libraryImages(me.providerId, 1, false);
    await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageId: hidden });
    const onlyHidden = await call('POST', `/api/portfolios/${portfolio.id}/publish`, undefined, { lang: 'en' });
    expect(onlyHidden).toMatchObject({
      status: 409,
      json: { error: 'Add at least one visible image before publishing this portfolio.' },
    });
    expect((await call('GET', `/api/portfolios/${portfolio.id}`)).json.portfolio.published).toBe(false);

    const [visible] = await libraryImages(me.providerId, 1);
    await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageId: visible });
    const published = await call('POST', `/api/portfolios/${portfolio.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json.portfolio).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T10:00:00.000Z',
      slug: 'a-publier',
    });
    expect((await call('POST', `/api/portfolios/${portfolio.id}/publish`)).json.portfolio.publishedAt).toBe(
      '2026-11-26T10:00:00.000Z',
    );

    const renamed = await call('PUT', `/api/portfolios/${portfolio.id}`, { title: 'Un autre titre' });
    expect(renamed.json.portfolio).toMatchObject({ title: 'Un autre titre', slug: 'a-publier' });
    const url = await call('GET', `/api/portfolios/${portfolio.id}/url`);
    expect(url.json).toEqual({
      success: true,
      url: `http://www.localhost:3000/wedding-planners/profile/${me.slug}/portfolio/a-publier`,
      published: true,
    });

    const unpublished = await call('POST', `/api/portfolios/${portfolio.id}/unpublish`);
    expect(unpublished.json.portfolio).toMatchObject({ published: false, publishedAt: null });
    expect((await call('GET', `/api/portfolios/${portfolio.id}/url`)).json.published).toBe(false);
    // Unpublished again, the slug follows the title.
    const retitled = await call('PUT', `/api/portfolios/${portfolio.id}`, { title: 'Un autre titre bis' });
    expect(retitled.json.portfolio.slug).toBe('un-autre-titre-bis');
  });

  it('reads and replaces the prestations: known slugs only, named in the caller’s language', async () => {
    const portfolio = await create({ title: 'Prestations' });
    expect((await call('GET', `/api/portfolios/${portfolio.id}/prestations`)).json).toEqual({ success: true, prestations: [] });
    const unknown = await call('PUT', `/api/portfolios/${portfolio.id}/prestations`, {
      prestations: ['photographe', 'dompteur'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ prestations: 'Choix inconnu' });
    expect((await call('GET', `/api/portfolios/${portfolio.id}/prestations`)).json.prestations).toEqual([]);
    expect((await call('PUT', `/api/portfolios/${portfolio.id}/prestations`, { prestations: 'photographe' })).status).toBe(400);

    const saved = await call(
      'PUT',
      `/api/portfolios/${portfolio.id}/prestations`,
      { prestations: ['photographe', 'fleuriste', 'photographe'] },
      { lang: 'en' },
    );
    expect(saved.json).toEqual({
      success: true,
      prestations: [
        { slug: 'fleuriste', name: 'Florist' },
        { slug: 'photographe', name: 'Photographer' },
      ],
    });
    expect(
      (await call('GET', `/api/portfolios/${portfolio.id}/prestations`, undefined, { lang: 'de' })).json.prestations[1],
    ).toEqual({
      slug: 'photographe',
      name: 'Fotograf',
    });
    expect((await call('GET', `/api/portfolios/${portfolio.id}`)).json.portfolio.prestations).toEqual([
      { slug: 'fleuriste', name: 'Fleuriste' },
      { slug: 'photographe', name: 'Photographe' },
    ]);
    const emptied = await call('PUT', `/api/portfolios/${portfolio.id}/prestations`, { prestations: [] });
    expect(emptied.json.prestations).toEqual([]);
  });
});
