import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.port.ts';

/** Local default: files under `<DATA_DIR>/uploads/`. Keys are ours, never user paths. */
export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return stat(resolve(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
