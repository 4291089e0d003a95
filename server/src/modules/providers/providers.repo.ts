import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  departements,
  images,
  LISTED_PROVIDER,
  languages,
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

/** A portrait this long (stored HTML, tags included) says something about the provider. */
export const SUBSTANTIAL_PORTRAIT_CHARS = 300;

/**
 * The completeness points of provider `p` (0–5), as the directory ranks them (`/how-we-rank/`):
 * a visible profile image, a substantial portrait, languages, services, an outside link.
 */
export const completenessOf = (p: SQL): SQL => sql`(
    (exists (select 1 from images i where i.provider_id = ${p}.id and i.is_profile and i.is_visible))::int
  + (length(${p}.portrait) >= ${sql.raw(String(SUBSTANTIAL_PORTRAIT_CHARS))})::int
  + (exists (select 1 from provider_languages l where l.provider_id = ${p}.id))::int
  + (exists (select 1 from provider_service_types s where s.provider_id = ${p}.id))::int
  + (exists (select 1 from provider_links k where k.provider_id = ${p}.id))::int
  )::smallint`;

/**
 * Recomputes the stored `profile_completeness` of these providers (all of them without ids).
 * Whoever changes an image, the portrait, languages, services or links calls it in the same
 * transaction, so the listing order never lags behind the profile.
 */
export async function refreshProfileCompleteness(db: Executor, providerIds?: readonly number[]): Promise<void> {
  if (providerIds && providerIds.length === 0) return;
  const which = providerIds ? sql`and p.id in ${providerIds}` : sql``;
  await db.execute(sql`update providers p set profile_completeness = ${completenessOf(sql`p`)}
    where p.profile_completeness is distinct from ${completenessOf(sql`p`)} ${which}`);
}

/**
 * The rows of provider cards by ids (placeholders `ids` and `locale`), prepared: one query whatever
 * the number of ids, the profile image and the languages from correlated subqueries on indexed keys.
 * A join, not a single-table select: drizzle then qualifies every column, the subquery's too.
 * At most one profile image per provider (unique partial index). `is_profile` and `is_visible`
 * are written as SQL, not bound: they select that partial index.
 */
export const prepareProviderCardsByIds = (db: Database) =>
  db
    .select({
      id: providers.id,
      publicId: providers.publicId,
      slug: providers.slug,
      name: providers.name,
      city: providers.city,
      cp: providers.cp,
      portrait: providers.portrait,
      isPremium: sql<boolean>`coalesce(${PREMIUM_PROVIDER}, false)`,
      lastLoginAt: providers.lastLoginAt,
      imageId: images.id,
      langues: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'iso', ${languages.iso},
          'label', coalesce(nullif(${languages.labels} ->> ${sql.placeholder('locale')}::text, ''), ${languages.labels} ->> 'fr')
        ) order by ${languages.position}, ${languages.iso}), '[]'::json)
        from ${providerLanguages} join ${languages} on ${languages.iso} = ${providerLanguages.languageIso}
        where ${providerLanguages.providerId} = ${providers.id})`,
    })
    .from(providers)
    .leftJoin(images, and(eq(images.providerId, providers.id), sql`${images.isProfile}`, sql`${images.isVisible}`))
    .where(and(sql`${providers.id} = any(${sql.placeholder('ids')}::int[])`, LISTED_PROVIDER))
    .prepare('provider_cards_by_ids');
