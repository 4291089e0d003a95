import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

const WWW = 'www.localhost';
const HOUR_MS = 3_600_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';

describe('PATCH /image/{id}/increment-view-count (www host)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let now = new Date('2026-11-23T10:00:00Z');
  let imageId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedSmallDirectory(database, { providers: 12 });
    app = await buildApp(
      // The tests hide images in the database directly: the proxy reads it on every request.
      testConfig({ IMAGE_CACHE_SECONDS: '0' }),
      { database, clock: () => now },
      { logger: false, rateLimitNamespace: `alliance-rl-test-${randomUUID()}:` },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    // Each test starts on a fresh image of its own, a day after the last test's, with no view.
    now = new Date(now.getTime() + 2 * 24 * HOUR_MS);
    const [row] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from images where is_visible and view_count = 0 and mime_type = 'image/webp' order by id limit 1`,
    );
    if (!row) throw new Error('no unviewed image left in the seed');
    imageId = row.id;
  });

  const view = (id: number | string, options: { ip?: string; agent?: string; token?: string; lang?: string } = {}) =>
    app.inject({
      method: 'PATCH',
      url: `/image/${id}/increment-view-count`,
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: {
        host: WWW,
        'user-agent': options.agent ?? CHROME,
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
  const counted = async (id: number | string, options?: Parameters<typeof view>[1]) => {
    const res = await view(id, options);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { counted: boolean }).counted;
  };
  const viewCount = async (id = imageId) =>
    (await database.db.select({ n: images.viewCount }).from(images).where(eq(images.id, id)))[0]?.n;
  const viewRows = () =>
    selectRows<{ image_id: number; visitor: string; day: string }>(
      database.db,
      sql`select image_id, visitor, day::text as day from image_views order by day, image_id`,
    );
  const tokenOf = (uid: number | undefined) =>
    app.signAccessToken({
      sub: `couple-${uid ?? 'phone'}`,
      aud: 'couple',
      phone: '+33611111111',
      fid: randomUUID(),
      auth_time: 0,
      ...(uid ? { uid } : {}),
    });

  it('counts the first view, then not the same visitor again that day', async () => {
    const res = await view(imageId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, counted: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await viewCount()).toBe(1);
    now = new Date(now.getTime() + 10 * HOUR_MS);
    expect(await counted(imageId)).toBe(false);
    expect(await viewCount()).toBe(1);
  });

  it('keeps a keyed hash of the visitor, never the address or the browser', async () => {
    await counted(imageId, { ip: '198.51.100.23' });
    const rows = (await viewRows()).filter((row) => row.image_id === imageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.day).toBe(now.toISOString().slice(0, 10));
    expect(rows[0]?.visitor).toMatch(/^[\w-]{43}$/);
    expect(rows[0]?.visitor).not.toContain('198.51.100');
    expect(rows[0]?.visitor).not.toContain('Chrome');
  });

  it('counts another visitor: another address, another browser, another signed-in couple', async () => {
    expect(await counted(imageId)).toBe(true);
    expect(await counted(imageId, { ip: '203.0.113.8' })).toBe(true);
    expect(await counted(imageId, { agent: 'Mozilla/5.0 Firefox/140' })).toBe(true);
    expect(await counted(imageId, { token: tokenOf(41) })).toBe(true);
    expect(await counted(imageId, { token: tokenOf(42) })).toBe(true);
    expect(await counted(imageId, { token: tokenOf(42) })).toBe(false);
    expect(await viewCount()).toBe(5);
  });

  it('takes a bad token or a phone-only identity for an anonymous visitor', async () => {
    expect(await counted(imageId)).toBe(true);
    expect(await counted(imageId, { token: 'not.a.token' })).toBe(false);
    expect(await counted(imageId, { token: tokenOf(undefined) })).toBe(false);
    expect(await viewCount()).toBe(1);
  });

  it('counts the same visitor again the next day (UTC)', async () => {
    now = new Date(`${now.toISOString().slice(0, 10)}T23:59:00Z`);
    expect(await counted(imageId)).toBe(true);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await counted(imageId)).toBe(true);
    expect(await counted(imageId)).toBe(false);
    expect(await viewCount()).toBe(2);
  });

  it('counts concurrent identical calls once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => counted(imageId)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await viewCount()).toBe(1);
    expect((await viewRows()).filter((row) => row.image_id === imageId)).toHaveLength(1);
  });

  it('forgets the visitors of days before yesterday, at most once an hour', async () => {
    await counted(imageId);
    const firstDay = now.toISOString().slice(0, 10);
    now = new Date(now.getTime() + 24 * HOUR_MS);
    await counted(imageId);
    expect((await viewRows()).some((row) => row.day === firstDay)).toBe(true);
    now = new Date(now.getTime() + 24 * HOUR_MS + 2 * HOUR_MS);
    await counted(imageId);
    const days = new Set((await viewRows()).map((row) => row.day));
    expect(days.has(firstDay)).toBe(false);
    expect(days.size).toBe(2);
    // The counter itself is kept.
    expect(await viewCount()).toBe(3);
  });

  it('answers 404 for an unknown, hidden, non-raster or non-numeric image, and changes nothing', async () => {
    await database.db.update(images).set({ isVisible: false }).where(eq(images.id, imageId));
    const [other] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from images where is_visible and id <> ${imageId} order by id limit 1`,
    );
    const otherId = other?.id ?? 0;
    await database.db.update(images).set({ mimeType: 'image/svg+xml' }).where(eq(images.id, otherId));
    const before = {
      rows: await viewRows(),
      counts: await selectRows(database.db, sql`select id, view_count from images order by id`),
    };
    for (const id of [imageId, otherId, 999_999, 'abc', '0', '-1', '1e3', '01', '99999999999']) {
      const res = await view(id, { lang: 'en' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type'], String(id)).toContain('application/json');
      expect(res.json(), String(id)).toEqual({ success: false, error: 'Resource not found' });
    }
    expect((await view(imageId)).json().error).toBe('Ressource introuvable');
    expect(await viewRows()).toEqual(before.rows);
    expect(await selectRows(database.db, sql`select id, view_count from images order by id`)).toEqual(before.counts);
    await database.db.update(images).set({ isVisible: true }).where(eq(images.id, imageId));
    await database.db.update(images).set({ mimeType: 'image/webp' }).where(eq(images.id, otherId));
  });

  it('is answered on the www host only and documented with its response shape', async () => {
    const onProject = await app.inject({
      method: 'PATCH',
      url: `/image/${imageId}/increment-view-count`,
      headers: { host: 'project.localhost' },
    });
    expect(onProject.statusCode).toBe(404);
    expect(await viewCount()).toBe(0);
    const spec = (await app.inject({ url: '/api/docs/json', headers: { host: WWW } })).json();
    const operation = spec.paths['/image/{id}/increment-view-count']?.patch;
    expect(operation?.responses?.['200']?.content?.['application/json']?.schema?.properties).toHaveProperty('counted');
  });
});
