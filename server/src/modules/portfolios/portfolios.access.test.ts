import { PORTFOLIO_IMAGES_MAX, PORTFOLIOS_PER_PROVIDER_MAX } from '@alliance/shared/portfolios';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderHarness } from '../../../test/providers.ts';
import { selectRows } from '../../db/client.ts';
import { signUpCompany } from '../payments/payments.testing.ts';
import { createPortfolioTestbed, type Method, type PortfolioTestbed } from './portfolios.testing.ts';

/** Who may call the portfolios' routes, on which hosts, within which limits, and their documentation. */
describe('providers’ portfolios: access, limits and documentation', () => {
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
