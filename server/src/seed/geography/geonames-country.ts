import type { CountryCode } from '@alliance/shared/countries';
import { slugify } from '@alliance/shared/text';
import { type GeoNamesLine, isGermanCompanyLine, parseGeoNamesRows } from './geonames-file.ts';
import {
  byText,
  type CityRow,
  type CountryDataset,
  type DepartementRow,
  distanceKm,
  meanPoint,
  mostFrequent,
  type Point,
  slugAllocator,
} from './model.ts';

/** What differs between the GeoNames exports of the six countries. */
interface CountryRule {
  keep?: (line: GeoNamesLine) => boolean;
  /** GB gives one county several admin2 codes (or none) but always the same name. */
  departementByName?: boolean;
  /** Postal code stored for a line; PT keeps the CP4 of its street-level CP7 (4000-322 → 4000). */
  postalCode?: (code: string) => string;
}

const RULES: Partial<Record<CountryCode, CountryRule>> = {
  DE: { keep: (line) => !isGermanCompanyLine(line) },
  GB: { departementByName: true },
  PT: { postalCode: (code) => code.slice(0, 4) },
};

/**
 * Same-named places of one département farther apart than this (between their closest postal
 * areas) are different places (Germany's many Neustadt); a city's own postal areas chain up
 * well within it, so Berlin or London stays one city.
 */
const LINK_KM = 10;

/** A place under one postal code: PT's CP7 lines of one CP4 and place collapse into one. */
interface Unit {
  postalCode: string;
  center: Point;
  lines: GeoNamesLine[];
}

interface Area {
  key: string;
  code: string;
  name: string;
}

/** Regions = admin1, départements = admin2 (admin1 where there is none), cities = places. */
export function buildGeoNamesCountry(
  country: CountryCode,
  rows: readonly string[][],
  log: (message: string) => void,
): CountryDataset {
  const rule = RULES[country] ?? {};
  const regionNames = new Map<string, string[]>();
  const areas = new Map<string, { area: Area; names: string[]; regionCodes: string[] }>();
  const places = new Map<string, Map<string, Unit>>();
  let filtered = 0;
  let withoutArea = 0;
  const lines = parseGeoNamesRows(rows);
  for (const line of lines) {
    if (rule.keep && !rule.keep(line)) {
      filtered++;
      continue;
    }
    const area = areaOf(line, rule);
    if (!area) {
      withoutArea++;
      continue;
    }
    const regionCode = line.admin1Code || slugify(line.admin1Name);
    if (regionCode) pushTo(regionNames, regionCode, line.admin1Name || regionCode);
    const entry = areas.get(area.key) ?? { area, names: [], regionCodes: [] };
    areas.set(area.key, entry);
    entry.names.push(area.name);
    if (regionCode) entry.regionCodes.push(regionCode);

    const nameKey = slugify(line.place) || line.place.toLowerCase();
    const postalCode = rule.postalCode ? rule.postalCode(line.postalCode) : line.postalCode;
    const placeKey = `${area.key}\0${nameKey}`;
    const units = places.get(placeKey) ?? new Map<string, Unit>();
    places.set(placeKey, units);
    const unit = units.get(postalCode) ?? { postalCode, center: line, lines: [] };
    units.set(postalCode, unit);
    unit.lines.push(line);
  }

  const departements = buildDepartements(areas);
  const cities = buildCities(places, departements.byKey);
  log(
    `${country}: ${lines.length} GeoNames lines → ${departements.rows.length} départements, ${cities.length} cities` +
      (filtered ? `; ${filtered} company lines filtered` : '') +
      (withoutArea ? `; ${withoutArea} lines without administrative area skipped` : ''),
  );
  return {
    country,
    regions: [...regionNames]
      .map(([code, names]) => ({ code, name: mostFrequent(names) }))
      .sort((a, b) => byText(a.code, b.code)),
    departements: departements.rows,
    cities,
  };
}

