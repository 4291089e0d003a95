import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database } from '../../db/client.ts';
import { namedStorageKeys } from './media-sweep.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Stored folders of uploads whose keys a database row names (images' variants, video files). */
const STORED_FOLDERS = ['images/', 'videos/'] as const;
/** Keys checked against the database per query. */
const BATCH = 500;

/**
 * Crash leftovers (issue 21, security 5): a `kill -9` during an upload leaves its temporary file
 * under `DATA_DIR/tmp`, and variants stored before their row was written stay in the storage
 * with no row naming them. Both are deleted once older than an hour (an upload under way is
 * minutes old at most), at start and once an hour. Several processes may run it together with no
 * lock: a file never gains a row once an hour old (rows are written right after their files),
 * and a delete tolerates a file already gone, so two sweeps at once delete the same files once.
 */
export function createLeftoversSweep(deps: {
  db: Database;
  storage: FileStorage;
  /** `DATA_DIR/tmp`: the uploads' temporary files. */
  tmpDir: string;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  /** Temporary files older than `cutoff`, on this machine's disk (whatever the storage). */
  async function sweepTemporary(cutoff: number): Promise<number> {
    const entries = await readdir(deps.tmpDir, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Of `keys`, those no image or video row names (an image's variants are named by their prefix). */
  async function unreferenced(keys: string[]): Promise<string[]> {
    const prefixes = [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('/'))))];
    const known = new Set(await namedStorageKeys(deps.db, prefixes, keys));
    return keys.filter((key) => !known.has(key) && !known.has(key.slice(0, key.lastIndexOf('/'))));
  }

  /** Stored files older than `cutoff` that no row names. */
  async function sweepStored(cutoff: number): Promise<number> {
    let removed = 0;
    for (const folder of STORED_FOLDERS) {
      let batch: string[] = [];
      const flush = async () => {
        const orphans = batch.length > 0 ? await unreferenced(batch) : [];
        if (orphans.length > 0) await deps.storage.delete(orphans);
        removed += orphans.length;
        batch = [];
      };
      for await (const entry of deps.storage.list(folder)) {
        if (entry.modifiedAt.getTime() >= cutoff) continue;
        batch.push(entry.key);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    return removed;
  }

  /** One round: how many temporary and stored files it deleted. */
  async function run(): Promise<{ temporary: number; stored: number }> {
    const cutoff = deps.clock().getTime() - HOUR_MS;
    const swept = { temporary: await sweepTemporary(cutoff), stored: await sweepStored(cutoff) };
    if (swept.temporary + swept.stored > 0)
      deps.log?.info(swept, 'crash leftovers deleted (temporary uploads, unreferenced files)');
    return swept;
  }

  let timer: NodeJS.Timeout | undefined;
  // The round in progress, which stop() lets finish (a closing app does not cut a deletion short).
  let current: Promise<unknown> | undefined;
  return {
    run,
    /** At once, then every hour; a failed round is logged and the next one tries again. */
    start(intervalMs = HOUR_MS) {
      const round = () => {
        current = run().catch((error: unknown) => deps.log?.error({ err: error }, 'leftovers sweep failed'));
      };
      round();
      timer ??= setInterval(round, intervalMs);
      timer.unref();
    },
    /** No more rounds; resolves once the round in progress is over. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}

export type LeftoversSweep = ReturnType<typeof createLeftoversSweep>;
