import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';

/**
 * The providers' videos (PROVIDERS.md "Media", spec §7 `videos/…`, app host): a YouTube or
 * Vimeo link (its id only, played by the privacy-enhanced embeds) or an uploaded MP4 or WebM
 * file (multipart, one file part named `file`, an optional `title` field), its type read from
 * its bytes, served on the www host by id (`/video/{id}`, byte ranges).
 */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEOS_PER_PROVIDER_MAX = 30;
export const VIDEO_ACCEPTED_TYPES = ['video/mp4', 'video/webm'] as const;
export type AcceptedVideoType = (typeof VIDEO_ACCEPTED_TYPES)[number];
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_URL_MAX = 2048;
export const VIDEO_KINDS = ['youtube', 'vimeo', 'file'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** A platform video: which platform, and its id there (YouTube: 11 characters; Vimeo: digits). */
export interface VideoLink {
  kind: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
/** Path forms of YouTube that carry the id as their second segment (`/shorts/<id>`). */
const YOUTUBE_ID_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

// Invisible and control characters (a tab the URL parser would drop, `java\nscript:`): refused outright.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/u;
/** `[scheme://]authority[path][?query][#fragment]`; the scheme, when given, http or https only. */
const ADDRESS = /^(?:(https?):\/\/)?([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;
/** A bare host name: no credentials (`@`), no port (`:`), nothing else. */
const HOST = /^[a-z\d.-]+$/;

/** The path's segments: `/a/b/` → `['a', 'b']`; an empty segment inside (`/a//b`) makes it unreadable (null). */
function segments(pathname: string): string[] | null {
  const trimmed = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (trimmed === '') return [];
  const parts = trimmed.split('/');
  return parts.some((part) => part === '') ? null : parts;
}

/** The values of a query parameter, as written (an encoded id fails the id check: refused, not decoded). */
const queryValues = (query: string, name: string) =>
  query
    .split('&')
    .filter((pair) => pair.split('=')[0] === name)
    .map((pair) => pair.slice(name.length + 1));

/**
 * The platform and id of a YouTube or Vimeo address as people paste them (`https://` may be
 * left out), or null for anything else. Strict: http(s) only, no credentials nor port, the exact
 * hosts (never `youtube.com.evil.example`), and an id of the platform's exact form.
 *   YouTube: `youtube.com/watch?v=<id>` (www., m.), `youtu.be/<id>`, `youtube.com/shorts/<id>`,
 *   `/embed/<id>`, `/live/<id>`, `/v/<id>`, `youtube-nocookie.com/embed/<id>`.
 *   Vimeo: `vimeo.com/<digits>`, `player.vimeo.com/video/<digits>`.
 */
export function parseVideoLink(input: string): VideoLink | null {
  const text = input.trim();
  if (text.length === 0 || text.length > VIDEO_URL_MAX || INVISIBLE.test(text)) return null;
  const match = ADDRESS.exec(text);
  if (!match) return null;
  const [, , authority = '', pathname = '', query = ''] = match;
  const host = authority.toLowerCase();
  if (!HOST.test(host)) return null;
  const path = segments(pathname);
  if (!path) return null;
  const youtube = (id: string | undefined): VideoLink | null => (id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null);
  const vimeo = (id: string | undefined): VideoLink | null => (id && VIMEO_ID.test(id) ? { kind: 'vimeo', id } : null);

  if (host === 'youtu.be') return path.length === 1 ? youtube(path[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (path.length === 1 && path[0] === 'watch') {
      const ids = queryValues(query, 'v');
      return ids.length === 1 ? youtube(ids[0]) : null;
    }
    if (path.length === 2 && YOUTUBE_ID_PATHS.has(path[0] ?? '')) return youtube(path[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) return path.length === 1 ? vimeo(path[0]) : null;
  if (host === 'player.vimeo.com') return path.length === 2 && path[0] === 'video' ? vimeo(path[1]) : null;
  return null;
}

/** The privacy-enhanced player of a platform video (no cookies before play; Vimeo: Do Not Track). */
export function videoEmbedUrl(link: VideoLink): string {
  return link.kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${link.id}`
    : `https://player.vimeo.com/video/${link.id}?dnt=1`;
}

/** The platform's still image of a video, where one has a fixed address (YouTube only). */
export function videoThumbnailUrl(link: VideoLink): string | null {
  return link.kind === 'youtube' ? `https://i.ytimg.com/vi/${link.id}/hqdefault.jpg` : null;
}

/** Where an uploaded, visible video file is served (www host), by id only. */
export function videoFilePath(id: number): string {
  return `/video/${id}`;
}

export const providerVideoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  title: z.string().nullable(),
  isVisible: z.boolean(),
  /** Order on the profile (0 first). */
  position: z.number().int(),
  createdAt: z.string(),
  /** The player to put in an iframe (youtube, vimeo); null for a file. */
  embedUrl: z.string().nullable(),
  /** A still image (youtube); null otherwise. */
  thumbnailUrl: z.string().nullable(),
  /** The file's absolute address on the www host (`/video/{id}`, byte ranges; served while visible); null for a link. */
  fileUrl: z.string().nullable(),
  /** `video/mp4` or `video/webm` for a file; null for a link. */
  mimeType: z.string().nullable(),
  /** The file's size in bytes; null for a link. */
  byteSize: z.number().int().nullable(),
});
export type ProviderVideo = z.infer<typeof providerVideoSchema>;

export const videosListResponseSchema = z.object({ success: z.literal(true), items: z.array(providerVideoSchema) });
export const videoResponseSchema = z.object({ success: z.literal(true), video: providerVideoSchema });

/** A title: trimmed, at most VIDEO_TITLE_MAX characters; empty or null means none. */
export const videoTitleSchema = z
  .union([z.string('validation.videoTitleInvalid').trim().max(VIDEO_TITLE_MAX, 'validation.videoTitleTooLong'), z.null()])
  .transform((value) => (value ? value : null));

/** `POST videos/` as JSON: a YouTube or Vimeo address (see parseVideoLink) and an optional title. */
export const addVideoLinkBodySchema = z.strictObject({
  url: z
    .string('validation.videoUrlInvalid')
    .max(VIDEO_URL_MAX, 'validation.videoUrlInvalid')
    .refine((url) => parseVideoLink(url) !== null, 'validation.videoUrlInvalid'),
  title: videoTitleSchema.optional(),
});
export type AddVideoLinkBody = z.input<typeof addVideoLinkBodySchema>;

/** `PATCH videos/{id}`: the title (empty or null clears it). */
export const updateVideoBodySchema = z.strictObject({ title: videoTitleSchema });
export type UpdateVideoBody = z.input<typeof updateVideoBodySchema>;

/** `POST videos/reorder`: every video id of the provider, once each, in the new order. */
export const reorderVideosBodySchema = z.strictObject({
  ids: z.array(idSchema, 'validation.videoOrderInvalid').max(VIDEOS_PER_PROVIDER_MAX, 'validation.videoOrderInvalid'),
});

export const videoIdParamsSchema = z.object({ id: idParamSchema });

/** Why an addition was refused (`error` of the 400/409/413/415 answers); `message` says it in the reader's language. */
export const VIDEO_UPLOAD_ERRORS = [
  'no-file',
  'too-large',
  'bad-name',
  'unsupported-type',
  'too-many-videos',
  // More than one file in one request (413).
  'too-many-files',
] as const;
export type VideoUploadError = (typeof VIDEO_UPLOAD_ERRORS)[number];

/** The refusal of an addition: `error` one of VIDEO_UPLOAD_ERRORS, `message` in the reader's language. */
export const videoUploadErrorSchema = z.object({
  success: z.literal(false),
  error: z.enum(VIDEO_UPLOAD_ERRORS),
  message: z.string(),
});