function areaOf(line: GeoNamesLine, rule: CountryRule): Area | undefined {
  if (line.admin2Name) {
    const code = rule.departementByName ? slugify(line.admin2Name) : line.admin2Code || slugify(line.admin2Name);
    return { key: `2:${code}`, code, name: line.admin2Name };
  }
  if (line.admin1Name) {
    const code = line.admin1Code || slugify(line.admin1Name);
    return { key: `1:${code}`, code, name: line.admin1Name };
  }
  return undefined;
}

function buildDepartements(areas: Map<string, { area: Area; names: string[]; regionCodes: string[] }>) {
  const uniqueCode = slugAllocator();
  const uniqueSlug = slugAllocator();
  const byKey = new Map<string, DepartementRow>();
  const sorted = [...areas.values()].sort((a, b) => byText(a.area.key, b.area.key));
  for (const { area, names, regionCodes } of sorted) {
    const name = mostFrequent(names);
    byKey.set(area.key, {
      // An admin1 fallback could in theory reuse an admin2 code: the suffix keeps codes unique.
      code: uniqueCode(area.code),
      name,
      slug: uniqueSlug(slugify(name) || slugify(area.code)),
      regionCode: regionCodes.length ? mostFrequent(regionCodes) : null,
    });
  }
  return { byKey, rows: [...byKey.values()].sort((a, b) => byText(a.code, b.code)) };
}

function buildCities(places: Map<string, Map<string, Unit>>, departements: Map<string, DepartementRow>): CityRow[] {
  const perDepartement = new Map<string, { departement: DepartementRow; members: GeoNamesLine[][]; postalCodes: string[][] }>();
  for (const [placeKey, units] of places) {
    const departement = departements.get(placeKey.slice(0, placeKey.indexOf('\0')));
    if (!departement) continue;
    const entry = perDepartement.get(departement.code) ?? { departement, members: [], postalCodes: [] };
    perDepartement.set(departement.code, entry);
    for (const cluster of clusterUnits([...units.values()])) {
      entry.members.push(cluster.flatMap((unit) => unit.lines));
      entry.postalCodes.push(cluster.map((unit) => unit.postalCode).sort(byText));
    }
  }
  const cities: CityRow[] = [];
  for (const { departement, members, postalCodes } of perDepartement.values()) {
    const drafts = members.map((lines, i) => {
      const name = mostFrequent(lines.map((line) => line.place));
      const center = meanPoint(lines);
      return { name, base: slugify(name) || name.toLowerCase(), center, postalCodes: postalCodes[i] ?? [] };
    });
    // Stable order before handing out suffixes, so homonyms keep their slug on every run.
    drafts.sort(
      (a, b) =>
        byText(a.base, b.base) ||
        byText(a.postalCodes[0] ?? '', b.postalCodes[0] ?? '') ||
        (a.center?.latitude ?? 0) - (b.center?.latitude ?? 0),
    );
    const uniqueSlug = slugAllocator();
    for (const draft of drafts) {
      const slug = uniqueSlug(draft.base);
      cities.push({
        code: `${departement.code}:${slug}`,
        departementCode: departement.code,
        name: draft.name,
        slug,
        latitude: draft.center?.latitude ?? null,
        longitude: draft.center?.longitude ?? null,
        population: null,
        postalCodes: draft.postalCodes,
      });
    }
  }
  return cities.sort((a, b) => byText(a.code, b.code));
}

/** Single-linkage clusters of one name's postal areas (union-find; groups are small). */
function clusterUnits(units: Unit[]): Unit[][] {
  if (units.length === 1) return [units];
  units.sort((a, b) => byText(a.postalCode, b.postalCode));
  for (const unit of units) unit.center = meanPoint(unit.lines) ?? unit.center;
  const parent = units.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      const a = units[i];
      const b = units[j];
      if (a && b && root(i) !== root(j) && distanceKm(a.center, b.center) <= LINK_KM) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, Unit[]>();
  for (const [i, unit] of units.entries()) pushTo(groups, root(i), unit);
  return [...groups.values()];
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
