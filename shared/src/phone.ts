import { type CountryCode as LibCountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from './countries.ts';

export type PhoneCheck =
  | { ok: true; e164: string; country: CountryCode }
  | { ok: false; reason: 'invalid' | 'not-mobile' | 'country-not-served' };

/**
 * THE phone rule (spec §5, ARCHITECTURE.md security decisions): a valid mobile number of one
 * of the seven served countries. National numbers are read in `defaultCountry`.
 */
export function checkMobilePhone(input: string, defaultCountry?: CountryCode): PhoneCheck {
  // `extract: false`: the whole input must be the number (by default a number is picked out of any text).
  const parsed = parsePhoneNumberFromString(input.trim(), {
    defaultCountry: defaultCountry as LibCountryCode | undefined,
    extract: false,
  });
  if (!parsed?.isValid()) return { ok: false, reason: 'invalid' };
  const country = COUNTRY_CODES.find((code) => code === parsed.country);
  if (!country) return { ok: false, reason: 'country-not-served' };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, reason: 'not-mobile' };
  return { ok: true, e164: parsed.number, country };
}

/**
 * A phone field: E.164 out, the i18n key `validation.phoneInvalid` on any failure. Pure: the
 * widget imports this module for checkMobilePhone; its bundle drops the schema (and zod).
 */
export const mobilePhoneSchema = /* @__PURE__ */ z
  .string()
  .max(32, 'validation.phoneInvalid')
  .transform((value, ctx) => {
    const result = checkMobilePhone(value);
    if (!result.ok) {
      // A landline gets told what is wanted (issue 7), not only that it is wrong.
      ctx.addIssue({
        code: 'custom',
        message: result.reason === 'not-mobile' ? 'validation.phoneNotMobile' : 'validation.phoneInvalid',
      });
      return z.NEVER;
    }
    return result.e164;
  });
