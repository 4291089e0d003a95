import { z } from 'zod';
import { NAME_MIN_EXCLUSIVE } from './constants.ts';
import { COUNTRY_CODES } from './countries.ts';
import { LOCALES } from './locale.ts';
import { mobilePhoneSchema } from './phone.ts';

/** Spec §5: local part, at, domain, a TLD of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** Spec §5 e-mail rule, for forms that check before sending (the schema below applies the same). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Spec §5 name rule: longer than 2 characters once trimmed. */
export function isValidName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && value.trim().length > NAME_MIN_EXCLUSIVE;
}

const nameSchema = (message: string) =>
  z
    .string()
    .refine(isValidName, message)
    .transform((value) => value.trim());

/**
 * Registration payload (spec §3) with every rule of spec §5. `termsAccepted` is the terms-of-sale
 * checkbox, checked on the server too. Messages are i18n keys. Pure: the widget imports the
 * rules above, and its bundle drops the schema (and zod).
 */
export const registrationSchema = /* @__PURE__ */ z.strictObject({
  email: z
    .string()
    .refine(isValidEmail, 'validation.emailInvalid')
    .transform((value) => value.trim()),
  lastname: nameSchema('validation.lastnameInvalid'),
  firstname: nameSchema('validation.firstnameInvalid'),
  phone: mobilePhoneSchema,
  city: z.string().trim().min(1, 'validation.cityInvalid').max(120, 'validation.cityInvalid'),
  zipCode: z.string().trim().min(1, 'validation.zipCodeInvalid').max(12, 'validation.zipCodeInvalid'),
  country: z.enum(COUNTRY_CODES, 'validation.countryInvalid'),
  latitude: z
    .number('validation.coordinatesInvalid')
    .min(-90, 'validation.coordinatesInvalid')
    .max(90, 'validation.coordinatesInvalid'),
  longitude: z
    .number('validation.coordinatesInvalid')
    .min(-180, 'validation.coordinatesInvalid')
    .max(180, 'validation.coordinatesInvalid'),
  locale: z.enum(LOCALES, 'validation.localeInvalid'),
  termsAccepted: z.literal(true, 'validation.termsRequired'),
});
export type Registration = z.infer<typeof registrationSchema>;
