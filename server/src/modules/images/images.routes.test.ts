import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

const WWW = 'www.localhost';

describe('image proxy (www host)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The tests hide images in the database directly: the proxy reads it on every request.
    const config = testConfig({ IMAGE_CACHE_SECONDS: '0' });
    // The app's own storage root: the proxy serves what the seed stored there.
    storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
    await seedSmallDirectory(database, { providers: 5, uploads: path.join(config.dataDir, 'uploads') });
    app = await buildApp(
      config,
      { database },
      {
        logger: false,
        rateLimitNamespace: `alliance-rl-test-${randomUUID()}:`,
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { host: WWW, ...headers } });
  const anImage = async () => {
    const [row] = await selectRows<{ id: number; storage_key: string }>(
      database.db,
      sql`select id, storage_key from images where is_visible order by id limit 1`,
    );
    if (!row) throw new Error('the seed made no image');
    return row;
  };

  it('serves the stored WebP bytes of a visible image with cache headers', async () => {
    const image = await anImage();
    const res = await get(`/image/${image.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(res.rawPayload.equals((await storage.get(image.storage_key)) ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('answers 304 without a body when the ETag matches, 200 when it does not', async () => {
    const image = await anImage();
    const { etag } = (await get(`/image/${image.id}`)).headers;
    const revalidated = await get(`/image/${image.id}`, { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=604800');
    expect((await get(`/image/${image.id}`, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(`/image/${image.id}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 for a non-numeric, unknown, out-of-range or path-like id', async () => {
    for (const id of [
      'abc',
      '0',
      '-1',
      '1e3',
      '01',
      '999999',
      '99999999999',
      '..%2F..%2Fetc%2Fpasswd',
      '1%2F..%2F2',
      'http%3A%2F%2Fevil.example',
    ]) {
      const res = await get(`/image/${id}`, { 'accept-language': 'en' });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toContain('application/json');
      expect(res.json(), id).toEqual({ success: false, error: 'Resource not found' });
    }
    // A query string cannot name a file either.
    const image = await anImage();
    const withQuery = await get(`/image/${image.id}?path=../../etc/passwd&url=http://evil.example`);
    expect(withQuery.rawPayload.equals((await storage.get(image.storage_key)) ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 for an invisible image, and for a row whose type is not a raster image', async () => {
    const image = await anImage();
    await database.db.update(images).set({ isVisible: false }).where(eq(images.id, image.id));
    expect((await get(`/image/${image.id}`)).statusCode).toBe(404);
    await database.db.update(images).set({ isVisible: true, mimeType: 'image/svg+xml' }).where(eq(images.id, image.id));
    expect((await get(`/image/${image.id}`)).statusCode).toBe(404);
    await database.db.update(images).set({ mimeType: 'image/webp' }).where(eq(images.id, image.id));
    expect((await get(`/image/${image.id}`)).statusCode).toBe(200);
  });

  it('answers 404 when the stored file is missing', async () => {
    const [owner] = await database.db.select({ providerId: images.providerId }).from(images).limit(1);
    const [row] = await database.db
      .insert(images)
      .values({
        providerId: owner?.providerId ?? 0,
        storageKey: 'providers/missing.webp',
        mimeType: 'image/webp',
        width: 1,
        height: 1,
      })
      .returning({ id: images.id });
    expect((await get(`/image/${row?.id}`)).statusCode).toBe(404);
  });
});
