import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { LISTED_PROVIDER } from '../../db/schema/index.ts';
import { inhabitedDepartement } from '../directory/directory.repo.ts';

/** A département of the home's entry points: the ones with the most providers. */
export type HomeDepartement = {
  slug: string;
  code: string;
  name: string;
  providers: number;
};

const TOP_DEPARTEMENTS = 8;

/**
 * The home pages' reads, per country: the live counts they show (issue 5: from the database, never
 * a number written in a text), the biggest départements and the search form's choices.
 */
export function createHomeRepo(db: Database) {
  return {
    /** Listed providers of the country and the départements they are in (index-only on the listing index). */
    async directorySize(country: string): Promise<{ providers: number; departements: number }> {
      const [row] = await selectRows<{ providers: number; departements: number }>(
        db,
        sql`select count(*)::int as providers, count(distinct departement_id)::int as departements
            from providers where country_code = ${country} and ${LISTED_PROVIDER}`,
      );
      return { providers: row?.providers ?? 0, departements: row?.departements ?? 0 };
    },

    /** The départements with the most providers, most first (then by code: a stable order). */
    async topDepartements(country: string): Promise<HomeDepartement[]> {
      return selectRows<HomeDepartement>(
        db,
        sql`select d.slug, d.code, d.name, c.n::int as providers
            from (select departement_id, count(*) as n from providers where country_code = ${country}
                  and ${LISTED_PROVIDER} and departement_id is not null group by departement_id) c
            join departements d on d.id = c.departement_id
            order by c.n desc, d.code limit ${TOP_DEPARTEMENTS}`,
      );
    },

    /** Every département of the country: the search form's choices (sorted by the view in its language). */
    async departements(country: string): Promise<{ slug: string; code: string; name: string }[]> {
      return selectRows(
        db,
        sql`select slug, code, name from departements d where country_code = ${country} and ${inhabitedDepartement(sql.raw('d.id'))}`,
      );
    },
  };
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;
