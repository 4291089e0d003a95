import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.port.ts';

export type { FileStorage, StoredStream } from './storage.port.ts';

/** Local disk under `<DATA_DIR>/uploads/` by default; an S3-compatible bucket with STORAGE=s3. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  if (config.storage.mode === 's3') return createS3Storage(config.storage);
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}
