import { type AnyColumn, and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, departements, postalCodes } from '../../db/schema/index.ts';

// Types, not interfaces: prepared statements take their parameters as a Record.
/** `from <= key < to`, compared byte-wise like the text_pattern_ops indexes. */
export type PrefixRange = { from: string; to: string };
/** `like` cheaply narrows the range before the `pattern` regular expression decides. */
export type NameMatch = PrefixRange & { like: string; pattern: string };
export type LocalityWindow = { country: string; offset: number; limit: number };

export interface LocalityRow {
  city: string;
  zipCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Slug of the département, for the directory's search form. */
  departement: string | null;
}

const p = sql.placeholder;

type Ranked = Record<'countryCode' | 'population' | 'name' | 'id', AnyColumn>;
// Requested country first, then the biggest places; id (and the code) make the order total for OFFSET.
const ranking = (c: Ranked) => [
  sql`${c.countryCode} = ${p('country')} desc`,
  sql`${c.population} desc nulls last`,
  asc(c.name),
  asc(c.id),
];

/**
 * The two hot statements, exported so the plan test explains exactly what runs. Ranges use the
 * pattern operators (~>=~, ~<~) so `cities_search_name_idx` / `postal_codes_code_idx`
 * (text_pattern_ops) serve them in the generic plan of the prepared statement too, which a
 * parameterised LIKE would not.
 */
export function localityQueries(db: Database) {
  // A short prefix ("sai") matches thousands of communes: rank the cities first and join the
  // postal codes of the `cityLimit` (= offset + limit) best only. Every seeded city has at
  // least one postal code, so those cities cover the page.
  const ranked = db
    .select({
      id: cities.id,
      name: cities.name,
      countryCode: cities.countryCode,
      latitude: cities.latitude,
      longitude: cities.longitude,
      population: cities.population,
      departementId: cities.departementId,
    })
    .from(cities)
    .where(
      and(
        sql`${cities.searchName} ~>=~ ${p('from')}`,
        sql`${cities.searchName} ~<~ ${p('to')}`,
        // The exact match inside the range: the query's words, any separators between them.
        like(cities.searchName, p('like')),
        sql`${cities.searchName} ~ ${p('pattern')}`,
        isNotNull(cities.latitude),
        isNotNull(cities.longitude),
      ),
    )
    .orderBy(...ranking(cities))
    .limit(p('cityLimit'))
    .as('ranked');

  const byName = db
    .select({
      city: ranked.name,
      zipCode: postalCodes.code,
      countryCode: ranked.countryCode,
      latitude: ranked.latitude,
      longitude: ranked.longitude,
      departement: departements.slug,
    })
    .from(ranked)
    .innerJoin(postalCodes, eq(postalCodes.cityId, ranked.id))
    .leftJoin(departements, eq(departements.id, ranked.departementId))
    .orderBy(...ranking(ranked), asc(postalCodes.code))
    .limit(p('limit'))
    .offset(p('offset'));

  // A postal prefix ("330", "EC1") matches a few hundred codes at most: join, then rank.
  const byPostalCode = db
    .select({
      city: cities.name,
      zipCode: postalCodes.code,
      countryCode: cities.countryCode,
      latitude: cities.latitude,
      longitude: cities.longitude,
      departement: departements.slug,
    })
    .from(postalCodes)
    .innerJoin(cities, eq(cities.id, postalCodes.cityId))
    .leftJoin(departements, eq(departements.id, cities.departementId))
    .where(
      and(
        sql`${postalCodes.code} ~>=~ ${p('from')}`,
        sql`${postalCodes.code} ~<~ ${p('to')}`,
        isNotNull(cities.latitude),
        isNotNull(cities.longitude),
      ),
    )
    .orderBy(...ranking(cities), asc(postalCodes.code))
    .limit(p('limit'))
    .offset(p('offset'));

  return { byName, byPostalCode };
}

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };
// The SQL already keeps only located places; this tells TypeScript.
const located = (row: Nullable<LocalityRow, 'latitude' | 'longitude'>): row is LocalityRow =>
  row.latitude !== null && row.longitude !== null;

export function createLocalityRepo(db: Database) {
  const queries = localityQueries(db);
  const byName = queries.byName.prepare('locality_by_name');
  const byPostalCode = queries.byPostalCode.prepare('locality_by_postal_code');
  return {
    async byName(params: NameMatch & LocalityWindow & { cityLimit: number }): Promise<LocalityRow[]> {
      return (await byName.execute(params)).filter(located);
    },
    async byPostalCode(params: PrefixRange & LocalityWindow): Promise<LocalityRow[]> {
      return (await byPostalCode.execute(params)).filter(located);
    },
  };
}
