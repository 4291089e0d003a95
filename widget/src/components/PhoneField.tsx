import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
import { BE, DE, ES, FR, GB, IT, PT } from 'country-flag-icons/react/3x2';
import { type ComponentProps, type ReactElement, type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Labels } from 'react-phone-number-input';
// The core build: the default entry bundles every country's metadata and loads flags from a foreign host.
import PhoneInputWithCountry from 'react-phone-number-input/core';
import libraryCss from 'react-phone-number-input/style.css?inline';
import { metadata } from '../phone/seven-countries.ts';
import fieldCss from './PhoneField.css?inline';

// Typed as a class component, it is a forwardRef to the <input> (it overwrites an `inputRef` prop with its `ref`).
const PhoneInput = PhoneInputWithCountry as unknown as (
  props: ComponentProps<typeof PhoneInputWithCountry> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;

/** Bundled flags of the seven served countries: nothing is fetched from another host. */
const FLAGS = { FR, BE, GB, DE, IT, ES, PT };

// The library hangs its CSS variables on :root, which is outside the shadow root.
const css = `${libraryCss.replace(/:root\b/g, ':host')}\n${fieldCss}`;

export interface PhoneFieldProps {
  /** Id of the number input, for the caller's <label htmlFor>. */
  id: string;
  /** What the library makes of the input: E.164 digits so far, or undefined when empty. */
  value: string | undefined;
  onChange(value: string | undefined): void;
  /** The selected country: the one the number is read in. */
  country: CountryCode;
  onCountryChange(country: CountryCode): void;
  invalid?: boolean;
  /** Id(s) of the error or hint that describe the input. */
  describedBy?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A mobile number with a country selector limited to the seven served countries, named in the widget's language. */
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
  const language = i18n.language;
  const labels = useMemo<Labels>(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const countries = Object.fromEntries(COUNTRY_CODES.map((code) => [code, names.of(code) ?? code]));
    return { ...countries, country: t('phoneField.country'), phone: t('phoneField.number') };
  }, [language, t]);
  return (
    <div className="phone-field">
      <style>{css}</style>
      <PhoneInput
        id={id}
        metadata={metadata}
        labels={labels}
        countries={COUNTRY_CODES}
        defaultCountry={country}
        flags={FLAGS}
        addInternationalOption={false}
        value={value}
        // A number kept from before (back from the code step) reads as it was typed.
        initialValueFormat="national"
        onChange={onChange}
        onCountryChange={(next) => {
          if (next && (COUNTRY_CODES as string[]).includes(next)) onCountryChange(next as CountryCode);
        }}
        disabled={disabled}
        ref={inputRef}
        autoComplete="tel"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
