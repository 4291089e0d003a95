import { PORTFOLIO_IMAGES_MAX, PORTFOLIOS_PER_PROVIDER_MAX } from '@alliance/shared/portfolios';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { createPortfolioTestbed, type Json, type Method, type PortfolioTestbed } from './portfolios.testing.ts';

describe('providers’ portfolios (/api/portfolios on every host)', () => {
  let h: ProviderHarness;
  let me: PortfolioTestbed['me'];
  let other: PortfolioTestbed['other'];
  let coupleToken: string;
  let call: PortfolioTestbed['call'];
  let libraryImages: PortfolioTestbed['libraryImages'];
  let create: PortfolioTestbed['create'];

  beforeAll(async () => {
    ({ h, me, other, coupleToken, call, libraryImages, create } = await createPortfolioTestbed());
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
        url: `http://www.localhost:3000/image/${a}`,
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

  it('answers 404 for another provider’s portfolio or image on every call, changing nothing', async () => {
    const mine = await create({ title: 'Le mien' });
    const [myImage, myOther] = await libraryImages(me.providerId, 2);
    await call('POST', `/api/portfolios/${mine.id}/images`, { imageId: myImage });
    const [theirImage] = await libraryImages(other.providerId, 1);
    const before = (await call('GET', `/api/portfolios/${mine.id}`)).json.portfolio;

    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/portfolios/${mine.id}`],
      ['PUT', `/api/portfolios/${mine.id}`, { title: 'Volé' }],
      ['DELETE', `/api/portfolios/${mine.id}`],
      ['POST', `/api/portfolios/${mine.id}/publish`],
      ['POST', `/api/portfolios/${mine.id}/unpublish`],
      ['POST', `/api/portfolios/${mine.id}/images`, { imageId: theirImage }],
      ['DELETE', `/api/portfolios/${mine.id}/images/${myImage}`],
      ['POST', `/api/portfolios/${mine.id}/images/reorder`, { imageIds: [myImage] }],
      ['GET', `/api/portfolios/${mine.id}/prestations`],
      ['PUT', `/api/portfolios/${mine.id}/prestations`, { prestations: ['fleuriste'] }],
      ['PUT', `/api/portfolios/${mine.id}/images/${myImage}/caption`, { caption: 'Volée' }],
      ['PUT', `/api/portfolios/${mine.id}/images/${myImage}/key`],
      ['GET', `/api/portfolios/${mine.id}/url`],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(method, url, body, { token: other.token });
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.json).toMatchObject({ success: false, error: 'Portfolio introuvable.' });
    }
    // Our own portfolio with their image: 404 too, whether alone or among ours.
    for (const body of [{ imageId: theirImage }, { imageIds: [myOther, theirImage] }]) {
      const answer = await call('POST', `/api/portfolios/${mine.id}/images`, body);
      expect(answer.status).toBe(404);
      expect(answer.json.error).toBe('Image introuvable.');
    }
    // An image not in the portfolio (theirs, or ours not added): 404 for caption, key and removal.
    for (const imageId of [theirImage, myOther]) {
      expect((await call('PUT', `/api/portfolios/${mine.id}/images/${imageId}/caption`, { caption: 'x' })).status).toBe(404);
      expect((await call('PUT', `/api/portfolios/${mine.id}/images/${imageId}/key`)).status).toBe(404);
      expect((await call('DELETE', `/api/portfolios/${mine.id}/images/${imageId}`)).status).toBe(404);
    }
    expect((await call('GET', '/api/portfolios/2147483647')).status).toBe(404);
    expect((await call('GET', '/api/portfolios/2147483648')).status).toBe(400);
    expect((await call('GET', `/api/portfolios/${mine.id}`)).json.portfolio).toEqual(before);
  });

  it('refuses a couple’s token or none (401) and answers on the www, project and app hosts', async () => {
    for (const token of [coupleToken, '']) {
      for (const [method, url, body] of [
        ['GET', '/api/portfolios'],
        ['POST', '/api/portfolios', { title: 'Couple' }],
        ['GET', '/api/portfolios/1'],
      ] as const) {
        expect((await call(method, url, body, { token })).status, `${method} ${url}`).toBe(401);
      }
    }
    for (const host of ['www.localhost', 'project.localhost', 'app.localhost', 'app.alliance.be']) {
      const list = await call('GET', '/api/portfolios', undefined, { host });
      expect(list.status, host).toBe(200);
      const created = await call('POST', '/api/portfolios', { title: `Sur ${host}` }, { host });
      expect(created.status, host).toBe(200);
      expect(created.json.portfolio.url).toMatch(/^http:\/\/www\.localhost:3000\//);
      expect((await call('GET', `/api/portfolios/${created.json.portfolio.id}/url`, undefined, { host })).status).toBe(200);
      expect((await call('GET', '/api/portfolios', undefined, { host, token: coupleToken })).status).toBe(401);
    }
  });

  it('holds the limits: 60 images per portfolio, 50 portfolios per provider under concurrent creations', async () => {
    const portfolio = await create({ title: 'Plein' });
    const ids = await libraryImages(me.providerId, PORTFOLIO_IMAGES_MAX + 1);
    expect((await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageIds: ids })).status).toBe(400);
    const full = await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageIds: ids.slice(0, PORTFOLIO_IMAGES_MAX) });
    expect(full.json.portfolio.images).toHaveLength(PORTFOLIO_IMAGES_MAX);
    const beyond = await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageId: ids[PORTFOLIO_IMAGES_MAX] });
    expect(beyond.status).toBe(409);
    expect(beyond.json).toMatchObject({
      error: "Un portfolio compte 60 images au plus\u00a0: retirez-en avant d'en ajouter.",
      error_slug: 'too-many-images',
    });
    // Re-adding one already there is not an addition.
    expect((await call('POST', `/api/portfolios/${portfolio.id}/images`, { imageId: ids[0] })).status).toBe(200);

    // A provider of its own for the count, at 48 portfolios: of five concurrent creations, two pass.
    const counted = await signUpCompany(h, 'limite@example.fr', { name: 'Limite' });
    await h.database.db.execute(
      sql`insert into portfolios (provider_id, title, slug)
          select ${counted.providerId}, 'P' || n, 'p-' || n from generate_series(1, ${PORTFOLIOS_PER_PROVIDER_MAX - 2}) as n`,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', '/api/portfolios', { title: `Concurrent ${i}` }, { token: counted.token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({
      error: "Vous avez atteint la limite de 50 portfolios\u00a0: supprimez-en un avant d'en créer un autre.",
      error_slug: 'too-many-portfolios',
    });
    const [total] = await selectRows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from portfolios where provider_id = ${counted.providerId}`,
    );
    expect(total?.n).toBe(PORTFOLIOS_PER_PROVIDER_MAX);
  });

  it('documents every route in the OpenAPI description, with the bearer security', async () => {
    const docs = await h.get('/api/docs/json');
    expect(docs.status).toBe(200);
    const routes: [string, string][] = [
      ['/api/portfolios', 'get'],
      ['/api/portfolios', 'post'],
      ['/api/portfolios/{id}', 'get'],
      ['/api/portfolios/{id}', 'put'],
      ['/api/portfolios/{id}', 'delete'],
      ['/api/portfolios/{id}/publish', 'post'],
      ['/api/portfolios/{id}/unpublish', 'post'],
      ['/api/portfolios/{id}/images', 'post'],
      ['/api/portfolios/{id}/images/{imageId}', 'delete'],
      ['/api/portfolios/{id}/images/reorder', 'post'],
      ['/api/portfolios/{id}/prestations', 'get'],
      ['/api/portfolios/{id}/prestations', 'put'],
      ['/api/portfolios/{id}/images/{imageId}/caption', 'put'],
      ['/api/portfolios/{id}/images/{imageId}/key', 'put'],
      ['/api/portfolios/{id}/url', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = docs.json.paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(operation?.tags, `${method} ${path}`).toEqual(['portfolios']);
    }
    const created = docs.json.paths['/api/portfolios'].post;
    expect(created.requestBody.content['application/json'].schema.required).toEqual(['title']);
    expect(Object.keys(created.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '409']));
  });
});
