import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import {
  countries,
  departementDailyStats,
  departements,
  portfolioDailyViews,
  portfolios,
  providerDailyStats,
  providers,
  regions,
} from '../../db/schema/index.ts';

/** The areas a provider's figures are compared with, smallest first. */
export type ComparisonScope = 'departement' | 'region' | 'country';

/** The provider's areas, each with its number of published providers (the provider included when published). */
export interface ProviderAreas {
  departement: { id: number; code: string; name: string; providers: number };
  region: { id: number; code: string; name: string; providers: number } | null;
  country: { code: string; name: string; providers: number };
}

/** The lead figures of a window, summed over its days (one provider's, or a département's). */
export interface LeadSums {
  requests: number;
  viewed: number;
  unlocked: number;
  rejected: number;
  viewDelays: number[];
  unlockDelays: number[];
}

const BUCKETS = 16;

/** The window's sums of a rollup table (the histograms element by element, as "n,n,…" text: parsed alike on both drivers). */
function sums(table: typeof providerDailyStats | typeof departementDailyStats) {
  const histogram = (column: AnyPgColumn) =>
    sql<string>`array_to_string(array[${sql.join(
      Array.from({ length: BUCKETS }, (_, i) => sql`coalesce(sum(${column}[${sql.raw(String(i + 1))}]), 0)`),
      sql`, `,
    )}], ',')`;
  return {
    requests: sql<number>`coalesce(sum(${table.requests}), 0)::int`,
    viewed: sql<number>`coalesce(sum(${table.viewed}), 0)::int`,
    unlocked: sql<number>`coalesce(sum(${table.unlocked}), 0)::int`,
    rejected: sql<number>`coalesce(sum(${table.rejected}), 0)::int`,
    viewDelays: histogram(table.viewDelays),
    unlockDelays: histogram(table.unlockDelays),
  };
}

const parsed = <T extends { viewDelays: string; unlockDelays: string }>(row: T) => ({
  ...row,
  viewDelays: row.viewDelays.split(',').map(Number),
  unlockDelays: row.unlockDelays.split(',').map(Number),
});

/**
 * The statistics' reads (daily rollups, a year is 365 index entries per provider) and the view
 * counters' writes. The hot reads are prepared (ARCHITECTURE.md).
 */
