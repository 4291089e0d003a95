import { sharedMessages } from '@alliance/shared/i18n/index';
import { LOCALES } from '@alliance/shared/locale';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it_ from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };

const server = { fr, en, nl, de, it: it_, es };
const flatten = (tree: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['server texts', server],
  ['messages shared with the clients', sharedMessages],
])('%s', (_name, messages) => {
  const french = flatten(messages.fr);
  it.each(LOCALES.filter((l) => l !== 'fr'))('are all translated in %s, with the same placeholders', (locale) => {
    const other = flatten(messages[locale]);
    expect(Object.keys(other).sort()).toEqual(Object.keys(french).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(french[key] ?? ''));
    }
  });
});
