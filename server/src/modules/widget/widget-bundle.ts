import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

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
export function createBundleLoader(file: string) {
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

/**
 * The coding to answer with for an Accept-Encoding header: brotli, then gzip, then none.
 * A coding is accepted when named (or covered by `*`) with a q-value above 0.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2), `*` included. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
