import { slugify } from '@alliance/shared/text';
import type { GazetteerPlace } from './gazetteer.ts';
import { type GeoNamesLine, isCedex } from './geonames-file.ts';
import { meanPoint, type Point } from './model.ts';

export interface CommuneToLocate {
  code: string;
  departement: string;
  /** Its own name first, then the seat's and the other former communes' (communes nouvelles). */
  names: string[];
  postalCodes: string[];
}

export interface CoordinateSources {
  /** Lines of the GeoNames FR postal file, when GEO_DATA_DIR is set. */
  postalLines?: readonly GeoNamesLine[];
  gazetteer: readonly GazetteerPlace[];
}

/** How each commune got its coordinates, best first; the counts go to the log. */
export const METHODS = [
  'postal place',
  'gazetteer code',
  'gazetteer name',
  'postal code mean',
  'collectivity seat',
  'neighbours',
  'none',
] as const;
export type LocateMethod = (typeof METHODS)[number];

/**
 * Etalab has no coordinates. A commune takes those of its own place in the postal file (postal
 * code + name, trying the names of its former communes too); else the gazetteer's place with its
 * INSEE code or name; else the mean of its postal codes' places; else, for the sole commune of
 * an overseas collectivity, the collectivity's seat; else the mean of the located communes that
 * share a postal code with it.
 */
export function locateCommunes(communes: readonly CommuneToLocate[], sources: CoordinateSources) {
  const postalPlaces = (sources.postalLines ?? [])
    .filter((line) => !isCedex(line))
    .map((line) => ({ ...line, slug: slugify(line.place) }));
  const byPostalCode = groupBy(postalPlaces, (place) => place.postalCode);
  const byInsee = new Map<string, GazetteerPlace>();
  const byName = new Map<string, GazetteerPlace[]>();
  const seats = groupBy(
    sources.gazetteer.filter((place) => place.seat),
    (place) => place.departement,
  );
  const communesPerDepartement = groupBy(communes, (commune) => commune.departement);
  for (const place of sources.gazetteer) {
    for (const code of place.inseeCodes) if (!byInsee.has(code)) byInsee.set(code, place);
    // Only places GeoNames ties to no commune: a hamlet named like another commune is not it.
    if (place.inseeCodes.length === 0) pushTo(byName, `${place.departement}|${slugify(place.name)}`, place);
  }

  const points = new Map<string, Point>();
  const methods = new Map<string, LocateMethod>();
  const set = (code: string, point: Point | null, method: LocateMethod) => {
    if (!point) return false;
    points.set(code, point);
    methods.set(code, method);
    return true;
  };
  for (const commune of communes) {
    const slugs = commune.names.map(slugify);
    set(commune.code, postalPlace(commune, slugs, byPostalCode), 'postal place') ||
      set(commune.code, byInsee.get(commune.code) ?? null, 'gazetteer code') ||
      set(commune.code, gazetteerName(commune, slugs, byName), 'gazetteer name') ||
      set(commune.code, meanPoint(commune.postalCodes.flatMap((code) => byPostalCode.get(code) ?? [])), 'postal code mean') ||
      set(commune.code, soleSeat(commune, communesPerDepartement, seats), 'collectivity seat');
  }
  // Second pass, so that every neighbour located above counts.
  const located = groupBy(
    communes
      .filter((commune) => points.has(commune.code))
      .flatMap((commune) => commune.postalCodes.map((code) => ({ code, commune }))),
    (entry) => entry.code,
  );
  for (const commune of communes) {
    if (points.has(commune.code)) continue;
    const neighbours = commune.postalCodes
      .flatMap((code) => located.get(code) ?? [])
      .map((entry) => points.get(entry.commune.code));
    set(commune.code, meanPoint(neighbours.filter((point): point is Point => !!point)), 'neighbours');
  }

  const counts = Object.fromEntries(METHODS.map((method) => [method, 0])) as Record<LocateMethod, number>;
  for (const commune of communes) counts[methods.get(commune.code) ?? 'none']++;
  return { points, counts };
}

type PostalPlace = GeoNamesLine & { slug: string };

function postalPlace(commune: CommuneToLocate, slugs: string[], byPostalCode: Map<string, PostalPlace[]>): Point | null {
  const places = commune.postalCodes.flatMap((code) => byPostalCode.get(code) ?? []);
  for (const slug of slugs) {
    const point = meanPoint(places.filter((place) => place.slug === slug));
    if (point) return point;
  }
  return null;
}

function gazetteerName(commune: CommuneToLocate, slugs: string[], byName: Map<string, GazetteerPlace[]>): Point | null {
  for (const slug of slugs) {
    const places = byName.get(`${commune.departement}|${slug}`);
    // Two unattached places with the name in one département: no way to tell which one it is.
    if (places?.length === 1) return places[0] ?? null;
  }
  return null;
}

function soleSeat(
  commune: CommuneToLocate,
  communes: Map<string, CommuneToLocate[]>,
  seats: Map<string, GazetteerPlace[]>,
): Point | null {
  const places = seats.get(commune.departement);
  return communes.get(commune.departement)?.length === 1 && places?.length === 1 ? (places[0] ?? null) : null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) pushTo(map, key(item), item);
  return map;
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
