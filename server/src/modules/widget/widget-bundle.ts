import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../../www/http-cache.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface BundleVariant {
  body: Buffer;
  /** Strong validator of this representation: a coding changes the bytes, so it changes the tag. */
  etag: string;
}

export interface WidgetBundle {
  variants: Record<Encoding, BundleVariant>;
  mtimeMs: number;
}

/**
 * The built widget script, read lazily and kept in memory with its gzip and brotli forms
 * (compressed once at load, at the highest levels: it is served many times and changes rarely).
 * The file's mtime is checked on each call, so a rebuild while the server runs is picked up.
 */
function createBundleLoader(file: string) {
  let current: WidgetBundle | undefined;
  // One read at a time: concurrent first requests share it instead of compressing in parallel.
  let pending: { key: string; promise: Promise<WidgetBundle> } | undefined;

  async function load(key: string, mtimeMs: number): Promise<WidgetBundle> {
    const identity = await readFile(file);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ]);
    const bundle: WidgetBundle = {
      mtimeMs,
      variants: {
        identity: { body: identity, etag: `"${hash}"` },
        gzip: { body: gz, etag: `"${hash}-gz"` },
        br: { body: br, etag: `"${hash}-br"` },
      },
    };
    if (pending?.key === key) current = bundle;
    return bundle;
  }

  return {
    /** The built file on disk. */
    file,
    /** The bundle, or undefined when the file does not exist (not built yet). */
    async get(): Promise<WidgetBundle | undefined> {
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          current = undefined;
          return undefined;
        }
        throw error;
      }
      const key = `${info.mtimeMs}:${info.size}`;
      if (current && `${current.mtimeMs}:${current.variants.identity.body.length}` === key) return current;
      if (pending?.key !== key) pending = { key, promise: load(key, info.mtimeMs) };
      try {
        return await pending.promise;
      } catch (error) {
        // Deleted between stat and read (a rebuild empties dist/ first): the same as not built.
        if (pending?.key === key) pending = undefined;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type BundleLoader = ReturnType<typeof createBundleLoader>;

/**
 * The www host's built scripts, read from the widget's output folder: the widget, the directory
 * pages' enhancement (`vite.directory.config.ts` builds it beside the widget) and the widget's
 * proof-of-work solver (vite.pow.config.ts).
 */
export function createBuiltScripts(widgetBundleFile: string) {
  const beside = (name: string) => path.join(path.dirname(widgetBundleFile), name);
  return {
    widget: createBundleLoader(widgetBundleFile),
    directory: createBundleLoader(beside('directory.js')),
    pow: createBundleLoader(beside('pow.js')),
  };
}

export type BuiltScripts = ReturnType<typeof createBuiltScripts>;
