import { LRUCache } from 'lru-cache';

/** What the proxy needs of an image row: where its files are and whether it may be served. */
export interface ServableImage {
  id: number;
  storageKey: string;
  mimeType: string;
  variantPrefix: string | null;
  widths: number[] | null;
}

/** Stored bytes and their validator. */
export interface CachedFile {
  bytes: Buffer;
  etag: string;
}

/**
 * The image proxy's short-lived memory, one per process: which ids are NOT servable
 * (IMAGE_CACHE_SECONDS, 10 by default: a newly shown image may wait that long), and the bytes of
 * recently served files (an upload's variant never changes under its key). A servable answer is
 * never kept (issue 21, security 6): the database is read before every image sent (one indexed
 * lookup of the image and its provider), so a hidden image, an unpublished provider or a deleted
 * account stops being served at once by every process, with no message between processes to lose.
 */
export function createImageCache(options: { rowSeconds?: number; maxBytes?: number } = {}) {
  const rowSeconds = options.rowSeconds ?? 10;
  const rows = new LRUCache<number, false>({ max: 20_000, ttl: Math.max(1, rowSeconds * 1000) });
  const files = new LRUCache<string, CachedFile>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (file) => file.bytes.length || 1,
  });
  return {
    /** The servable row of `id` (false: unknown or hidden), from memory or from `load`. */
    async row(id: number, load: (id: number) => Promise<ServableImage | undefined>): Promise<ServableImage | false> {
      if (rowSeconds > 0 && rows.get(id) === false) return false;
      const row = (await load(id)) ?? false;
      if (rowSeconds > 0 && row === false) rows.set(id, false);
      return row;
    },
    file: (key: string) => files.get(key),
    keepFile: (key: string, file: CachedFile) => files.set(key, file),
    /** This process's change to an image (hidden, deleted, replaced): forgotten now. */
    forget(id: number) {
      rows.delete(id);
    },
  };
}

export type ImageCache = ReturnType<typeof createImageCache>;
