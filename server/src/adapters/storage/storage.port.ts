/** Where uploaded and generated files live: local disk by default, an S3-compatible bucket later. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}
