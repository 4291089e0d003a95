import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
import type { Locale } from '@alliance/shared/locale';
import { BE, DE, ES, FR, GB, IT, PT } from 'country-flag-icons/react/3x2';
import { type Ref, useId, useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { getCountryCallingCode, parsePhoneNumberFromString } from '../phone/seven-countries.ts';
import { COUNTRY_NAMES } from './countryNames.ts';
import css from './PhoneField.css?inline';

/** Bundled flags of the seven served countries: nothing is fetched from another host. */
const FLAGS = { FR, BE, GB, DE, IT, ES, PT };

export interface PhoneFieldProps {
  /** Id of the number input, for the caller's <label htmlFor>. */
  id: string;
  /** The number as typed (national or international form). */
  value: string | undefined;
  onChange(value: string | undefined): void;
  /** The selected country: the one a national number is read in. */
  country: CountryCode;
  onCountryChange(country: CountryCode): void;
  invalid?: boolean;
  /** Id(s) of the error or hint that describe the input. */
  describedBy?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A mobile number with a country selector limited to the seven served countries, named in the
 * widget's language. A native <select> and <input type="tel">: keyboards, screen readers and
 * phones know them, and the script carries no formatting library (the number is checked, with
 * the full rules of the seven countries, when it is sent).
 */
export function PhoneField({
  id,
  value,
  onChange,
  country,
  onCountryChange,
  invalid,
  describedBy,
  disabled,
  inputRef,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation('account');
  const selectId = useId();
  const language = i18n.language;
  // Written-out names (countryNames.ts), not Intl.DisplayNames: no region data to load on the first screen.
  const options = useMemo(
    () =>
      (COUNTRY_NAMES[language as Locale] ?? COUNTRY_NAMES.fr).map(([code, name]) => ({
        code,
        label: `${name} (+${getCountryCallingCode(code)})`,
      })),
    [language],
  );
  const Flag = FLAGS[country];

  function type(text: string) {
    onChange(text || undefined);
    // "+32 470…" typed with France selected: the number says its country, the selector follows.
    if (!text.trim().startsWith('+')) return;
    const typedCountry = parsePhoneNumberFromString(text)?.country;
    if (typedCountry && typedCountry !== country && (COUNTRY_CODES as string[]).includes(typedCountry)) {
      onCountryChange(typedCountry as CountryCode);
    }
  }

  return (
    <div className="phone-field">
      <style>{css}</style>
      <div className="phone-field-country">
        <Flag className="phone-field-flag" aria-hidden="true" />
        <label htmlFor={selectId} className="sr-only">
          {t('phoneField.country')}
        </label>
        <select
          id={selectId}
          value={country}
          disabled={disabled}
          onChange={(event) => onCountryChange(event.target.value as CountryCode)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <input
        id={id}
        ref={inputRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={`+${getCountryCallingCode(country)}`}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
