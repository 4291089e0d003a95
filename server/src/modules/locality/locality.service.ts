import {
  LOCALITY_MAX_PAGE,
  LOCALITY_MIN_CHARACTERS,
  LOCALITY_PAGE_SIZE,
  type Locality,
  type LocalitySearchResponse,
} from '@alliance/shared/locality';
import { foldText } from '@alliance/shared/text';
import type { Database } from '../../db/client.ts';
import { createLocalityRepo, type NameMatch, type PrefixRange } from './locality.repo.ts';

/** What a typed query searches: a place-name prefix or a postal-code prefix. */
export type LocalityMatch = ({ kind: 'name' } & NameMatch) | ({ kind: 'postal' } & PrefixRange);

// A GB postcode as typed: outward code (SW1A, EC1A, M1) then, maybe, the inward code (1AA).
const GB_POSTCODE_START = /^[a-z]{1,2}\d/i;
const GB_FULL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\d[A-Z]{2}$/;

/**
 * The search a query means, or null when it is too short to search. GB stores outward codes
 * only and PT its CP4 only, so what is typed after them ("EC1A 1BB", "4000-322") is cut.
 */
export function parseLocalityQuery(query: string): LocalityMatch | null {
  const typed = query.trim();
  if ((typed.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < LOCALITY_MIN_CHARACTERS) return null;

  if (/^\d/.test(typed)) {
    // "33 000" is 33000; "4000-322" is PT's 4000; anything after the digits is ignored.
    const code = (/^[\d\s]+/.exec(typed)?.[0] ?? '').replace(/\s/g, '');
    return { kind: 'postal', ...prefixRange(code) };
  }
  if (GB_POSTCODE_START.test(typed)) {
    const first = typed.toUpperCase().split(/\s+/)[0] ?? '';
    const outward = /\s/.test(typed) ? first : (GB_FULL_POSTCODE.exec(first)?.[1] ?? first);
    return { kind: 'postal', ...prefixRange(outward.replace(/[^A-Z\d]/g, '')) };
  }

  // Stored names are folded ("saint-etienne", "chateau-chinon (ville)"); a run of spaces or
  // punctuation typed matches any run of them in the name, so "saint eti", "SAINT-ETI" and
  // "saint'eti" find it alike. Words hold only letters and digits: nothing to escape.
  const words = foldText(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const [first = ''] = words;
  return {
    kind: 'name',
    like: `${words.join('_%')}%`,
    // One word: the range alone is the exact match, and the empty pattern costs nothing.
    pattern: words.length > 1 ? `^${words.join('[^a-z0-9]+')}` : '',
    ...prefixRange(first),
  };
}

/**
 * Bounds every string starting with `prefix` lies in, byte-wise (text_pattern_ops): passed as
 * parameters, they let the generic plan of a prepared statement use the index, which a
 * parameterised LIKE does not.
 */
function prefixRange(prefix: string): PrefixRange {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined) return { from: '', to: '' };
  return { from: prefix, to: chars.join('') + String.fromCodePoint(last + 1) };
}

const EMPTY_ANSWER = JSON.stringify({ results: [], next_page: null } satisfies LocalitySearchResponse);

export interface LocalityServiceOptions {
  /** Answers kept in memory (least recently used dropped first); 0 turns the cache off. */
  cacheSize?: number;
  cacheTtlMs?: number;
}

/**
 * Answers are cached in process: places change only when the seed runs, HTTP caches may keep
 * them an hour anyway (Cache-Control), and autocomplete traffic repeats the same few prefixes,
 * whose short forms ("sai") are the expensive ones: thousands of communes to rank.
 */
export function createLocalityService(db: Database, options: LocalityServiceOptions = {}) {
  const repo = createLocalityRepo(db);
  // Answers are kept serialized: a hit then costs neither a database query nor a serialization.
  const cache = lruCache<string>(options.cacheSize ?? 5000, options.cacheTtlMs ?? 3_600_000);

  async function load(match: LocalityMatch, country: string, page: number): Promise<LocalitySearchResponse> {
    const offset = (page - 1) * LOCALITY_PAGE_SIZE;
    // One row more than a page tells whether there is a next page without counting.
    const window = { country, offset, limit: LOCALITY_PAGE_SIZE + 1 };
    const rows =
      match.kind === 'name'
        ? await repo.byName({ ...match, ...window, cityLimit: offset + window.limit })
        : await repo.byPostalCode({ ...match, ...window });
    const results: Locality[] = rows.slice(0, LOCALITY_PAGE_SIZE).map((row) => ({
      label: `${row.city} (${row.zipCode})`,
      ...row,
    }));
    const more = rows.length > LOCALITY_PAGE_SIZE && page < LOCALITY_MAX_PAGE;
    return { results, next_page: more ? page + 1 : null };
  }

  return {
    /** The answer as JSON text (a `LocalitySearchResponse`), ready to send. */
    async search(query: string, country: string, page: number): Promise<string> {
      const match = parseLocalityQuery(query);
      if (!match?.from) return EMPTY_ANSWER;
      // Keyed by what is searched, so "Saint-Éti" and "saint eti" share one entry.
      const key = JSON.stringify([match, country, page]);
      const cached = cache.get(key);
      if (cached) return cached;
      const answer = JSON.stringify(await load(match, country, page));
      cache.set(key, answer);
      return answer;
    },
  };
}

export type LocalityService = ReturnType<typeof createLocalityService>;

/** A Map keeps insertion order: re-inserting on read makes its first key the least recently used. */
function lruCache<T>(size: number, ttlMs: number) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires < Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T) {
      if (size <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}
