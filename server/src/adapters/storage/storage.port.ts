import type { Readable } from 'node:stream';

/** A stored file read as a stream: its bytes (the whole file, or the asked range) and its full size. */
export interface StoredStream {
  body: Readable;
  /** The whole file's size in bytes (not the range's). */
  size: number;
}

/** A stored file as a listing gives it. */
export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded and generated files live (ARCHITECTURE.md adapters): local disk by default
 * (`STORAGE=disk`, `<DATA_DIR>/uploads/`), an S3-compatible bucket in production (`STORAGE=s3`).
 * Keys are ours (`images/12/<uuid>/720.webp`), never a user's file name or path.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the data under the key, replacing any file there. A stream is consumed to its end
   * (a big upload is never held whole in memory); `size` is its length when known.
   */
  put(key: string, data: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** The file's bytes, or null when no file has that key (small files: image variants). */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (videos), from `range.start` to `range.end` inclusive when given; null when missing. */
  stream(key: string, range?: { start: number; end: number }): Promise<StoredStream | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the files; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored file under the folder `prefix` (`images/`), with when it was last written: the leftovers' sweep. */
  list(prefix: string): AsyncIterable<StoredEntry>;
}
