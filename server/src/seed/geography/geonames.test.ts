import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGeoNamesCountry } from './geonames-country.ts';
import { isCedex, isGermanCompanyLine, parseGeoNamesRows, readGeoNamesFile } from './geonames-file.ts';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../../test/fixtures/geo');
const quiet = () => {};

describe('GeoNames postal files', () => {
  let gzDir: string;
  let zipDir: string;
  beforeAll(async () => {
    // The official export is <CC>.zip holding <CC>.txt and a readme; the repo keeps plain .txt.
    gzDir = await mkdtemp(path.join(tmpdir(), 'geo-gz-'));
    zipDir = await mkdtemp(path.join(tmpdir(), 'geo-zip-'));
    for (const country of ['BE', 'PT']) {
      const text = await readFile(path.join(FIXTURE_DIR, `${country}.txt`));
      await writeFile(path.join(gzDir, `${country}.txt.gz`), gzipSync(text));
      await writeFile(
        path.join(zipDir, `${country}.zip`),
        zipSync({ 'readme.txt': new TextEncoder().encode('GeoNames'), [`${country}.txt`]: text }),
      );
    }
  });
  afterAll(async () => {
    await rm(gzDir, { recursive: true, force: true });
    await rm(zipDir, { recursive: true, force: true });
  });

  it('reads .txt, .txt.gz and .zip into the same rows and the same dataset', async () => {
    for (const country of ['BE', 'PT'] as const) {
      const txt = await readGeoNamesFile(FIXTURE_DIR, country);
      const gz = await readGeoNamesFile(gzDir, country);
      const zip = await readGeoNamesFile(zipDir, country);
      expect(txt?.rows.length).toBeGreaterThan(20);
      expect(gz?.rows).toEqual(txt?.rows);
      expect(zip?.rows).toEqual(txt?.rows);
      expect(buildGeoNamesCountry(country, zip?.rows ?? [], quiet)).toEqual(buildGeoNamesCountry(country, gz?.rows ?? [], quiet));
    }
    expect(await readGeoNamesFile(zipDir, 'DE')).toBeUndefined();
  });

  it('recognises CEDEX lines and German company lines, not the towns beside them', async () => {
    const fr = parseGeoNamesRows((await readGeoNamesFile(FIXTURE_DIR, 'FR'))?.rows ?? []);
    expect(fr.filter(isCedex).map((line) => line.postalCode)).toContain('33001 CEDEX');
    expect(fr.filter((line) => line.postalCode === '33000').some(isCedex)).toBe(false);
    const company = { admin1Code: 'BW' };
    expect(isGermanCompanyLine({ ...company, place: 'Daimler Insurance Services GmbH' })).toBe(true);
    expect(isGermanCompanyLine({ ...company, place: 'Commerzbank AG' })).toBe(true);
    expect(isGermanCompanyLine({ ...company, place: 'Stuttgarter Lebensversicherung a.G' })).toBe(true);
    expect(isGermanCompanyLine({ admin1Code: '01', place: 'Stadtverwaltung' })).toBe(true);
    for (const town of ['Seßlach', 'Freigericht', 'Bankholzen', 'Agathenburg', 'Berlin']) {
      expect(isGermanCompanyLine({ ...company, place: town })).toBe(false);
    }
  });

  it('groups places: company lines out, homonyms far apart split, one town keeps all its codes', async () => {
    const de = buildGeoNamesCountry('DE', (await readGeoNamesFile(FIXTURE_DIR, 'DE'))?.rows ?? [], quiet);
    expect(de.cities.some((city) => /GmbH|Stadtverwaltung/.test(city.name))).toBe(false);
    expect(de.cities.flatMap((city) => city.postalCodes)).not.toContain('10875');
    const frauendorf = de.cities.filter((city) => city.name === 'Frauendorf');
    expect(frauendorf.map((city) => city.slug).sort()).toEqual(['frauendorf', 'frauendorf-2']);
    const berlin = de.cities.filter((city) => city.name === 'Berlin');
    expect(berlin).toHaveLength(1);
    expect(berlin[0]?.postalCodes.length).toBeGreaterThan(1);

    const gb = buildGeoNamesCountry('GB', (await readGeoNamesFile(FIXTURE_DIR, 'GB'))?.rows ?? [], quiet);
    expect(gb.cities.find((city) => city.code === 'west-sussex:worthing')?.postalCodes).toEqual(['BN11', 'BN99']);

    const pt = buildGeoNamesCountry('PT', (await readGeoNamesFile(FIXTURE_DIR, 'PT'))?.rows ?? [], quiet);
    const porto = pt.cities.find((city) => city.name === 'Porto');
    // CP7 street codes collapse into their CP4: 4000-007, 4000-008… are all 4000.
    expect(porto?.postalCodes).toEqual(expect.arrayContaining(['4000', '4050']));
    expect(porto?.postalCodes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(porto?.latitude).toBeCloseTo(41.15, 1);
  });

  it('keeps city codes unique per country and slugs unique per département', async () => {
    for (const country of ['BE', 'GB', 'DE', 'IT', 'ES', 'PT'] as const) {
      const data = buildGeoNamesCountry(country, (await readGeoNamesFile(FIXTURE_DIR, country))?.rows ?? [], quiet);
      const codes = data.cities.map((city) => city.code);
      expect(new Set(codes).size).toBe(codes.length);
      const slugs = data.cities.map((city) => `${city.departementCode}/${city.slug}`);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(new Set(data.departements.map((d) => d.slug)).size).toBe(data.departements.length);
      const departementCodes = new Set(data.departements.map((d) => d.code));
      expect(data.cities.every((city) => departementCodes.has(city.departementCode) && city.postalCodes.length > 0)).toBe(true);
    }
  });
});
