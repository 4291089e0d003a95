import type { CountryCode } from '@alliance/shared/countries';
import type { Locale } from '@alliance/shared/locale';

/**
 * The seven served countries named in each language, in that language's alphabetical order: what
 * `Intl.DisplayNames` and `localeCompare` give (countryNames.test.ts checks it), written out
 * because the phone field is on the widget's first screen and a phone's first DisplayNames and
 * collator load the browser's region and collation data: the slowest step to an interactive
 * widget at 4× CPU throttling.
 */
export const COUNTRY_NAMES: Record<Locale, [CountryCode, string][]> = {
  fr: [
    ['DE', 'Allemagne'],
    ['BE', 'Belgique'],
    ['ES', 'Espagne'],
    ['FR', 'France'],
    ['IT', 'Italie'],
    ['PT', 'Portugal'],
    ['GB', 'Royaume-Uni'],
  ],
  en: [
    ['BE', 'Belgium'],
    ['FR', 'France'],
    ['DE', 'Germany'],
    ['IT', 'Italy'],
    ['PT', 'Portugal'],
    ['ES', 'Spain'],
    ['GB', 'United Kingdom'],
  ],
  nl: [
    ['BE', 'België'],
    ['DE', 'Duitsland'],
    ['FR', 'Frankrijk'],
    ['IT', 'Italië'],
    ['PT', 'Portugal'],
    ['ES', 'Spanje'],
    ['GB', 'Verenigd Koninkrijk'],
  ],
  de: [
    ['BE', 'Belgien'],
    ['DE', 'Deutschland'],
    ['FR', 'Frankreich'],
    ['IT', 'Italien'],
    ['PT', 'Portugal'],
    ['ES', 'Spanien'],
    ['GB', 'Vereinigtes Königreich'],
  ],
  it: [
    ['BE', 'Belgio'],
    ['FR', 'Francia'],
    ['DE', 'Germania'],
    ['IT', 'Italia'],
    ['PT', 'Portogallo'],
    ['GB', 'Regno Unito'],
    ['ES', 'Spagna'],
  ],
  es: [
    ['DE', 'Alemania'],
    ['BE', 'Bélgica'],
    ['ES', 'España'],
    ['FR', 'Francia'],
    ['IT', 'Italia'],
    ['PT', 'Portugal'],
    ['GB', 'Reino Unido'],
  ],
};
