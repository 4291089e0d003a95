import type { Locale } from '@alliance/shared/locale';

/**
 * A reference name ("Mariage", "Wedding") as it reads inside a sentence: lower-cased first
 * letter, except in German, where nouns keep their capital, and for acronyms ("PACS").
 */
export function inSentence(name: string, locale: Locale): string {
  if (locale === 'de' || !name) return name;
  const [first = '', second = ''] = name;
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return name;
  return first.toLowerCase() + name.slice(first.length);
}
