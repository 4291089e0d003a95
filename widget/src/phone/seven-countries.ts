/**
 * libphonenumber-js bound to the seven served countries' metadata (the "max" rules, so number
 * types are known and only mobiles pass). The widget's build aliases `libphonenumber-js/max`
 * here, so shared/src/phone.ts runs unchanged on 12 KB of metadata instead of 157 KB.
 */

import sevenCountries from 'virtual:seven-countries-phone-metadata';
import {
  type CountryCode,
  getCountryCallingCode as callingCodeWithMetadata,
  type MetadataJson,
  parsePhoneNumberFromString as parseWithMetadata,
} from 'libphonenumber-js/core';

export type { CountryCode } from 'libphonenumber-js/core';

const metadata: MetadataJson = sevenCountries;

type ParseOptions = { defaultCountry?: CountryCode; defaultCallingCode?: string; extract?: boolean };

export function parsePhoneNumberFromString(text: string, options: ParseOptions = {}) {
  return parseWithMetadata(text, options, metadata);
}

export function getCountryCallingCode(country: CountryCode): string {
  return callingCodeWithMetadata(country, metadata);
}
