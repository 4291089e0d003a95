import { COUNTRY_CODES } from '@alliance/shared/countries';
import { LOCALES } from '@alliance/shared/locale';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from './countryNames.ts';

describe('the phone field’s country names', () => {
  it.each([...LOCALES])('are what Intl names and orders in %s, every served country once', (locale) => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const expected = COUNTRY_CODES.map((code) => [code, names.of(code)]).sort((a, b) =>
      String(a[1]).localeCompare(String(b[1]), locale),
    );
    expect(COUNTRY_NAMES[locale]).toEqual(expected);
  });
});
