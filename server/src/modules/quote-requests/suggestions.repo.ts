import { and, eq, gte, isNotNull, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LISTED_PROVIDER, PREMIUM_PROVIDER, providers } from '../../db/schema/index.ts';

export interface SuggestionQuery {
  projectId: number;
  eventTypeId: number;
  departementId: number | null;
  latitude: number;
  longitude: number;
  since: Date;
}

const KM_PER_DEGREE = 111.2;
// Half-heights (degrees of latitude) of the bands searched outside the département, widening
// until enough providers are found; the last one covers the whole map.
const BANDS = [0.5, 1.5, 4, 180];

type Param = SQL | Placeholder | number | string;
type Params = Record<
  'projectId' | 'eventTypeId' | 'departementId' | 'lat' | 'lon' | 'since' | 'limit' | 'band' | 'lonBand',
  Param
>;
const PLACEHOLDERS = Object.fromEntries(
  ['projectId', 'eventTypeId', 'departementId', 'lat', 'lon', 'since', 'limit', 'band', 'lonBand'].map((n) => [
    n,
    sql.placeholder(n),
  ]),
) as Params;

/**
 * The two suggestion queries, with placeholders (to prepare) or values (to EXPLAIN in tests):
 * eligible providers of the project's département, then of a latitude band around it.
 */
export function suggestionQueries(db: Database, p: Params = PLACEHOLDERS) {
  // Distance in km by the equirectangular approximation: within a country it is off by well
  // under 1 %, and it costs one cosine instead of haversine's six trigonometric calls per row.
  const distance = sql<number>`(111.2 * sqrt(
    power(${providers.latitude} - ${p.lat}::float8, 2) +
    power((${providers.longitude} - ${p.lon}::float8) * cos(radians(${p.lat}::float8)), 2)))`;
  const located = (extra: SQL | undefined) =>
    and(LISTED_PROVIDER, isNotNull(providers.latitude), gte(providers.lastLoginAt, sql`${p.since}::timestamptz`), extra);
  // Premium now (premium_until, carried by both covering indexes): false when never premium.
  const premium = sql<boolean>`coalesce(${PREMIUM_PROVIDER}, false)`;
  /**
   * Candidates sorted first (OFFSET 0 keeps the planner from flattening the subquery), then the
   * per-provider checks on the sorted stream until LIMIT is reached: only the first few
   * candidates are looked up in the link and request tables, not every provider of the area.
   * The executor keeps the order of a filtered subquery scan; `rank` re-sorts the few rows anyway.
   */
  const ranked = (where: SQL | undefined, alias: string) => {
    const candidates = db
      .select({ id: providers.id, km: sql<number>`${distance}`.as('km'), premium: premium.as('premium') })
      .from(providers)
      .where(where)
      .orderBy(sql`floor(${distance} / 10)`, sql`3 desc`, sql`2`, providers.id)
      .offset(0)
      .as(alias);
    return db
      .select({ id: candidates.id, km: candidates.km, premium: candidates.premium })
      .from(candidates)
      .where(
        and(
          sql`exists (select 1 from provider_event_types pet where pet.provider_id = ${sql.raw(alias)}.id and pet.event_type_id = ${p.eventTypeId}::int)`,
          sql`not exists (select 1 from event_requests er where er.project_id = ${p.projectId}::int and er.provider_id = ${sql.raw(alias)}.id)`,
        ),
      )
      .limit(sql`${p.limit}::int` as unknown as number);
  };
  return {
    inDepartement: ranked(located(eq(providers.departementId, sql`${p.departementId}::int`)), 'in_departement'),
    around: ranked(
      located(
        and(
          or(isNull(providers.departementId), ne(providers.departementId, sql`${p.departementId}::int`)),
          sql`${providers.latitude} between ${p.lat}::float8 - ${p.band}::float8 and ${p.lat}::float8 + ${p.band}::float8`,
          sql`${providers.longitude} between ${p.lon}::float8 - ${p.lonBand}::float8 and ${p.lon}::float8 + ${p.lonBand}::float8`,
        ),
      ),
      'around',
    ),
  };
}

type Ranked = { id: number; km: number; premium: boolean };
/** The ranking of the SQL, on the few rows returned (10 km steps, premium first, distance, id). */
const inOrder = (rows: Ranked[]) =>
  [...rows].sort(
    (a, b) =>
      Math.floor(a.km / 10) - Math.floor(b.km / 10) || Number(b.premium) - Number(a.premium) || a.km - b.km || a.id - b.id,
  );

/**
 * Suggestions (issue 4): providers serving the event type, active since `since`, not yet
 * contacted by the project; same département first, then by distance in 10 km steps with
 * premium first within a step ("premium first among equals"), then exact distance. Two
 * prepared queries, so 100 000 providers are never sorted whole: the département (its index),
 * then widening latitude bands around the project (the latitude index).
 */
export function createSuggestionsRepo(db: Database) {
  const queries = suggestionQueries(db);
  const inDepartement = queries.inDepartement.prepare('suggestions_in_departement');
  const around = queries.around.prepare('suggestions_around');

  return {
    /** Ids of the suggestions `offset` … `offset + limit - 1` in rank order. */
    async rank(q: SuggestionQuery, offset: number, limit: number): Promise<number[]> {
      const need = offset + limit;
      const values = {
        projectId: q.projectId,
        eventTypeId: q.eventTypeId,
        departementId: q.departementId ?? -1,
        lat: q.latitude,
        lon: q.longitude,
        since: q.since.toISOString(),
        band: 0,
        lonBand: 0,
      };
      const near = q.departementId === null ? [] : await inDepartement.execute({ ...values, limit: need });
      if (near.length >= need)
        return inOrder(near)
          .slice(offset, need)
          .map((r) => r.id);
      const missing = need - near.length;
      const cosLat = Math.max(Math.cos((q.latitude * Math.PI) / 180), 0.05);
      for (const half of BANDS) {
        const others = await around.execute({ ...values, band: half, lonBand: Math.min(half / cosLat, 360), limit: missing });
        // Complete only if every provider outside the band ranks after the farthest kept: at
        // least one 10 km step farther, so not even a premium one can come before it.
        const farthest = others.at(-1)?.km ?? 0;
        if (half === BANDS.at(-1) || (others.length >= missing && farthest + 10 <= half * KM_PER_DEGREE)) {
          return [...inOrder(near), ...inOrder(others)].slice(offset, need).map((r) => r.id);
        }
      }
      return inOrder(near)
        .slice(offset, need)
        .map((r) => r.id);
    },
  };
}
