import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type Encoding, matchesEtag, pickEncoding } from './http-cache.ts';

/** A rendered page, with its compressed forms made on first demand. */
interface CachedPage {
  identity: Buffer;
  hash: string;
  /** When the page stops being served (ms since the epoch): the cache's lifetime, or sooner (RenderedPage). */
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PageCacheOptions {
  /** How long a rendered page is served before it is rendered again; 0 turns the cache off. */
  ttlSeconds: number;
  /** Memory budget of the rendered pages (raw and compressed bytes). */
  maxBytes?: number;
}

/** A rendered page, and how long it stays true when it is shorter than the cache's lifetime. */
export interface RenderedPage {
  html: string;
  /**
   * Seconds after which the page is no longer right whatever is written in between (a premium
   * period on it ends): it is not served from memory past them, nor let to browsers past them.
   */
  maxSeconds?: number | null | undefined;
}

export interface PageAnswer {
  body: Buffer;
  etag: string;
  encoding: Encoding;
  notModified: boolean;
  /** Whole seconds this answer may still be kept (a browser's max-age: never past the page's end). */
  maxAge: number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
// Fast levels: a page is compressed once per minute at most, while it is being asked for.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Rendered public pages kept in memory for a short while (the directory's listings): a page
 * costs a few database reads and a React render of about 5 ms, and every visitor of one
 * address in one language gets the same bytes (nothing personal is on them: the favorites
 * heart is filled in by the browser). Each page also keeps its brotli and gzip forms.
 */
export function createPageCache(options: PageCacheOptions) {
  const ttl = options.ttlSeconds * 1000;
  const cache =
    ttl > 0
      ? new LRUCache<string, CachedPage>({
          maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
          sizeCalculation: (page) => page.identity.length * 2 + 512,
          ttl,
        })
      : undefined;

  /** What to send for this Accept-Encoding and If-None-Match. */
  function answer(page: CachedPage, headers: { 'accept-encoding'?: string; 'if-none-match'?: string }): PageAnswer {
    const encoding = pickEncoding(headers['accept-encoding']);
    let body = page.identity;
    if (encoding === 'br') {
      page.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
      body = page.br;
    } else if (encoding === 'gzip') {
      page.gzip ??= gzipSync(body, { level: GZIP_LEVEL });
      body = page.gzip;
    }
    const etag = `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const maxAge = Math.max(0, Math.floor((page.expiresAt - Date.now()) / 1000));
    return { body, etag, encoding, notModified: matchesEtag(headers['if-none-match'], etag), maxAge };
  }

  return {
    /**
     * The page under `key`, rendered by `render` when it is not cached (or the cache is off).
     * `render` answering undefined (a 404, a redirect) caches nothing. A page answered with
     * `maxSeconds` is kept no longer than that (a per-entry lifetime; one under 1 ms is not cached,
     * as 0 would be "forever" to the LRU).
     */
    async serve(
      key: string,
      headers: { 'accept-encoding'?: string; 'if-none-match'?: string },
      render: () => Promise<RenderedPage | string | undefined>,
    ): Promise<PageAnswer | undefined> {
      let page = cache?.get(key);
      if (!page) {
        const rendered = await render();
        if (rendered === undefined) return undefined;
        const { html, maxSeconds } = typeof rendered === 'string' ? { html: rendered, maxSeconds: undefined } : rendered;
        const identity = Buffer.from(html);
        const ends = maxSeconds === null || maxSeconds === undefined ? Number.POSITIVE_INFINITY : maxSeconds * 1000;
        const lifetime = Math.min(ttl, Math.ceil(ends));
        page = {
          identity,
          hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
          // Without the cache, browsers keep it for the routes' own lifetime, capped at the page's end.
          expiresAt: Date.now() + (cache ? lifetime : ends),
        };
        if (lifetime > 0) cache?.set(key, page, { ttl: lifetime });
      }
      return answer(page, headers);
    },
    clear: () => cache?.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
