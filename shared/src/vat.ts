import { z } from 'zod';

/**
 * EU VAT numbers, as the invoices need them for a reverse charge: the prefix a member state's
 * numbers carry (ISO code, but Greece's numbers start with EL) and the shape of each state's
 * numbers after it (the formats VIES publishes). A number that fails these is never sent to VIES.
 */
export const VAT_PREFIXES: Readonly<Record<string, string>> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  CY: 'CY',
  CZ: 'CZ',
  DE: 'DE',
  DK: 'DK',
  EE: 'EE',
  ES: 'ES',
  FI: 'FI',
  FR: 'FR',
  GR: 'EL',
  HR: 'HR',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LT: 'LT',
  LU: 'LU',
  LV: 'LV',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SE: 'SE',
  SI: 'SI',
  SK: 'SK',
};

/** What follows the prefix, per prefix. */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** A VAT number as typed, without spaces, dots and dashes, upper-case. */
export const normalizeVatNumber = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

/** Whether a (normalised) number has the shape of a number of the company's country (its prefix included). */
export function vatNumberFitsCountry(countryCode: string, vatNumber: string): boolean {
  const prefix = VAT_PREFIXES[countryCode];
  if (!prefix || !vatNumber.startsWith(prefix)) return false;
  return FORMATS[prefix]?.test(vatNumber.slice(prefix.length)) ?? false;
}

/**
 * The check made of a buyer's VAT number when its VAT was decided, stored with the payment and
 * its invoice: `vies` (the EU's VIES service answered, valid or not), `vies-unavailable` (VIES
 * could not answer), `offline` (no VIES check configured: format only), `country-mismatch` (the
 * prefix is not the company's country's), `format` (not the shape of that country's numbers).
 * Only a `vies` check with `valid: true` gives a reverse charge.
 */
export const vatCheckSchema = z.object({
  method: z.enum(['vies', 'vies-unavailable', 'offline', 'country-mismatch', 'format']),
  vatNumber: z.string(),
  valid: z.boolean(),
  checkedAt: z.string(),
  /** VIES's own reference of the consultation, when it gave one. */
  requestIdentifier: z.string().optional(),
});
export type VatCheck = z.infer<typeof vatCheckSchema>;