export function createStatisticsRepo(db: Database) {
  const providerId = sql.placeholder('providerId');
  const from = sql.placeholder('from');

  const viewsByDay = db
    .select({ day: providerDailyStats.day, count: providerDailyStats.profileViews })
    .from(providerDailyStats)
    .where(and(eq(providerDailyStats.providerId, providerId), gte(providerDailyStats.day, from)))
    .orderBy(asc(providerDailyStats.day))
    .prepare('stats_views_by_day');

  const providerSums = db
    .select(sums(providerDailyStats))
    .from(providerDailyStats)
    .where(and(eq(providerDailyStats.providerId, providerId), gte(providerDailyStats.day, from)))
    .prepare('stats_provider_sums');

  /** The rollups' sums of every département of one area over the window. */
  async function areaSums(scope: ComparisonScope, key: number | string, since: string): Promise<LeadSums> {
    const where =
      scope === 'departement'
        ? eq(departements.id, Number(key))
        : scope === 'region'
          ? eq(departements.regionId, Number(key))
          : eq(departements.countryCode, String(key));
    const [row] = await db
      .select(sums(departementDailyStats))
      .from(departementDailyStats)
      .innerJoin(departements, eq(departements.id, departementDailyStats.departementId))
      .where(and(where, gte(departementDailyStats.day, since)));
    if (!row) throw new Error('an aggregate answers one row');
    return parsed(row);
  }

  return {
    areaSums,

    /** The provider's département, région and country with their published providers; undefined without a département. */
    async areasOf(id: number): Promise<ProviderAreas | undefined> {
      const published = sql`p.published_at is not null`;
      const [row] = await db
        .select({
          departementId: departements.id,
          departementCode: departements.code,
          departementName: departements.name,
          regionId: regions.id,
          regionCode: regions.code,
          regionName: regions.name,
          countryCode: countries.code,
          countryName: countries.name,
          inDepartement: sql<number>`(select count(*) from providers p where p.departement_id = ${departements.id} and ${published})::int`,
          inRegion: sql<number>`(select count(*) from providers p join departements pd on pd.id = p.departement_id
            where pd.region_id = ${departements.regionId} and ${published})::int`,
          inCountry: sql<number>`(select count(*) from providers p join departements pd on pd.id = p.departement_id
            where pd.country_code = ${departements.countryCode} and ${published})::int`,
        })
        .from(providers)
        .innerJoin(departements, eq(departements.id, providers.departementId))
        .leftJoin(regions, eq(regions.id, departements.regionId))
        .innerJoin(countries, eq(countries.code, departements.countryCode))
        .where(eq(providers.id, id));
      if (!row) return undefined;
      return {
        departement: {
          id: row.departementId,
          code: row.departementCode,
          name: row.departementName,
          providers: row.inDepartement,
        },
        region:
          row.regionId !== null && row.regionCode !== null && row.regionName !== null
            ? { id: row.regionId, code: row.regionCode, name: row.regionName, providers: row.inRegion }
            : null,
        country: { code: row.countryCode, name: row.countryName, providers: row.inCountry },
      };
    },

    /** The provider's profile views per day since `from` (days without a row are not listed). */
    viewsByDay: (id: number, since: string) => viewsByDay.execute({ providerId: id, from: since }),

    async providerSums(id: number, since: string): Promise<LeadSums> {
      const [row] = await providerSums.execute({ providerId: id, from: since });
      if (!row) throw new Error('an aggregate answers one row');
      return parsed(row);
    },

    /** The provider's portfolios (all of them, published or not), or the one asked for when it is theirs. */
    portfoliosOf(id: number, only: number | undefined) {
      const mine = eq(portfolios.providerId, id);
      return db
        .select({ id: portfolios.id, title: portfolios.title })
        .from(portfolios)
        .where(only === undefined ? mine : and(mine, eq(portfolios.id, only)))
        .orderBy(asc(portfolios.id));
    },

    /** Views per portfolio and day since `from`, for these portfolios. */
    portfolioViews(ids: number[], since: string) {
      if (ids.length === 0) return Promise.resolve([]);
      return selectRows<{ portfolio_id: number; day: string; views: number }>(
        db,
        sql`select portfolio_id, day::text as day, views from ${portfolioDailyViews}
          where portfolio_id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)}) and day >= ${since}::date
          order by portfolio_id, day`,
      );
    },

    /**
     * Counts a view of a published provider's profile on `day`, once per visitor, unless the
     * visitor is the owner's browser of the day: one statement, so two calls of one visitor
     * count once (the visitors' primary key decides).
     */
    countProfileView(id: number, visitor: string, owner: string, day: string) {
      return countView(
        db,
        sql`select id as provider_id, id as target from providers where id = ${id} and published_at is not null`,
        sql`insert into profile_view_visitors (day, provider_id, visitor)`,
        sql`insert into provider_daily_stats as s (provider_id, day, profile_views) select target, ${day}::date, 1 from counted
          on conflict (provider_id, day) do update set profile_views = s.profile_views + 1`,
        { visitor, owner, day, column: 'provider_id' },
      );
    },

    /** The same for a published portfolio of a published provider. */
    countPortfolioView(id: number, visitor: string, owner: string, day: string) {
      return countView(
        db,
        sql`select p.provider_id, p.id as target from portfolios p join providers pr on pr.id = p.provider_id
          where p.id = ${id} and p.published_at is not null and pr.published_at is not null`,
        sql`insert into portfolio_view_visitors (day, portfolio_id, visitor)`,
        sql`insert into portfolio_daily_views as s (portfolio_id, day, views) select target, ${day}::date, 1 from counted
          on conflict (portfolio_id, day) do update set views = s.views + 1`,
        { visitor, owner, day, column: 'portfolio_id' },
      );
    },

    /** Remembers the owner's browser of the day (the same hash a view from it would carry). */
    async recordOwner(id: number, owner: string, day: string): Promise<void> {
      await db.execute(sql`insert into profile_owner_visitors (day, provider_id, visitor) values (${day}::date, ${id}, ${owner})
        on conflict do nothing`);
    },

    /** Forgets the visitors of days before `day`: range deletes on the keys' leading column. */
    async forgetVisitorsBefore(day: string): Promise<void> {
      await db.execute(sql`delete from profile_view_visitors where day < ${day}::date`);
      await db.execute(sql`delete from portfolio_view_visitors where day < ${day}::date`);
      await db.execute(sql`delete from profile_owner_visitors where day < ${day}::date`);
    },
  };
}

/**
 * `found`: the page exists and is published; `counted`: this view was counted (a new visitor of
 * the day, not the owner). `target` gives (provider_id, target); the visitor insert's own columns
 * are (day, target, visitor).
 */
async function countView(
  db: Database,
  target: SQL,
  insertVisitor: SQL,
  bump: SQL,
  v: { visitor: string; owner: string; day: string; column: 'provider_id' | 'portfolio_id' },
): Promise<{ found: boolean; counted: boolean }> {
  const [row] = await selectRows<{ found: boolean; counted: boolean }>(
    db,
    sql`with target as (${target}),
      counted as (${insertVisitor} select ${v.day}::date, target, ${v.visitor} from target t
        where not exists (select 1 from profile_owner_visitors o
          where o.day = ${v.day}::date and o.provider_id = t.provider_id and o.visitor = ${v.owner})
        on conflict do nothing returning ${sql.raw(v.column)} as target),
      bumped as (${bump} returning 1)
    select exists (select 1 from target) as found, exists (select 1 from bumped) as counted`,
  );
  return { found: row?.found === true, counted: row?.counted === true };
}

export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
