import type { Locale } from '@alliance/shared/locale';
import type { TFunction } from 'i18next';

/** A département as the phrases need it: its name and, in France, its stored French phrase. */
export interface PhraseDepartement {
  name: string;
  /** `departements.in_phrase`: "dans le Rhône", "en Gironde", "à Paris"; null outside France. */
  inPhrase?: string | null;
}

/**
 * "in <département>" in the page's language. French needs the preposition and article of each
 * name, stored per département; a département without one (another country's provinces) gets a
 * neutral form ("dans la région de Liège"). Other languages keep their own form ("in Gironde").
 */
export function inDepartement(t: TFunction, locale: Locale, departement: PhraseDepartement): string {
  if (locale === 'fr' && departement.inPhrase) return departement.inPhrase;
  return t('directory.place.inDepartement', { name: departement.name });
}

/**
 * "in <city>". French contracts "à" with a city's leading article: "au Havre", "aux Sables-d'Olonne"
 * ("à La Rochelle" and "à L'Isle-Adam" keep theirs).
 */
export function inCity(t: TFunction, locale: Locale, city: string): string {
  if (locale === 'fr') {
    const contracted = /^Le (.+)$/.exec(city) ?? null;
    if (contracted) return `au ${contracted[1]}`;
    const plural = /^Les (.+)$/.exec(city);
    if (plural) return `aux ${plural[1]}`;
  }
  return t('directory.place.inCity', { name: city });
}

/** A collator of the page's language: "Ain, Aisne, Allier… Ardèche", and "Île-de-France" among the I. */
const collators = new Map<string, Intl.Collator>();
export function collatorOf(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/** A copy of `items` sorted by `name` with the page language's collation. */
export function sortByName<T>(locale: Locale, items: readonly T[], name: (item: T) => string): T[] {
  const collator = collatorOf(locale);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
