import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  departements,
  LISTED_PROVIDER,
  NOT_PREMIUM_PROVIDER,
  PREMIUM_PROVIDER,
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
 * (to EXPLAIN in tests). The order is total and stable — premium now first, then the oldest
 * account, then the id — so consecutive pages neither overlap nor skip. Premium is
 * `premium_until > now()`, which no index can hold, so the page is read in two parts in one
 * statement (one `now()`, one premium set): the premium providers matching the filters, a range of
 * a premium index (few rows, sorted whole), then the others from a list index (country,
 * département, postal code) in order, the premium ones filtered out on its trailing
 * `premium_until` and the offset shifted back by the number of premium ones. Each row is checked
 * against the service and language link tables by index probes; for a rare service or language
 * the planner may start from the link table's reverse index instead and sort the few matches.
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
  const where = and(...conditions);
  const page = sql`(with premium as (
      select ${providers.id} as id, ${providers.createdAt} as created_at from ${providers} where ${where} and ${PREMIUM_PROVIDER}
    )
    select id from (
      (select id, true as premium, created_at from premium order by created_at, id limit ${p.limit} offset ${p.offset})
      union all
      (select ${providers.id}, false, ${providers.createdAt} from ${providers} where ${where} and ${NOT_PREMIUM_PROVIDER}
        order by ${providers.createdAt}, ${providers.id}
        limit ${p.limit} offset greatest(${p.offset}::int - (select count(*) from premium), 0))
    ) ranked order by premium desc, created_at, id limit ${p.limit}) as page`;
  return db.select({ id: sql<number>`page.id` }).from(page);
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
