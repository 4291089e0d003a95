import { z } from 'zod';
import type { Locale } from './locale.ts';

/** The seven countries the product serves (spec §1), with their default locale. */
export const COUNTRIES = {
  FR: { defaultLocale: 'fr-FR', language: 'fr' },
  BE: { defaultLocale: 'nl-BE', language: 'nl' },
  GB: { defaultLocale: 'en-GB', language: 'en' },
  DE: { defaultLocale: 'de-DE', language: 'de' },
  IT: { defaultLocale: 'it-IT', language: 'it' },
  ES: { defaultLocale: 'es-ES', language: 'es' },
  // Portuguese is not an interface language: Portugal's pages fall back per spec §1.
  PT: { defaultLocale: 'pt-PT', language: undefined },
} as const satisfies Record<string, { defaultLocale: string; language: Locale | undefined }>;

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
export type CountryCode = keyof typeof COUNTRIES;
// Pure: the widget imports this module for its rules; its bundle drops schemas it does not use.
export const countryCodeSchema = /* @__PURE__ */ z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]]);
