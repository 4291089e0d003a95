import type { CountryCode } from '@alliance/shared/countries';

// Apart from attributes.ts: the couples' app needs this rule but not the attributes' zod schemas.
const COUNTRY_BY_TLD: Record<string, CountryCode> = {
  fr: 'FR',
  be: 'BE',
  uk: 'GB',
  de: 'DE',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
};

/** The country of a domain (`www.alliance.co.uk` → GB); France when the domain says none. */
export function countryOfHostname(hostname: string): CountryCode {
  return COUNTRY_BY_TLD[hostname.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'FR';
}
