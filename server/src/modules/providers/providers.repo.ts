import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departements, providers } from '../../db/schema/index.ts';

/**
 * Pages of the provider list by deferred join: the page's ids come from a narrow ordered scan,
 * then only those rows are read for their cards. The order (premium first, then by id) is total
 * and stable, so consecutive pages neither overlap nor skip.
 */
export function createProvidersRepo(db: Database) {
  const country = eq(providers.countryCode, sql.placeholder('country'));
  const departement = eq(
    providers.departementId,
    db
      .select({ id: departements.id })
      .from(departements)
      .where(
        and(eq(departements.countryCode, sql.placeholder('country')), eq(departements.code, sql.placeholder('departement'))),
      ),
  );
  const pageOf = (where: ReturnType<typeof and>, name: string) =>
    db
      .select({ id: providers.id })
      .from(providers)
      .where(where)
      .orderBy(desc(providers.isPremium), asc(providers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const inCountry = pageOf(country, 'providers_page_country');
  // The département belongs to the country: no country filter here, so the planner walks the
  // département's ordered index rather than the country's.
  const inDepartement = pageOf(departement, 'providers_page_departement');

  return {
    /** Ids of one page of the country's providers (of one département if given), and whether more follow. */
    async page(query: { country: string; departement?: string | undefined; page: number; size: number }) {
      const params = { country: query.country, limit: query.size + 1, offset: (query.page - 1) * query.size };
      const rows = query.departement
        ? await inDepartement.execute({ ...params, departement: query.departement })
        : await inCountry.execute(params);
      return { ids: rows.slice(0, query.size).map((row) => row.id), hasMore: rows.length > query.size };
    },
  };
}

export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
