// The same bundled components as the phone field's flags (six are shared, so they ship once),
// named imports of an ES module without side effects: only these twelve are kept. Nothing is
// fetched from another host.
import { AE, CN, DE, ES, FR, GB, IT, JP, NL, PL, PT, RU } from 'country-flag-icons/react/3x2';

export type Flag = typeof FR;

/**
 * A language shown by the flag of a country that speaks it: the twelve languages the directory
 * offers (server/src/seed/demo/reference-data.ts). Arabic has no single country; the Emirates'
 * flag is the lightest of the candidates.
 */
const FLAG_BY_LANGUAGE: Record<string, Flag> = {
  fr: FR,
  en: GB,
  nl: NL,
  de: DE,
  it: IT,
  es: ES,
  pt: PT,
  ar: AE,
  ru: RU,
  zh: CN,
  pl: PL,
  ja: JP,
};

/** The flag of a language (ISO 639-1), or undefined: the card then shows a neutral one. */
export function flagOf(iso: string): Flag | undefined {
  return FLAG_BY_LANGUAGE[iso.toLowerCase()];
}
