import { and, asc, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  departements,
  LISTED_PROVIDER,
  providerLanguages,
  providerServiceTypes,
  providers,
  serviceTypes,
} from '../../db/schema/index.ts';

/** The optional filters of `get-all-{product}`; they combine (AND). */
export interface ProviderFilters {
  /** A département code of the country (`33`, `2A`). */
  departement?: string | undefined;
  /** An exact postal code. */
  cp?: string | undefined;
  /** A service type slug. */
  service?: string | undefined;
  /** A spoken language, iso code. */
  langue?: string | undefined;
}

export interface ProvidersPageQuery extends ProviderFilters {
  country: string;
  page: number;
  size: number;
}

type Params = Record<'country' | 'departement' | 'cp' | 'service' | 'langue', Placeholder | string> &
  Record<'limit' | 'offset', Placeholder | number>;
const PLACEHOLDERS = Object.fromEntries(
  ['country', 'departement', 'cp', 'service', 'langue', 'limit', 'offset'].map((name) => [name, sql.placeholder(name)]),
) as Params;

const FILTERS = ['departement', 'cp', 'service', 'langue'] as const;
type Present = Record<(typeof FILTERS)[number], boolean>;

/**
 * One page of provider ids for the filters present, with placeholders (to prepare) or values
 * (to EXPLAIN in tests). The order is total and stable — premium first, then the oldest account,
 * then the id — so consecutive pages neither overlap nor skip. It is the order of the list indexes
 * (country, département, postal code): the page is read from one of them in order, each row checked
 * against the service and language link tables by index probes; for a rare service or language the
 * planner may start from the link table's reverse index instead and sort the few matches.
 */
export function providersPageQuery(db: Database, present: Present, p: Params = PLACEHOLDERS) {
  const conditions: (SQL | undefined)[] = [
    LISTED_PROVIDER,
    // A département belongs to the country: without a postal code the country filter is left
    // out, so the planner walks the département's ordered index rather than the country's.
    present.departement && !present.cp ? undefined : eq(providers.countryCode, p.country),
    present.departement
      ? eq(
          providers.departementId,
          db
            .select({ id: departements.id })
            .from(departements)
            .where(and(eq(departements.countryCode, p.country), eq(departements.code, p.departement))),
        )
      : undefined,
    present.cp ? eq(providers.cp, p.cp) : undefined,
    // An unknown slug makes the scalar subquery null: no provider matches, the page is empty.
    present.service
      ? exists(
          db
            .select({ one: sql`1` })
            .from(providerServiceTypes)
            .where(
              and(
                eq(providerServiceTypes.providerId, providers.id),
                eq(
                  providerServiceTypes.serviceTypeId,
                  db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.slug, p.service)),
                ),
              ),
            ),
        )
      : undefined,
    present.langue
      ? exists(
          db
            .select({ one: sql`1` })
            .from(providerLanguages)
            .where(and(eq(providerLanguages.providerId, providers.id), eq(providerLanguages.languageIso, p.langue))),
        )
      : undefined,
  ];
  return (
    db
      .select({ id: providers.id })
      .from(providers)
      .where(and(...conditions))
      // `nulls last` as in the indexes (drizzle-kit writes DESC NULLS LAST): a plain `desc` means
      // NULLS FIRST, which no index matches, and PostgreSQL would sort the whole list instead.
      .orderBy(sql`${providers.isPremium} desc nulls last`, asc(providers.createdAt), asc(providers.id))
      .limit(p.limit)
      .offset(p.offset)
  );
}

/**
 * Pages of the provider list by deferred join: the page's ids come from a narrow ordered scan
 * (index-only), then only those rows are read for their cards.
 */
export function createProvidersRepo(db: Database) {
  // One prepared statement per combination of filters present (at most 16), made on first use:
  // an "is this filter given?" test inside one statement would hide the indexes from the planner.
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  const prepare = (present: Present, name: string) => providersPageQuery(db, present).prepare(name);
  const statementFor = (present: Present) => {
    const key = FILTERS.map((filter) => (present[filter] ? filter[0] : '_')).join('');
    let statement = prepared.get(key);
    if (!statement) {
      statement = prepare(present, `providers_page_${key}`);
      prepared.set(key, statement);
    }
    return statement;
  };

  return {
    /** Ids of one page of the country's providers matching the filters, and whether more follow. */
    async page(query: ProvidersPageQuery) {
      const present = Object.fromEntries(FILTERS.map((filter) => [filter, Boolean(query[filter])])) as Present;
      const rows = await statementFor(present).execute({
        country: query.country,
        departement: query.departement,
        cp: query.cp,
        service: query.service,
        langue: query.langue,
        limit: query.size + 1,
        offset: (query.page - 1) * query.size,
      });
      return { ids: rows.slice(0, query.size).map((row) => row.id), hasMore: rows.length > query.size };
    },
  };
}

export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
