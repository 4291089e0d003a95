import { providerMessages, sharedMessages } from '@alliance/shared/i18n/index';
import { LOCALES } from '@alliance/shared/locale';
import { describe, expect, it } from 'vitest';
import { serverMessages, translator } from './index.ts';

const flatten = (tree: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys with their plural forms folded into one (`showing_one`, `showing_other` → `showing`), and each one's placeholders. */
function byBaseKey(messages: object): Map<string, { forms: Set<string>; placeholders: string[] }> {
  const keys = new Map<string, { forms: Set<string>; placeholders: string[] }>();
  for (const [key, text] of Object.entries(flatten(messages))) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const entry = keys.get(base) ?? { forms: new Set(), placeholders: [] };
    keys.set(base, entry);
    entry.forms.add(PLURAL_SUFFIX.exec(key)?.[1] ?? '');
    entry.placeholders = [...new Set([...entry.placeholders, ...placeholders(text)])].sort();
  }
  return keys;
}

describe.each([
  ['server texts', serverMessages],
  ['messages shared with the clients', sharedMessages],
  ["providers' validation messages", providerMessages],
])('%s', (_name, messages) => {
  const french = byBaseKey(messages.fr);
  it.each(LOCALES.filter((l) => l !== 'fr'))('are all translated in %s, with the same placeholders', (locale) => {
    const other = byBaseKey(messages[locale]);
    expect([...other.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of Object.entries(flatten(messages[locale]))) expect(text.trim(), key).not.toBe('');
    for (const [key, entry] of other) expect(entry.placeholders, key).toEqual(french.get(key)?.placeholders);
  });

  // Each plural key has every form the language's plural rules ask for (fr, it, es: one, many, other).
  it.each([...LOCALES])('has every plural form %s needs', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, entry] of byBaseKey(messages[locale])) {
      if (entry.forms.has('')) continue;
      for (const category of categories) expect(entry.forms.has(category), `${key}_${category}`).toBe(true);
    }
  });
});

describe('plurals through i18next', () => {
  it.each([
    ['fr', 1, '1 prestataire'],
    ['fr', 2, '2 prestataires'],
    ['fr', 1500, '1\u202f500 prestataires'],
    ['en', 1, '1 provider'],
    ['en', 3, '3 providers'],
    ['nl', 1, '1 dienstverlener'],
    ['de', 1, '1 Dienstleister'],
    ['it', 1, '1 fornitore'],
    ['it', 2, '2 fornitori'],
    ['es', 1, '1 proveedor'],
    ['es', 2, '2 proveedores'],
  ] as const)('%s: %i → %s', (locale, count, expected) => {
    expect(translator(locale)('directory.pages.departements.providers', { count })).toBe(expected);
  });
});
