import { createHash } from 'node:crypto';
import type { ErrorBody } from '@alliance/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { createImagesRepo } from './images.repo.ts';

const MAX_INT4 = 2_147_483_647;
const CACHE_CONTROL = 'public, max-age=86400';
// Raster types only: a stored SVG or HTML file would be active content on our origin.
const SERVABLE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/avif']);

/** A positive int4 written in plain digits, else null (no signs, exponents, paths or URLs). */
function imageId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_INT4 ? id : null;
}

/** Strong validator of the bytes themselves: right whatever the storage adapter does with keys. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** If-None-Match matches (weak comparison, RFC 9110 §13.1.2), `*` included. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ success: false, error: translator(request.locale)('errors.routeNotFound') } satisfies ErrorBody);

/**
 * The image proxy (www host): `GET /image/{id}` serves the bytes of a stored, visible provider
 * image by its numeric id, and nothing else (ARCHITECTURE.md security decisions).
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (app, { db, storage }) => {
  const repo = createImagesRepo(db);

  app.get(
    '/image/:id',
    {
      schema: {
        tags: ['images'],
        description: 'The image bytes (Content-Type of the stored image), 304 on a matching If-None-Match, else 404.',
        // A string here so that a non-numeric id answers 404 like an unknown one, not 400.
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const id = imageId(request.params.id);
      const row = id === null ? undefined : await repo.visible(id);
      if (!row || !SERVABLE_TYPES.has(row.mimeType)) return notFound(request, reply);
      const bytes = await storage.get(row.storageKey);
      if (!bytes) {
        request.log.warn({ imageId: id, key: row.storageKey }, 'image row without a stored file');
        return notFound(request, reply);
      }
      const etag = etagOf(bytes);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(row.mimeType).send(bytes);
    },
  );
};
