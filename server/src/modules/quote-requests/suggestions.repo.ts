import { and, eq, gte, isNotNull, isNull, ne, notExists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRequests, providerEventTypes, providers } from '../../db/schema/index.ts';

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
  // Great-circle distance in km (plain haversine: no PostgreSQL extension).
  const distance = sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${providers.latitude} - ${p.lat}::float8) / 2), 2) +
    cos(radians(${p.lat}::float8)) * cos(radians(${providers.latitude})) *
    power(sin(radians(${providers.longitude} - ${p.lon}::float8) / 2), 2))))`;
  const eligible = (extra: SQL | undefined) =>
    and(
      isNotNull(providers.latitude),
      gte(providers.lastLoginAt, sql`${p.since}::timestamptz`),
      sql`exists (select 1 from ${providerEventTypes} where ${providerEventTypes.providerId} = ${providers.id} and ${providerEventTypes.eventTypeId} = ${p.eventTypeId}::int)`,
      notExists(
        db
          .select({ one: sql`1` })
          .from(eventRequests)
          .where(and(eq(eventRequests.projectId, sql`${p.projectId}::int`), eq(eventRequests.providerId, providers.id))),
      ),
      extra,
    );
  const ranked = (where: SQL | undefined) =>
    db
      .select({ id: providers.id, km: distance })
      .from(providers)
      .where(where)
      .orderBy(sql`floor(${distance} / 10)`, sql`${providers.isPremium} desc`, distance, providers.id)
      .limit(sql`${p.limit}::int` as unknown as number);
  return {
    inDepartement: ranked(eligible(eq(providers.departementId, sql`${p.departementId}::int`))),
    around: ranked(
      eligible(
        and(
          or(isNull(providers.departementId), ne(providers.departementId, sql`${p.departementId}::int`)),
          sql`${providers.latitude} between ${p.lat}::float8 - ${p.band}::float8 and ${p.lat}::float8 + ${p.band}::float8`,
          sql`${providers.longitude} between ${p.lon}::float8 - ${p.lonBand}::float8 and ${p.lon}::float8 + ${p.lonBand}::float8`,
        ),
      ),
    ),
  };
}

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
      if (near.length >= need) return near.slice(offset, need).map((r) => r.id);
      const missing = need - near.length;
      const cosLat = Math.max(Math.cos((q.latitude * Math.PI) / 180), 0.05);
      for (const half of BANDS) {
        const others = await around.execute({ ...values, band: half, lonBand: Math.min(half / cosLat, 360), limit: missing });
        // Complete only if every provider outside the band ranks after the farthest kept: at
        // least one 10 km step farther, so not even a premium one can come before it.
        const farthest = others.at(-1)?.km ?? 0;
        if (half === BANDS.at(-1) || (others.length >= missing && farthest + 10 <= half * KM_PER_DEGREE)) {
          return [...near, ...others].slice(offset, need).map((r) => r.id);
        }
      }
      return near.slice(offset, need).map((r) => r.id);
    },
  };
}
