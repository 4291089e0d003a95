import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type Encoding, matchesEtag, pickEncoding } from './http-cache.ts';

/** A rendered page, with its compressed forms made on first demand. */
interface CachedPage {
  identity: Buffer;
  hash: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PageCacheOptions {
  /** How long a rendered page is served before it is rendered again; 0 turns the cache off. */
  ttlSeconds: number;
  /** Memory budget of the rendered pages (raw and compressed bytes). */
  maxBytes?: number;
}

export interface PageAnswer {
  body: Buffer;
  etag: string;
  encoding: Encoding;
  notModified: boolean;
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
    return { body, etag, encoding, notModified: matchesEtag(headers['if-none-match'], etag) };
  }

  return {
    /**
     * The page under `key`, rendered by `render` when it is not cached (or the cache is off).
     * `render` answering undefined (a 404, a redirect) caches nothing.
     */
    async serve(
      key: string,
      headers: { 'accept-encoding'?: string; 'if-none-match'?: string },
      render: () => Promise<string | undefined>,
    ): Promise<PageAnswer | undefined> {
      let page = cache?.get(key);
      if (!page) {
        const html = await render();
        if (html === undefined) return undefined;
        const identity = Buffer.from(html);
        page = { identity, hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27) };
        cache?.set(key, page);
      }
      return answer(page, headers);
    },
    clear: () => cache?.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
