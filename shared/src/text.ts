/** Lower case without accents or ligatures: the form searches compare ("Saint-Étienne" → "saint-etienne"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replaceAll('œ', 'oe')
    .replaceAll('Œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('Æ', 'ae')
    .replaceAll('ß', 'ss')
    .toLowerCase();
}

/** Readable URL segment: accents folded, anything else than letters and digits becomes one dash. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** French words that take an elided form before a vowel sound: "de" → "d’", "le"/"la" → "l’", "que" → "qu’". */
export type ElidingWord = 'de' | 'le' | 'la' | 'que';
const ELIDED: Record<ElidingWord, string> = { de: 'd', le: 'l', la: 'l', que: 'qu' };

/**
 * Whether French elides before this word: it starts with a vowel (accented or not, "Y" aside,
 * which is mostly a consonant in names: "de Yannick"), or with an "h" followed by a vowel (the
 * mute h of most names: "d’Hélène"; an aspirated h such as "de Hollande" cannot be told from the
 * spelling, and names are mostly mute). Digits and symbols never elide ("de 3 Mariages").
 */
export function startsWithVowelSound(word: string): boolean {
  const folded = foldText(word.trimStart().slice(0, 2));
  return /^(?:[aeiou]|h[aeiouy])/.test(folded);
}

/**
 * A French word and the name after it, elided when the name starts with a vowel sound:
 * `elide('de', 'Atelier Lumière')` → "d’Atelier Lumière", `elide('de', 'Maison Rose')` → "de Maison Rose".
 * The one place the directory, the mails and the providers' area build "de/le + name" (issue 21).
 * `apostrophe` is the typographic one by default; pass "'" where the text around uses the straight one.
 */
export function elide(word: ElidingWord, name: string, apostrophe = '’'): string {
  return startsWithVowelSound(name) ? `${ELIDED[word]}${apostrophe}${name}` : `${word} ${name}`;
}

/**
 * The English possessive of a name: "Atelier’s", and a bare apostrophe after a final s
 * ("Rosewood Weddings’", the style guides' rule for plurals and most names ending in s).
 */
export function englishPossessive(name: string, apostrophe = '’'): string {
  return /s$/i.test(name.trimEnd()) ? `${name}${apostrophe}` : `${name}${apostrophe}s`;
}

/**
 * A list item's name as it reads inside a sentence: "Mariage" → "mariage", "Wedding" → "wedding".
 * German keeps its capitalised nouns; acronyms ("PACS") and names with another capital inside
 * are left alone. `language` is the text's language (a locale's first part).
 */
export function inSentence(name: string, language: string): string {
  if (language.startsWith('de')) return name;
  const [first, second] = [...name];
  if (!first || (second && second !== second.toLowerCase())) return name;
  return first.toLocaleLowerCase(language) + name.slice(first.length);
}

/**
 * Whether a text is one line: no CR, LF nor Unicode line or paragraph separator. Names and titles
 * (providers', companies', people's, portfolios', venues') are printed in headers, mails and
 * invoices, where a line break could forge a header line or a second line (issue 21, security 8).
 */
export function isSingleLine(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the line-breaking control characters are what this refuses
  return !/[\r\n\u000b\u000c\u0085\u2028\u2029]/.test(text);
}

/**
 * i18next formatters over the two helpers above, for texts that name a person or a company:
 * `"Photo de profil {{name, elidedDe}}"` → "Photo de profil d’Atelier Lumière",
 * `"welcome to {{company, possessive}} area"` → "welcome to Rosewood Weddings’ area". Each
 * language's text keeps the same placeholder (`name`), only its format differs. Register them
 * on an i18next instance with `instance.services.formatter?.add(name, format)`.
 */
export function nameFormatters(apostrophe = '’'): Record<'elidedDe' | 'possessive', (value: unknown) => string> {
  return {
    elidedDe: (value) => elide('de', String(value ?? ''), apostrophe),
    possessive: (value) => englishPossessive(String(value ?? ''), apostrophe),
  };
}
