import { createHash } from 'node:crypto';
import path from 'node:path';
import { type ErrorBody, errorBodySchema } from '@alliance/shared/errors';
import { ID_MAX } from '@alliance/shared/ids';
import {
  addVideoLinkBodySchema,
  parseVideoLink,
  reorderVideosBodySchema,
  updateVideoBodySchema,
  VIDEO_MAX_BYTES,
  VIDEO_TITLE_MAX,
  VIDEOS_PER_PROVIDER_MAX,
  videoIdParamsSchema,
  videoResponseSchema,
  videosListResponseSchema,
  videoTitleSchema,
  videoUploadErrorSchema,
} from '@alliance/shared/videos';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage, StoredStream } from '../../adapters/storage/storage.port.ts';
import { translator } from '../../i18n/index.ts';
import { providerIdOf } from '../../plugins/auth.ts';
import { FieldValidationError } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { matchesEtag } from '../../www/http-cache.ts';
import { itemsRoutes } from '../media-collection/items.routes.ts';
import { errors, providerMediaRoutes } from '../media-collection/media-collection.routes.ts';
import { parseByteRange } from './byte-range.ts';
import { type ReceivedVideo, receiveVideo } from './upload/receive-video.ts';
import type { ProviderVideos } from './videos.service.ts';

const tags = ['videos'];
const addErrors = {
  400: videoUploadErrorSchema.or(errorBodySchema),
  401: errorBodySchema,
  409: videoUploadErrorSchema,
  413: videoUploadErrorSchema,
  415: videoUploadErrorSchema,
};

/**
 * The add call's documented body: the JSON link, or the multipart form (a file part and a title),
 * each under its content type, rather than the one JSON schema Fastify validates.
 */
const documentAddBody: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform({ ...document, schema: { ...document.schema, body: addVideoLinkBodySchema } });
  const { body, ...rest } = transformed.schema as Record<string, unknown>;
  const form = {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'An MP4 or WebM file' },
      title: { type: 'string', maxLength: VIDEO_TITLE_MAX },
    },
  };
  return {
    ...transformed,
    schema: { ...rest, body: { content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: form } } } },
  };
};

/** The form's `title` field, checked like the JSON one (a refusal names the field). */
function formTitle(file: ReceivedVideo): string | null {
  if (file.titleTruncated) throw new FieldValidationError({ title: 'validation.videoTitleTooLong' });
  const parsed = videoTitleSchema.safeParse(file.title ?? null);
  if (!parsed.success)
    throw new FieldValidationError({ title: parsed.error.issues[0]?.message ?? 'validation.videoTitleInvalid' });
  return parsed.data;
}

/**
 * The providers' videos (app host, spec §7 `videos/…`): list, add (a YouTube or Vimeo link as
 * JSON, or an MP4 or WebM file as multipart), read, title, visibility, order, deletion; every
 * video through its owner.
 */
