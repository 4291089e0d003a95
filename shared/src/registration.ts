import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { LOCALES } from './locale.ts';
import { mobilePhoneSchema } from './phone.ts';
import { isValidEmail, isValidName } from './registration-rules.ts';

export { EMAIL_PATTERN, isValidEmail, isValidName } from './registration-rules.ts';

const nameSchema = (message: string) =>
  z
    .string()
    .refine(isValidName, message)
    .transform((value) => value.trim());

/**
 * Registration payload (spec §3) with every rule of spec §5. `termsAccepted` is the terms-of-sale
 * checkbox, checked on the server too. Messages are i18n keys.
 */
export const registrationSchema = z.strictObject({
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
