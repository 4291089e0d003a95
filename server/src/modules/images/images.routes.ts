import { createHash } from 'node:crypto';
import { type ErrorBody, errorBodySchema } from '@alliance/shared/errors';
import { ID_MAX } from '@alliance/shared/ids';
import { imageViewResponseSchema } from '@alliance/shared/images';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import { translator } from '../../i18n/index.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { matchesEtag } from '../../www/http-cache.ts';
import { coupleIdOf } from '../visitors/couple-of-request.ts';
import type { CachedFile, ImageCache, ServableImage } from './image-cache.ts';
import { variantKey } from './image-keys.ts';
import type { ImagesRepo } from './images.repo.ts';
import type { ImageViews } from './images.service.ts';
import type { OwnerImageUrls } from './owner-image-urls.ts';

// A week: long enough for repeat visits; an image the provider hides stops being served at once,
// and browsers revalidate with the ETag after that.
const CACHE_CONTROL = 'public, max-age=604800';
// The owner's signed address: its browser only, for the day the address is the same.
const OWNER_CACHE_CONTROL = 'private, max-age=86400';
// Raster types only: a stored SVG or HTML file would be active content on our origin.
const SERVABLE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/avif']);

/** A positive int4 written in plain digits, else null (no signs, exponents, paths or URLs). */
function imageId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

/**
 * The stored file to serve: for an upload, the narrowest variant at least `w` wide (else the
 * widest), in AVIF when the client accepts it; the seed's images have their one file.
 */
export function chooseVariant(
  row: { storageKey: string; mimeType: string; variantPrefix: string | null; widths: number[] | null },
  w: string | undefined,
  accept: string | undefined,
): { key: string; type: string; negotiated: boolean } {
  const widths = row.widths ?? [];
  if (!row.variantPrefix || widths.length === 0) return { key: row.storageKey, type: row.mimeType, negotiated: false };
  const wanted = w && /^\d{1,5}$/.test(w) ? Number(w) : Number.POSITIVE_INFINITY;
  const width = widths.find((candidate) => candidate >= wanted) ?? widths[widths.length - 1];
  const avif = /\bimage\/avif\b/.test(accept ?? '');
  return {
    key: variantKey(row.variantPrefix, width ?? 0, avif ? 'avif' : 'webp'),
    type: avif ? 'image/avif' : 'image/webp',
    negotiated: true,
  };
}

/** Strong validator of the bytes themselves: right whatever the storage adapter does with keys. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ success: false, error: translator(request.locale)('errors.routeNotFound') } satisfies ErrorBody);

export interface ImagesRoutesOptions {
  repo: ImagesRepo;
  /** Counts the views, once per visitor per image per day. */
  views: ImageViews;
  storage: FileStorage;
  /** The process's proxy memory, shared with the providers' images service (which forgets what it changes). */
  cache: ImageCache;
  /** Checks the owner's signed addresses (made by the same factory for the admin's answers). */
  ownerUrls: OwnerImageUrls;
}

/**
 * The image proxy (www host): `GET /image/{id}` serves the bytes of a stored image a public page
 * shows (visible, of a published provider whose account is open) by its numeric id, and nothing
 * else (ARCHITECTURE.md security decisions); `GET /image/{id}/owner/{grant}` serves any image of
 * an open account at the signed address its owner's area got (owner-image-urls.ts);
 * `PATCH /image/{id}/increment-view-count` counts a view, once per visitor per image per day.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (
  app,
  { repo, views, storage, cache, ownerUrls },
) => {
  /** A visible image of a type we serve: the ones the GET serves are the ones whose views count. */
  const servable = async (raw: string) => {
    const id = imageId(raw);
    const row = id === null ? false : await cache.row(id, repo.visible);
    return row && SERVABLE_TYPES.has(row.mimeType) ? row : undefined;
  };
  /** A stored file and its ETag: an upload's variant from memory when served lately (it never changes under its key). */
  const fileOf = async (key: string, immutable: boolean): Promise<CachedFile | undefined> => {
    const kept = immutable ? cache.file(key) : undefined;
    if (kept) return kept;
    const bytes = await storage.get(key);
    if (!bytes) return undefined;
    const file = { bytes, etag: etagOf(bytes) };
    if (immutable) cache.keepFile(key, file);
    return file;
  };

  app.get(
    '/image/:id',
    {
      schema: {
        tags: ['images'],
        description:
          'The image bytes: the stored variant nearest above `w` pixels wide (the largest without `w`), AVIF when the Accept header takes it, else WebP; 304 on a matching If-None-Match, else 404.',
        // A string here so that a non-numeric id answers 404 like an unknown one, not 400.
        params: z.object({ id: z.string() }),
        querystring: z.object({ w: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => send(request, reply, await servable(request.params.id), CACHE_CONTROL),
  );

  app.get(
    '/image/:id/owner/:grant',
    {
      schema: {
        tags: ['images'],
        description:
          "The image bytes at the signed address the provider's own area lists (hidden or unpublished images included), as `GET /image/{id}`; 404 once the address has expired, the image is deleted or the account closed.",
        params: z.object({ id: z.string(), grant: z.string().max(64) }),
        querystring: z.object({ w: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => {
      const id = imageId(request.params.id);
      if (id === null || !ownerUrls.verify(id, request.params.grant)) return send(request, reply, undefined, OWNER_CACHE_CONTROL);
      const row = await repo.owned(id);
      return send(request, reply, row && SERVABLE_TYPES.has(row.mimeType) ? row : undefined, OWNER_CACHE_CONTROL);
    },
  );

  /** The chosen variant's bytes of `row` (404 without it), with its ETag (304 when it matches). */
  async function send(
    request: FastifyRequest<{ Querystring: { w?: string | undefined } }>,
    reply: FastifyReply,
    row: ServableImage | undefined,
    cacheControl: string,
  ) {
    if (!row) return notFound(request, reply);
    const chosen = chooseVariant(row, request.query.w, request.headers.accept);
    // The same address gives AVIF or WebP by the Accept header: shared caches must key on it.
    if (chosen.negotiated) reply.header('vary', 'Accept');
    const file = await fileOf(chosen.key, row.variantPrefix !== null);
    if (!file) {
      request.log.warn({ imageId: row.id, key: chosen.key }, 'image row without a stored file');
      return notFound(request, reply);
    }
    reply.header('cache-control', cacheControl).header('etag', file.etag);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(chosen.type).send(file.bytes);
  }

  app.patch(
    '/image/:id/increment-view-count',
    {
      schema: {
        tags: ['images'],
        description:
          'Counts a view of a visible image: at most one per visitor (address, browser, signed-in couple) per image per UTC day.',
        // Optional: a couple's token sets them apart from others behind the same address and browser.
        security: [{ bearer: [] }, {}],
        params: z.object({ id: z.string() }),
        response: { 200: imageViewResponseSchema, 404: errorBodySchema },
      },
      // A page shows a few images; a client that sends far more is not viewing them.
      config: { rateLimit: RATE_LIMITS.imageView },
    },
    async (request, reply) => {
      const row = await servable(request.params.id);
      if (!row) return notFound(request, reply);
      const counted = await views.count(row.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        userId: await coupleIdOf(request),
      });
      reply.header('cache-control', 'no-store');
      return { success: true as const, counted };
    },
  );
};
