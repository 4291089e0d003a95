import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { cumulate, type Random } from './random.ts';

/** A city a demo provider can live in: it has coordinates, a département and postal codes. */
export interface Place {
  id: number;
  name: string;
  countryCode: string;
  departementId: number;
  departementCode: string;
  latitude: number;
  longitude: number;
  population: number | null;
  postalCodes: string[];
}

interface PlaceRow extends Record<string, unknown> {
  id: number;
  name: string;
  country_code: string;
  departement_id: number;
  departement_code: string;
  latitude: number;
  longitude: number;
  population: number | null;
  postal_codes: string;
}

/**
 * French cities first: the directory is organised by French département. Other countries are
 * used only when no French city is loaded. Ordered by codes, not ids, so two databases loaded in
 * a different order still give the same demo data.
 */
export async function loadPlaces(db: Database): Promise<Place[]> {
  for (const frenchOnly of [true, false]) {
    const rows = await selectRows<PlaceRow>(
      db,
      sql`select c.id, c.name, c.country_code, c.departement_id, d.code as departement_code,
                 c.latitude, c.longitude, c.population,
                 string_agg(p.code, ',' order by p.code) as postal_codes
          from cities c
          join departements d on d.id = c.departement_id
          join postal_codes p on p.city_id = c.id
          where c.latitude is not null and c.longitude is not null ${frenchOnly ? sql`and c.country_code = 'FR'` : sql``}
          group by c.id, d.code
          order by c.country_code, d.code, c.code`,
    );
    if (rows.length > 0) {
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        countryCode: row.country_code.trim(),
        departementId: row.departement_id,
        departementCode: row.departement_code,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        population: row.population === null ? null : Number(row.population),
        postalCodes: row.postal_codes.split(','),
      }));
    }
  }
  return [];
}

// Slightly more than proportional: planners cluster in cities more than people do (with 1.25,
// about 45 % of French draws land in cities over 50 000 inhabitants instead of 24 %). A commune
// without a known population weighs as a small town, neither a hamlet nor a city.
const weight = (place: Place) => (place.population !== null && place.population > 0 ? place.population : 1_500) ** 1.25;

/**
 * Picks the city of each successive provider. The first round gives every département one
 * provider (in a shuffled order, its city weighted by population) so even a few hundred
 * providers cover the whole map; after that, cities are drawn in proportion to population.
 * The sequence does not depend on how many providers are asked for.
 */
export function createPlacePicker(places: readonly Place[], random: Random): () => Place {
  if (places.length === 0) throw new Error('no city with coordinates and postal codes: load the geography before the demo data');
  const byDepartement = new Map<number, Place[]>();
  for (const place of places) {
    const group = byDepartement.get(place.departementId);
    if (group) group.push(place);
    else byDepartement.set(place.departementId, [place]);
  }
  const firstRound = random.shuffle([...byDepartement.values()]).map((group) => ({ group, sums: cumulate(group.map(weight)) }));
  const allSums = cumulate(places.map(weight));
  let count = 0;
  return () => {
    const round = firstRound[count++];
    const place = round ? round.group[random.weighted(round.sums)] : places[random.weighted(allSums)];
    if (!place) throw new Error('place picker out of range');
    return place;
  };
}
