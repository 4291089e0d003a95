/**
 * Rebuilds server/test/fixtures/geo/<CC>.txt: a few dozen real lines per country taken from the
 * GeoNames postal files, read by the seed's own reader, so the tests exercise real data.
 *
 *   GEO_DATA_DIR=../shared/geo/geonames-postal npx tsx scripts/geo-fixture.ts
 *
 * Picks the lines the tests name (Bordeaux 33000, Gent 9000, Porto 4000-…, a German GmbH line,
 * a CEDEX line…), then every n-th line of the file for variety. Deterministic: same input, same
 * fixture.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readGeoNamesFile } from '@alliance/server/seed/geography/geonames-file';
import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';

type Row = string[];
const postal = (r: Row) => r[1] ?? '';
const place = (r: Row) => r[2] ?? '';

/** [why the line is there, which lines, at most how many]. */
const PICKS: Record<CountryCode, [string, (r: Row) => boolean, number][]> = {
  FR: [
    ['Bordeaux 33000', (r) => postal(r) === '33000', 5],
    ['a CEDEX line (filtered)', (r) => /CEDEX/.test(postal(r)) && place(r).startsWith('Bordeaux'), 1],
    ['Paris by arrondissement', (r) => /^7500[1-3]$/.test(postal(r)), 6],
    ['a commune nouvelle found by a former name', (r) => postal(r) === '01380', 6],
  ],
  BE: [
    ['Gent 9000', (r) => postal(r) === '9000', 3],
    ['Bruxelles', (r) => postal(r) === '1000', 1],
    ['Beveren twice in one province, 18 km apart', (r) => place(r) === 'Beveren', 3],
  ],
  GB: [
    ['Worthing: one town, several outward codes', (r) => place(r) === 'Worthing', 6],
    ['London', (r) => /^EC1[AMNRVY]$/.test(postal(r)), 4],
    ['Isle of Man: no admin1', (r) => (r[5] ?? '') === 'Isle of Man', 2],
  ],
  DE: [
    ['a company line (filtered)', (r) => /GmbH/.test(place(r)), 2],
    ['a public body under a numeric admin1 code (filtered)', (r) => place(r) === 'Stadtverwaltung', 1],
    ['Berlin', (r) => /^1011[5-9]$/.test(postal(r)), 4],
    ['Frauendorf: homonyms 53 km apart', (r) => place(r) === 'Frauendorf' && r[4] === 'BB', 3],
  ],
  IT: [
    ['Roma', (r) => /^0011[89]$/.test(postal(r)), 2],
    ['Firenze', (r) => /^5012[0-3]$/.test(postal(r)), 4],
  ],
  ES: [
    ['Madrid', (r) => /^2800[1-4]$/.test(postal(r)), 4],
    ['Barcelona', (r) => /^0800[1-3]$/.test(postal(r)), 3],
  ],
  PT: [
    ['Porto 4000-…: CP7 lines of one CP4', (r) => postal(r).startsWith('4000-') && place(r) === 'Porto', 6],
    ['Porto under another CP4', (r) => postal(r).startsWith('4050-') && place(r) === 'Porto', 3],
    ['Lisboa', (r) => postal(r).startsWith('1100-') && place(r) === 'Lisboa', 3],
  ],
};
const SAMPLE = 24;

const sourceDir = process.env.GEO_DATA_DIR ?? process.argv[2];
if (!sourceDir) {
  console.error('usage: GEO_DATA_DIR=<folder of <CC>.txt.gz> npx tsx scripts/geo-fixture.ts');
  process.exit(1);
}
const targetDir = path.resolve(import.meta.dirname, '../server/test/fixtures/geo');
await mkdir(targetDir, { recursive: true });

for (const country of COUNTRY_CODES) {
  const file = await readGeoNamesFile(sourceDir, country);
  if (!file) throw new Error(`no GeoNames file for ${country} in ${sourceDir}`);
  const picked = new Set<number>();
  for (const [why, match, limit] of PICKS[country]) {
    const found = file.rows.flatMap((row, i) => (match(row) ? [i] : [])).slice(0, limit);
    if (found.length === 0) throw new Error(`${country}: no line for "${why}"`);
    for (const i of found) picked.add(i);
  }
  const step = Math.max(1, Math.floor(file.rows.length / SAMPLE));
  for (let i = step >> 1; i < file.rows.length; i += step) picked.add(i);
  const lines = [...picked].sort((a, b) => a - b).map((i) => (file.rows[i] ?? []).join('\t'));
  await writeFile(path.join(targetDir, `${country}.txt`), `${lines.join('\n')}\n`);
  console.log(`${country}: ${lines.length} lines from ${file.path}`);
}
