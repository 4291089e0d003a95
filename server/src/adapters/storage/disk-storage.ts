import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.port.ts';
import { checkRange, checkStorageKey } from './storage-key.ts';

const isErrno = (error: unknown, ...codes: string[]) => codes.includes((error as NodeJS.ErrnoException).code ?? '');

/** Local default: files under `<DATA_DIR>/uploads/`. Keys are ours, never user paths. */
export function createDiskStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const resolve = (key: string) => {
    const file = path.resolve(resolvedRoot, checkStorageKey(key));
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over the key: a reader never sees half a file, and a failed
      // or aborted upload leaves the previous file (or none) rather than a truncated one.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data, { flag: 'wx' });
        else await pipeline(data, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        // A folder (the parent of other keys) is no file, as in a bucket.
        if (isErrno(error, 'ENOENT', 'EISDIR')) return null;
        throw error;
      }
    },
    async stream(key, range) {
      if (range) checkRange(range);
      const file = resolve(key);
      // Size and bytes from the same open file, even if the key is replaced meanwhile.
      const handle = await open(file, 'r').catch((error) => {
        if (isErrno(error, 'ENOENT')) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        if (range && range.start >= info.size) throw new RangeError(`range ${range.start}- starts past the ${info.size} bytes`);
        return { body: handle.createReadStream(range ?? {}), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      const file = resolve(key);
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async *list(prefix) {
      // Walked from the prefix's folder; `.x.tmp` files of a put under way are not stored files.
      const folder = resolve(prefix.replace(/\/$/, ''));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isErrno(error, 'ENOENT')) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(resolvedRoot, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
    async delete(keys) {
      const files = keys.map(resolve);
      for (const file of files) {
        await unlink(file).catch((error) => {
          if (!isErrno(error, 'ENOENT')) throw error;
        });
      }
    },
  };
}
