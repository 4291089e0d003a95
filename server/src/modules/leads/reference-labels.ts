import type { Locale } from '@alliance/shared/locale';
import type { Database } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import { referenceLabelRows } from './leads.repo.ts';

export interface ReferenceLabels {
  eventType(slug: string | null | undefined, locale: Locale): string | null;
  serviceType(slug: string | null | undefined, locale: Locale): string | null;
  range(kind: 'guest' | 'budget' | 'planner_budget', slug: string | null | undefined, locale: Locale): string | null;
  language(iso: string, locale: Locale): string;
  /** A range's lower bound (guests, or budget cents): the price grid reads it. */
  rangeMin(kind: 'guest' | 'budget', slug: string | null | undefined): number | null;
}

const TTL_MS = 60_000;

/**
 * The reference lists (event types, services, ranges, languages) by slug, in every language: a
 * lead is stored with slugs and shown in the provider's language. They are small and change with
 * a seed, so each process keeps them a minute (no state that outlives a short cache).
 */
export function createReferenceLabels(db: Database): () => Promise<ReferenceLabels> {
  let cached: { at: number; labels: Promise<ReferenceLabels> } | undefined;

  async function load(): Promise<ReferenceLabels> {
    const [types, services, rangeRows, languageRows] = await referenceLabelRows(db);
    const byKey = <T extends { labels?: Translations; names?: Translations }>(rows: T[], key: (row: T) => string) =>
      new Map(rows.map((row) => [key(row), row]));
    const typeMap = byKey(types, (r) => r.slug);
    const serviceMap = byKey(services, (r) => r.slug);
    const rangeMap = byKey(rangeRows, (r) => `${r.kind}:${r.slug}`);
    const languageMap = byKey(languageRows, (r) => r.iso);
    const pick = (texts: Translations | undefined, locale: Locale) => (texts ? texts[locale] || texts.fr : null);
    return {
      eventType: (slug, locale) => (slug ? (pick(typeMap.get(slug)?.names, locale) ?? slug) : null),
      serviceType: (slug, locale) => (slug ? (pick(serviceMap.get(slug)?.names, locale) ?? slug) : null),
      range: (kind, slug, locale) => (slug ? (pick(rangeMap.get(`${kind}:${slug}`)?.labels, locale) ?? slug) : null),
      language: (iso, locale) => pick(languageMap.get(iso)?.labels, locale) ?? iso,
      rangeMin: (kind, slug) => (slug ? (rangeMap.get(`${kind}:${slug}`)?.min ?? null) : null),
    };
  }

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > TTL_MS) {
      const labels = load();
      cached = { at: now, labels };
      // A failed load is not kept: the next call tries again.
      labels.catch(() => {
        if (cached?.labels === labels) cached = undefined;
      });
    }
    return cached.labels;
  };
}
