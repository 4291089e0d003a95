import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { Point } from './model.ts';

/** One line of a GeoNames postal-code export (layout in shared/geo/README.md). */
export interface GeoNamesLine extends Point {
  postalCode: string;
  place: string;
  admin1Name: string;
  admin1Code: string;
  admin2Name: string;
  admin2Code: string;
  admin3Name: string;
  admin3Code: string;
}

export interface GeoNamesFile {
  path: string;
  /** Raw tab-separated fields, one array a line: the fixture script writes them back unchanged. */
  rows: string[][];
}

/**
 * Reads `<CC>.txt.gz`, `<CC>.txt` or the official `<CC>.zip` (holding `<CC>.txt`) from `dir`,
 * in that order of preference; undefined when none is there.
 */
export async function readGeoNamesFile(dir: string, country: string): Promise<GeoNamesFile | undefined> {
  const readers: [string, (data: Buffer) => string][] = [
    [`${country}.txt.gz`, (data) => gunzipSync(data).toString('utf8')],
    [`${country}.txt`, (data) => data.toString('utf8')],
    [`${country}.zip`, (data) => unzipText(data, `${country}.txt`)],
  ];
  for (const [name, decode] of readers) {
    const file = path.join(dir, name);
    const data = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (data) return { path: file, rows: splitRows(decode(data)) };
  }
  return undefined;
}

function unzipText(data: Buffer, entry: string): string {
  // The filter keeps fflate from inflating the readme (and anything else) beside the data.
  const files = unzipSync(data, { filter: (file) => file.name === entry });
  const content = files[entry];
  if (!content) throw new Error(`the zip archive has no ${entry}`);
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
}

function splitRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed) rows.push(trimmed.split('\t'));
  }
  return rows;
}

/** Typed lines; lines without usable coordinates are dropped (the layout allows empty ones). */
export function parseGeoNamesRows(rows: readonly string[][]): GeoNamesLine[] {
  const lines: GeoNamesLine[] = [];
  for (const f of rows) {
    const latitude = Number.parseFloat(f[9] ?? '');
    const longitude = Number.parseFloat(f[10] ?? '');
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    lines.push({
      postalCode: (f[1] ?? '').trim(),
      place: (f[2] ?? '').trim(),
      admin1Name: (f[3] ?? '').trim(),
      admin1Code: (f[4] ?? '').trim(),
      admin2Name: (f[5] ?? '').trim(),
      admin2Code: (f[6] ?? '').trim(),
      admin3Name: (f[7] ?? '').trim(),
      admin3Code: (f[8] ?? '').trim(),
      latitude,
      longitude,
    });
  }
  return lines;
}

/** CEDEX codes route mail to firms and PO boxes: they are not places, whatever name they carry. */
export const isCedex = (line: Pick<GeoNamesLine, 'postalCode' | 'place'>) =>
  /\bcedex\b/i.test(`${line.postalCode} ${line.place}`);

// Legal forms are matched case-sensitively ("AG" the company, not "Ag…" a place), as whole
// words where a word may hold ß or umlauts (JavaScript's \b treats those as breaks).
const LEGAL_FORM = /(?<![\p{L}\p{N}])(GmbH|gGmbH|mbH|AG|KG|KGaA|OHG|SE|eG|e\.\s?V\.|a\.\s?G\.?|AöR|GbR|Co\.)(?![\p{L}\p{N}])/u;
// Kinds of bodies that get their own postal code; whole words or word starts only, since
// places are named Freigericht, Bankholzen or Amtzell.
const ORGANISATION =
  /(?<![\p{L}\p{N}])(?:postfach|großkunde|bank|sparkasse|\p{L}*versicherung|\p{L}*krankenkasse|finanzamt|amtsgericht|landgericht|landratsamt|stadtverwaltung|kreisverwaltung|universität|\p{L}*gesellschaft|verlag|klinik(?:um|en)?|ministerium|staatsanwaltschaft|berufsgenossenschaft)(?![\p{L}\p{N}])/iu;

/**
 * German company postal codes ("Großkundenpostleitzahlen"). GeoNames files them under the
 * numeric admin1 codes (01…16) while places use the letter ones (BW, BY…); the name test
 * catches them in an export that would not make that distinction.
 */
export const isGermanCompanyLine = (line: Pick<GeoNamesLine, 'place' | 'admin1Code'>) =>
  /^\d+$/.test(line.admin1Code) || LEGAL_FORM.test(line.place) || ORGANISATION.test(line.place);