export const videosRoutes: FastifyPluginAsyncZod<{
  videos: ProviderVideos;
  /** Uploads are received under its `tmp/uploads`. */
  dataDir: string;
}> = async (app, { videos, dataDir }) => {
  // Streamed parts only (request.parts()): nothing is buffered whole, the size limit is per upload.
  // preservePath: the name as sent, so that a name with a path in it is refused, not quietly cut.
  await app.register(multipart, { preservePath: true, limits: { fileSize: VIDEO_MAX_BYTES, files: 1 } });
  // Before the body is read or validated: a caller without a provider token gets 401 whatever it
  // sends, and an upload of theirs is refused before a byte of it is parsed.
  const route = providerMediaRoutes(app, tags, 'onRequest');
  const providerOf = async (request: FastifyRequest) => providerIdOf(request);
  const tmpDir = path.join(dataDir, 'tmp', 'uploads');

  itemsRoutes(app, route, {
    key: 'video',
    service: videos,
    paths: {
      list: '/api/videos/',
      reorder: '/api/videos/reorder',
      update: '/api/videos/:id',
      toggle: '/api/videos/:id/toggle-visibility',
      remove: '/api/videos/:id',
    },
    schemas: {
      idParams: videoIdParamsSchema,
      one: videoResponseSchema,
      list: videosListResponseSchema,
      reorder: reorderVideosBodySchema,
      update: updateVideoBodySchema,
    },
    summaries: {
      list: 'The provider’s videos, in their order',
      reorder: 'Orders the videos: every video id of the provider, once each, in the new order',
      update: 'Sets the title (empty or null clears it)',
      toggle: 'Shows or hides a video on the public profile (a hidden file is no longer served)',
      remove: 'Deletes a video (and its stored file)',
    },
  });

  app.post(
    '/api/videos/',
    {
      ...route({
        summary: 'Adds a video: a YouTube or Vimeo link (JSON), or an MP4 or WebM file (multipart)',
        description: [
          'JSON `{url, title?}`: a YouTube (`youtube.com/watch?v=`, `youtu.be/`, `/shorts/`, `/embed/`, `m.youtube.com`, `youtube-nocookie.com`) or Vimeo (`vimeo.com/<digits>`, `player.vimeo.com/video/<digits>`) address; anything else is a 400 naming `url`.',
          `multipart/form-data: one file part named \`file\` (MP4 or WebM, the type read from the bytes, ${VIDEO_MAX_BYTES / 1024 / 1024} MB at most) and an optional \`title\` field (${VIDEO_TITLE_MAX} characters at most). The file is served on the www host at \`fileUrl\` while visible.`,
          `At most ${VIDEOS_PER_PROVIDER_MAX} videos per provider (409 \`too-many-videos\`).`,
        ].join('\n\n'),
        // Nullish: a multipart request has no JSON body (Fastify validates it as null); the handler reads its parts.
        body: addVideoLinkBodySchema.nullish(),
        response: { 200: videoResponseSchema, ...addErrors },
      }),
      config: { rateLimit: RATE_LIMITS.videoUpload, swaggerTransform: documentAddBody },
    },
    async (request) => {
      const providerId = await providerOf(request);
      if (request.isMultipart()) {
        await videos.checkRoom(providerId);
        const file = await receiveVideo(request, tmpDir, VIDEO_MAX_BYTES);
        let title: string | null;
        try {
          title = formTitle(file);
        } catch (error) {
          await file.discard();
          throw error;
        }
        return { success: true as const, video: await videos.addFile(providerId, file, title) };
      }
      const link = request.body && parseVideoLink(request.body.url);
      if (!link) throw new FieldValidationError({ url: 'validation.videoUrlInvalid' });
      return { success: true as const, video: await videos.addLink(providerId, link, request.body?.title ?? null) };
    },
  );

  app.get(
    '/api/videos/:id',
    route({
      summary: 'One video',
      params: videoIdParamsSchema,
      response: { 200: videoResponseSchema, ...errors },
    }),
    async (request) => ({ success: true as const, video: await videos.get(await providerOf(request), request.params.id) }),
  );
};

// A week, like the images: a video the provider hides stops being served at once by us.
const CACHE_CONTROL = 'public, max-age=604800';

/** A positive int4 written in plain digits, else null (no signs, exponents, paths or URLs). */
function videoId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

const notFoundJson = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ success: false, error: translator(request.locale)('errors.routeNotFound') } satisfies ErrorBody);

/**
 * Uploaded video files, served to visitors by id (www host): `GET /video/{id}` streams a visible
 * file with byte ranges (players seek with `Range`), never read whole into memory.
 */
export const publicVideosRoutes: FastifyPluginAsyncZod<{ videos: ProviderVideos; storage: FileStorage }> = async (
  app,
  { videos, storage },
) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/video/:id',
    schema: {
      tags,
      summary: 'An uploaded video’s bytes',
      description:
        'The stored MP4 or WebM of a visible uploaded video, with `Accept-Ranges: bytes`: one `Range` (`bytes=a-b`, `a-`, `-n`) answers 206 with `Content-Range`, a range past the end 416; an unknown, hidden or link video answers 404.',
      // A string here so that a non-numeric id answers 404 like an unknown one, not 400.
      params: z.object({ id: z.string() }),
    },
    handler: async (request, reply) => {
      const id = videoId(request.params.id);
      const video = id === null ? null : await videos.servable(id);
      if (!video) return notFoundJson(request, reply);
      // A file never changes under its key: the key is its validator.
      const etag = `"${createHash('sha256').update(video.storageKey).digest('base64url').slice(0, 27)}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // If-Range with another validator: the file changed since the client's part, send it whole.
      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
      let stored: StoredStream | null;
      let range = video.byteSize === null ? ({ kind: 'whole' } as const) : parseByteRange(rangeHeader, video.byteSize);
      if (range.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${video.byteSize}`).send();
      }
      try {
        stored = await storage.stream(video.storageKey, range.kind === 'partial' ? range : undefined);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // The stored file is shorter than its row says: the range is past its end.
        const whole = await storage.stream(video.storageKey);
        whole?.body.destroy();
        return reply
          .code(416)
          .header('content-range', `bytes */${whole?.size ?? 0}`)
          .send();
      }
      if (!stored) {
        request.log.warn({ videoId: video.id, key: video.storageKey }, 'video row without a stored file');
        return notFoundJson(request, reply);
      }
      if (range.kind === 'partial' && range.end >= stored.size) range = { ...range, end: stored.size - 1 };
      reply.type(video.mimeType);
      if (range.kind === 'partial') {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(stored.size));
      }
      if (request.method === 'HEAD') {
        stored.body.destroy();
        return reply.send();
      }
      return reply.send(stored.body);
    },
  });
};
