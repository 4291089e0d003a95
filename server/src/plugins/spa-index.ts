import { readFile, stat } from 'node:fs/promises';

/**
 * The app's index.html, kept in memory and read again when the file changes (a rebuild while the
 * server runs is served without a restart). Undefined while it does not exist (not built yet).
 */
export function createIndexLoader(file: string) {
  let cached: { key: string; html: string } | undefined;
  return {
    async get(): Promise<string | undefined> {
      try {
        const info = await stat(file);
        const key = `${info.mtimeMs}:${info.size}`;
        if (cached?.key !== key) cached = { key, html: await readFile(file, 'utf8') };
        return cached.html;
      } catch (error) {
        // Missing, or deleted between stat and read (a rebuild empties dist/ first): not built.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          cached = undefined;
          return undefined;
        }
        throw error;
      }
    },
  };
}
