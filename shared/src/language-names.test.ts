import { describe, expect, it } from 'vitest';
import { languageList, languageName } from './language-names.ts';

describe('languageName', () => {
  it('follows each language’s capitalisation', () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'nl')).toBe('Engels');
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('en', 'it')).toBe('inglese');
    expect(languageName('en', 'es')).toBe('inglés');
  });

  it('falls back to the stored label for a code the runtime cannot name', () => {
    expect(languageName('zz', 'fr', 'Zed')).toBe('Zed');
  });
});

describe('languageList', () => {
  it('joins with the language’s own conjunction', () => {
    expect(languageList(['en', 'fr'], 'fr')).toBe('anglais et français');
    expect(languageList(['en', 'fr'], 'en')).toBe('English and French');
  });
});
