import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { cities, departements, LISTED_PROVIDER, providers, regions } from '../../db/schema/index.ts';
import { inhabitedDepartement } from '../directory/directory.repo.ts';

export interface DepartementCount {
  id: number;
  code: string;
  slug: string;
  name: string;
  regionCode: string | null;
  regionName: string | null;
  providers: number;
}

/**
 * Reads of the directory's side pages, sitemaps and JSON APIs: counts per département and city
 * (grouped on the providers' département / city indexes) and the slugs the sitemaps list.
 */
export function createDirectoryPagesRepo(db: Database) {
  return {
    /**
     * Every inhabited département of the country (even without providers), with its région and
     * provider count; Clipperton and the French Southern Lands, with no commune, are left out.
     */
    async departements(country: string): Promise<DepartementCount[]> {
      const counts = db
        .select({ departementId: providers.departementId, n: count().as('n') })
        .from(providers)
        .where(LISTED_PROVIDER)
        .groupBy(providers.departementId)
        .as('counts');
      return db
        .select({
          id: departements.id,
          code: departements.code,
          slug: departements.slug,
          name: departements.name,
          regionCode: regions.code,
          regionName: regions.name,
          providers: sql<number>`coalesce(${counts.n}, 0)::int`,
        })
        .from(departements)
        .leftJoin(regions, eq(regions.id, departements.regionId))
        .leftJoin(counts, eq(counts.departementId, departements.id))
        .where(and(eq(departements.countryCode, country), inhabitedDepartement(departements.id)))
        .orderBy(asc(regions.name), asc(departements.code));
    },

    async departementBySlug(country: string, slug: string) {
      const [row] = await db
        .select({ id: departements.id, code: departements.code, slug: departements.slug, name: departements.name })
        .from(departements)
        .where(and(eq(departements.countryCode, country), eq(departements.slug, slug)));
      return row;
    },

    /** The cities of a département that have providers, by name. */
    async citiesWithProviders(departementId: number) {
      return db
        .select({ id: cities.id, slug: cities.slug, name: cities.name, providers: sql<number>`count(*)::int` })
        .from(providers)
        .innerJoin(cities, eq(cities.id, providers.cityId))
        .where(and(eq(providers.departementId, departementId), LISTED_PROVIDER))
        .groupBy(cities.id, cities.slug, cities.name)
        .orderBy(asc(cities.name), asc(cities.id));
    },

    /** Slugs of a département's providers (their profile pages), oldest first: a stable sitemap. */
    async providerSlugs(departementId: number): Promise<string[]> {
      const rows = await db
        .select({ slug: providers.slug })
        .from(providers)
        .where(and(eq(providers.departementId, departementId), LISTED_PROVIDER))
        .orderBy(asc(providers.createdAt), asc(providers.id));
      return rows.map((row) => row.slug);
    },

    /**
     * A département's published portfolios worth a page (a listed provider, at least one visible
     * image), as the provider's slug and the portfolio's, oldest first.
     */
    async portfolioSlugs(departementId: number): Promise<{ provider: string; portfolio: string }[]> {
      return selectRows<{ provider: string; portfolio: string }>(
        db,
        sql`select providers.slug as provider, f.slug as portfolio
            from portfolios f join providers on providers.id = f.provider_id
            where providers.departement_id = ${departementId} and f.published_at is not null
              -- LISTED_PROVIDER, qualified: portfolios have a published_at of their own.
              and providers.published_at is not null
              and exists (select 1 from portfolio_images pi join images i on i.id = pi.image_id and i.is_visible
                          where pi.portfolio_id = f.id)
            order by f.published_at, f.id`,
      );
    },

    async cityBySlug(departementId: number, slug: string) {
      const [row] = await db
        .select({ id: cities.id, slug: cities.slug, name: cities.name })
        .from(cities)
        .where(and(eq(cities.departementId, departementId), eq(cities.slug, slug)));
      return row;
    },
  };
}

export type DirectoryPagesRepo = ReturnType<typeof createDirectoryPagesRepo>;
