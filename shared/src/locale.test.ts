import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLocale, toLocale } from './locale.ts';

describe('pickLocale (spec §1: cookie, then browser, then French)', () => {
  it('takes the _locale cookie first, even when the browser prefers another language', () => {
    expect(pickLocale({ cookie: 'de', preferred: ['it-IT', 'en'] })).toBe('de');
  });
  it('ignores a cookie naming a language we do not translate into, and uses the browser', () => {
    expect(pickLocale({ cookie: 'pt', preferred: ['pt-PT', 'es-ES', 'en'] })).toBe('es');
  });
  it('takes the first browser language we have', () => {
    expect(pickLocale({ preferred: ['nl-BE', 'fr'] })).toBe('nl');
  });
  it('falls back to French when nothing matches', () => {
    expect(pickLocale({ cookie: '', preferred: ['ja', 'zh-CN'] })).toBe('fr');
    expect(pickLocale({})).toBe('fr');
  });
  it('accepts full tags with either separator', () => {
    expect(toLocale('de_DE')).toBe('de');
    expect(toLocale('EN-gb')).toBe('en');
    expect(toLocale('xx')).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for equal weights', () => {
    expect(parseAcceptLanguage('it;q=0.5, de-DE, en;q=0.8, nl')).toEqual(['de-DE', 'nl', 'en', 'it']);
  });
  it('drops wildcards and refused languages', () => {
    expect(parseAcceptLanguage('*, fr;q=0, es')).toEqual(['es']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
