import type { CountryCode } from '@alliance/shared/countries';

/** One country ready to load: plain rows keyed by their natural codes, ids come from the database. */
export interface CountryDataset {
  country: CountryCode;
  regions: RegionRow[];
  departements: DepartementRow[];
  cities: CityRow[];
}

export interface RegionRow {
  code: string;
  name: string;
}

export interface DepartementRow {
  code: string;
  name: string;
  slug: string;
  regionCode: string | null;
  /** French "in <département>" ("dans le Rhône"); null or absent outside France. */
  inPhrase?: string | null;
}

export interface CityRow {
  /** Unique per country: INSEE code in France, `<departement code>:<slug>` elsewhere. */
  code: string;
  departementCode: string;
  name: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
  population: number | null;
  postalCodes: string[];
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean of points; 5 decimals (about 1 m) so a value survives the text round trip unchanged. */
export function meanPoint(points: readonly Point[]): Point | null {
  if (points.length === 0) return null;
  let latitude = 0;
  let longitude = 0;
  for (const point of points) {
    latitude += point.latitude;
    longitude += point.longitude;
  }
  return { latitude: round5(latitude / points.length), longitude: round5(longitude / points.length) };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The value seen most often (first seen wins a tie): GeoNames spells one area several ways. */
export function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  let best = values[0] ?? '';
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}

/**
 * Hands out slugs unique within one scope: the first holder of a base keeps it, later ones get
 * `-2`, `-3`… Callers feed items in a stable order so a re-run hands out the same slugs.
 */
export function slugAllocator(): (base: string) => string {
  const taken = new Set<string>();
  return (base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
