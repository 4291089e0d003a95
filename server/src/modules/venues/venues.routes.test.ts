import { VENUES_PER_PROVIDER_MAX } from '@alliance/shared/venues';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupleTokenFor, insertLibraryImages, type Json, jsonCaller, type Method } from '../../../test/media.ts';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { publishedVenuesOf } from './venues.service.ts';

describe('providers’ venues (app host)', () => {
  let h: ProviderHarness;
  let me: { token: string; providerId: number };
  let other: { token: string; providerId: number };
  let coupleToken: string;

  const call = jsonCaller(
    () => h,
    () => me.token,
  );
  const libraryImages = (providerId: number, n: number, visible = true) =>
    insertLibraryImages(h, providerId, n, visible, { width: 900, height: 600 });

  const create = async (body: Json, token = me.token) => {
    const answer = await call('POST', '/api/venues', body, { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.venue as Json;
  };

  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-26T10:00:00Z'));
    me = await signUpCompany(h, 'lieux@example.fr', { name: 'Domaine des Lieux' });
    other = await signUpCompany(h, 'autre-lieu@example.fr', { name: 'Autre Maison' });
    coupleToken = await coupleTokenFor(h, '+33612300088', '198.51.100.88');
  });
  afterAll(() => h.close());

  it('creates, reads, lists, updates and deletes a venue', async () => {
    const venue = await create({
      name: ' Château de la Roche ',
      description: 'Un parc\net une orangerie',
      city: 'Tours',
      cp: '37000',
      capacity: 180,
      website: 'https://chateau-roche.example/',
    });
    expect(venue).toEqual({
      id: expect.any(Number),
      name: 'Château de la Roche',
      description: 'Un parc\net une orangerie',
      city: 'Tours',
      cp: '37000',
      capacity: 180,
      website: 'https://chateau-roche.example/',
      published: false,
      images: [],
    });
    const minimal = await create({ name: 'Grange' });
    expect(minimal).toMatchObject({ description: null, city: null, cp: null, capacity: null, website: null });
    expect((await call('GET', `/api/venues/${venue.id}`)).json.venue).toEqual(venue);
    const list = await call('GET', '/api/venues');
    expect(list.json.items.map((v: Json) => v.id)).toEqual([venue.id, minimal.id]);
    expect(list.headers['cache-control']).toBe('private, no-store');

    // An absent optional field stays, null or empty clears it.
    const updated = await call('PUT', `/api/venues/${venue.id}`, {
      name: 'Château de la Roche-Haute',
      capacity: null,
      website: '',
    });
    expect(updated.json.venue).toMatchObject({
      name: 'Château de la Roche-Haute',
      description: 'Un parc\net une orangerie',
      city: 'Tours',
      capacity: null,
      website: null,
    });

    const [image] = await libraryImages(me.providerId, 1);
    await call('POST', `/api/venues/${minimal.id}/images`, { imageId: image });
    expect((await call('DELETE', `/api/venues/${minimal.id}`)).json).toEqual({ success: true });
    expect((await call('GET', `/api/venues/${minimal.id}`)).status).toBe(404);
    const [kept] = await selectRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from images where id = ${image}`);
    expect(kept?.n).toBe(1);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Ok', capacity: 0 }, 'capacity'],
      [{ name: 'Ok', capacity: 10_001 }, 'capacity'],
      [{ name: 'Ok', capacity: 12.5 }, 'capacity'],
      [{ name: 'Ok', capacity: '100' }, 'capacity'],
      [{ name: 'Ok', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'Ok', website: 'chateau.example' }, 'website'],
      [{ name: 'Ok', website: '//chateau.example' }, 'website'],
      [{ name: 'Ok', website: 'ftp://chateau.example' }, 'website'],
      [{ name: 'Ok', website: 'https://bank.example@evil.example/' }, 'website'],
      [{ name: 'Ok', cp: '<b>75001</b>' }, 'cp'],
      [{ name: 'Ok', description: 'x'.repeat(2001) }, 'description'],
      [{ name: 'Ok', published: true }, 'published'],
    ] as const) {
      const answer = await call('POST', '/api/venues', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json.fields ?? {}), JSON.stringify(answer.json)).toContain(field);
    }
    const capacity = await call('POST', '/api/venues', { name: 'Ok', capacity: 0 });
    expect(capacity.json.error).toBe('Capacité invalide\u00a0: un nombre entier de 1 à 10000');
    expect(await create({ name: 'Ok', capacity: 10_000, website: 'http://salle.example/plan?x=1' })).toMatchObject({
      capacity: 10_000,
    });
  });

  it('adds, captions, moves and removes images of the library; publishes and unpublishes', async () => {
    const venue = await create({ name: 'Orangerie' });
    const [a, b, c] = await libraryImages(me.providerId, 3);
    const added = await call('POST', `/api/venues/${venue.id}/images`, { imageId: a });
    expect(added.json.venue.images).toEqual([
      {
        imageId: a,
        // The owner's signed address (issue 21, security 6): hidden pictures show in its area too.
        url: expect.stringMatching(new RegExp(`^http://www\\.localhost:3000/image/${a}/owner/\\d+\\.[\\w-]{32}$`)),
        width: 900,
        height: 600,
        caption: null,
        position: 0,
        isVisible: true,
      },
    ]);
    await call('POST', `/api/venues/${venue.id}/images`, { imageId: b });
    const again = await call('POST', `/api/venues/${venue.id}/images`, { imageIds: [c, a] });
    expect(again.json.venue.images.map((i: Json) => [i.imageId, i.position])).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
    const captioned = await call('PUT', `/api/venues/${venue.id}/images/${b}`, { caption: 'La serre' });
    expect(captioned.json.venue.images[1]).toMatchObject({ imageId: b, caption: 'La serre', position: 1 });
    const moved = await call('PUT', `/api/venues/${venue.id}/images/${c}`, { position: 0 });
    expect(moved.json.venue.images.map((i: Json) => [i.imageId, i.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const last = await call('PUT', `/api/venues/${venue.id}/images/${c}`, { position: 25, caption: '' });
    expect(last.json.venue.images.map((i: Json) => [i.imageId, i.position, i.caption])).toEqual([
      [a, 0, null],
      [b, 1, 'La serre'],
      [c, 2, null],
    ]);
    for (const body of [{}, { position: -1 }, { position: 1.5 }, { caption: 'x'.repeat(301) }, { isKey: true }]) {
      expect((await call('PUT', `/api/venues/${venue.id}/images/${c}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const removed = await call('DELETE', `/api/venues/${venue.id}/images/${a}`);
    expect(removed.json.venue.images.map((i: Json) => [i.imageId, i.position])).toEqual([
      [b, 0],
      [c, 1],
    ]);
    expect((await call('DELETE', `/api/venues/${venue.id}/images/${a}`)).status).toBe(404);

    const published = await call('PUT', `/api/venues/${venue.id}/publish`, { published: true });
    expect(published.json.venue.published).toBe(true);
    expect((await call('PUT', `/api/venues/${venue.id}/publish`, { published: 'yes' })).status).toBe(400);
    expect((await call('PUT', `/api/venues/${venue.id}/publish`, {})).status).toBe(400);
    const unpublished = await call('PUT', `/api/venues/${venue.id}/publish`, { published: false });
    expect(unpublished.json.venue.published).toBe(false);
  });

  it('answers 404 for another provider’s venue or image on every call, changing nothing', async () => {
    const mine = await create({ name: 'Le mien', city: 'Blois' });
    const [myImage, myOther] = await libraryImages(me.providerId, 2);
    await call('POST', `/api/venues/${mine.id}/images`, { imageId: myImage });
    const [theirImage] = await libraryImages(other.providerId, 1);
    const before = (await call('GET', `/api/venues/${mine.id}`)).json.venue;

    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/venues/${mine.id}`],
      ['PUT', `/api/venues/${mine.id}`, { name: 'Volé' }],
      ['DELETE', `/api/venues/${mine.id}`],
      ['POST', `/api/venues/${mine.id}/images`, { imageId: theirImage }],
      ['DELETE', `/api/venues/${mine.id}/images/${myImage}`],
      ['PUT', `/api/venues/${mine.id}/images/${myImage}`, { caption: 'Volée' }],
      ['PUT', `/api/venues/${mine.id}/publish`, { published: true }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(method, url, body, { token: other.token });
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.json).toMatchObject({ success: false, error: 'Lieu introuvable.' });
    }
    for (const body of [{ imageId: theirImage }, { imageIds: [myOther, theirImage] }]) {
      const answer = await call('POST', `/api/venues/${mine.id}/images`, body);
      expect(answer.status).toBe(404);
      expect(answer.json.error).toBe('Image introuvable.');
    }
    for (const imageId of [theirImage, myOther]) {
      expect((await call('PUT', `/api/venues/${mine.id}/images/${imageId}`, { caption: 'x' })).status).toBe(404);
      expect((await call('DELETE', `/api/venues/${mine.id}/images/${imageId}`)).status).toBe(404);
    }
    expect((await call('GET', `/api/venues/${mine.id}`)).json.venue).toEqual(before);
    expect((await call('GET', '/api/venues', undefined, { token: other.token })).json.items).toEqual([]);
  });

  it('refuses a couple’s token or none (401); answers on the app host only', async () => {
    for (const token of [coupleToken, '']) {
      expect((await call('GET', '/api/venues', undefined, { token })).status).toBe(401);
      expect((await call('POST', '/api/venues', { name: 'Couple' }, { token })).status).toBe(401);
    }
    expect((await call('GET', '/api/venues', undefined, { host: 'www.localhost' })).status).toBe(404);
    expect((await call('GET', '/api/venues', undefined, { host: 'app.alliance.be' })).status).toBe(200);
  });

  it('holds 30 venues per provider under concurrent creations', async () => {
    const counted = await signUpCompany(h, 'trente@example.fr', { name: 'Trente Lieux' });
    await h.database.db.execute(
      sql`insert into venues (provider_id, name)
          select ${counted.providerId}, 'Lieu ' || n from generate_series(1, ${VENUES_PER_PROVIDER_MAX - 2}) as n`,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call('POST', '/api/venues', { name: `Concurrent ${i}` }, { token: counted.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({
      error: "Vous avez atteint la limite de 30 lieux\u00a0: supprimez-en un avant d'en ajouter un autre.",
      error_slug: 'too-many-venues',
    });
    const [total] = await selectRows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from venues where provider_id = ${counted.providerId}`,
    );
    expect(total?.n).toBe(VENUES_PER_PROVIDER_MAX);
  });

  it('documents every route in the OpenAPI description, with the bearer security', async () => {
    const docs = await h.get('/api/docs/json');
    expect(docs.status).toBe(200);
    const routes: [string, string][] = [
      ['/api/venues', 'get'],
      ['/api/venues', 'post'],
      ['/api/venues/{id}', 'get'],
      ['/api/venues/{id}', 'put'],
      ['/api/venues/{id}', 'delete'],
      ['/api/venues/{id}/images', 'post'],
      ['/api/venues/{id}/images/{imageId}', 'delete'],
      ['/api/venues/{id}/images/{imageId}', 'put'],
      ['/api/venues/{id}/publish', 'put'],
    ];
    for (const [path, method] of routes) {
      const operation = docs.json.paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(operation?.tags, `${method} ${path}`).toEqual(['venues']);
    }
    expect(docs.json.paths['/api/venues'].post.requestBody.content['application/json'].schema.required).toEqual(['name']);
  });

  it('publishedVenuesOf gives published venues with their visible images only', async () => {
    const reader = await signUpCompany(h, 'lecture-lieux@example.fr', { name: 'Lecture Lieux' });
    const as = { token: reader.token };
    const [shown, hidden] = [
      ...(await libraryImages(reader.providerId, 1)),
      ...(await libraryImages(reader.providerId, 1, false)),
    ];
    const open = (
      await call('POST', '/api/venues', { name: 'Ouvert', city: 'Nantes', capacity: 90, website: 'https://ouvert.example/' }, as)
    ).json.venue;
    await call('POST', `/api/venues/${open.id}/images`, { imageIds: [hidden, shown] }, as);
    await call('PUT', `/api/venues/${open.id}/images/${shown}`, { caption: 'Le parc' }, as);
    await call('PUT', `/api/venues/${open.id}/publish`, { published: true }, as);
    const bare = (await call('POST', '/api/venues', { name: 'Sans photo' }, as)).json.venue;
    await call('PUT', `/api/venues/${bare.id}/publish`, { published: true }, as);
    const draft = (await call('POST', '/api/venues', { name: 'Brouillon' }, as)).json.venue;
    await call('POST', `/api/venues/${draft.id}/images`, { imageId: shown }, as);

    const venues = await publishedVenuesOf(h.database.db, reader.providerId, 'fr');
    expect(venues).toEqual([
      {
        id: open.id,
        name: 'Ouvert',
        description: null,
        city: 'Nantes',
        cp: null,
        capacity: 90,
        website: 'https://ouvert.example/',
        images: [{ id: shown, width: 900, height: 600, widths: null, alt: null, caption: 'Le parc' }],
      },
      { id: bare.id, name: 'Sans photo', description: null, city: null, cp: null, capacity: null, website: null, images: [] },
    ]);
    await h.database.db.execute(sql`update images set is_visible = false where id = ${shown}`);
    expect((await publishedVenuesOf(h.database.db, reader.providerId))[0]?.images).toEqual([]);
    await call('PUT', `/api/venues/${open.id}/publish`, { published: false }, as);
    expect((await publishedVenuesOf(h.database.db, reader.providerId)).map((v) => v.name)).toEqual(['Sans photo']);
    expect(await publishedVenuesOf(h.database.db, other.providerId)).toEqual([]);
  });
});
