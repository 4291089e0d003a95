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
 * The image proxy's short-lived memory, one per process: which ids are servable (IMAGE_CACHE_SECONDS, 10 by default: a hidden
 * or deleted image stops being served by every process within that time, at once by this one),
 * and the bytes of recently served files (an upload's variant never changes under its key; the
 * row is checked first, so a hidden image's bytes are never sent).
 */
export function createImageCache(options: { rowSeconds?: number; maxBytes?: number } = {}) {
  const rowSeconds = options.rowSeconds ?? 10;
  const rows = new LRUCache<number, ServableImage | false>({ max: 20_000, ttl: Math.max(1, rowSeconds * 1000) });
  const files = new LRUCache<string, CachedFile>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (file) => file.bytes.length || 1,
  });
  return {
    /** The servable row of `id` (false: unknown or hidden), from memory or from `load`. */
    async row(id: number, load: (id: number) => Promise<ServableImage | undefined>): Promise<ServableImage | false> {
      const known = rowSeconds > 0 ? rows.get(id) : undefined;
      if (known !== undefined) return known;
      const row = (await load(id)) ?? false;
      if (rowSeconds > 0) rows.set(id, row);
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
