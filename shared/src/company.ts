import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { PROVIDER_LINK_TYPES, providerLinkSchema } from './provider-links.ts';
import { isSingleLine } from './text.ts';

/**
 * The provider's company profile on the app host (PROVIDERS.md "Company profile"): `GET` reads,
 * `POST` saves, each answering `{success:true, …}` with what is now stored.
 */

export const COMPANY_NAME_MAX = 120;
/** The portrait's limits, counted on the sanitized HTML's text (tags aside). */
export const PORTRAIT_MIN_CHARS = 200;
export const PORTRAIT_MAX_CHARS = 8000;
export const MAX_EXPERIENCES = 20;

export const companyNameSchema = z.strictObject({
  name: z
    .string('validation.companyNameInvalid')
    .trim()
    .min(2, 'validation.companyNameInvalid')
    .max(COMPANY_NAME_MAX, 'validation.companyNameInvalid')
    .refine(isSingleLine, 'validation.companyNameInvalid'),
});

/** 14 digits (spaces allowed when typed) that pass the Luhn check; La Poste's SIRETs (356000000…) sum to a multiple of 5 instead. */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith('356000000')) return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(digits[13 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * One message per mistake: a wrong length says the SIRET has 14 digits; 14 digits that fail the
 * check digit say to check them (a length hint there would mislead).
 */
export const siretSchema = z
  .string('validation.siretInvalid')
  .transform((value) => value.replace(/\s+/g, ''))
  .superRefine((digits, context) => {
    if (!/^\d{14}$/.test(digits)) context.addIssue({ code: 'custom', message: 'validation.siretLength' });
    else if (!isValidSiret(digits)) context.addIssue({ code: 'custom', message: 'validation.siretInvalid' });
  });
/** An intra-EU VAT number: country prefix and 2–13 letters or digits (spaces and dots dropped). */
export const vatNumberSchema = z
  .string('validation.vatNumberInvalid')
  .transform((value) => value.replace(/[\s.-]+/g, '').toUpperCase())
  .refine(
    (value) =>
      /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{2,13}$/.test(value),
    'validation.vatNumberInvalid',
  );
/** The SIRET, and the EU VAT number the invoices need for a reverse charge (empty or null clears it). */
export const companySiretSchema = z.strictObject({
  siret: siretSchema,
  vatNumber: z.union([z.literal('').transform(() => null), z.null(), vatNumberSchema]).optional(),
});

/** `GET siren/siret?siret=`: offline, format and Luhn (`verified:false`); the register adapter fills `company`. */
export const siretLookupQuerySchema = z.object({ siret: z.string().max(40) });
export const siretLookupResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  verified: z.boolean(),
  company: z.object({ name: z.string(), address: z.string().optional(), active: z.boolean() }).optional(),
});

const slugList = (message: string) => z.array(z.string().trim().min(1).max(60), message).max(30, message);
export const companyServicesSchema = z.strictObject({
  services: slugList('validation.servicesInvalid'),
  eventTypes: slugList('validation.eventTypesInvalid'),
});

/** The portrait is HTML from the rich-text editor (bold, underline, bullet list), sanitized when saved. */
export const companyDetailsSchema = z.strictObject({
  portrait: z.string('validation.portraitInvalid').max(PORTRAIT_MAX_CHARS * 4, 'validation.portraitTooLong'),
  languages: z.array(z.string().trim().min(2).max(3), 'validation.languagesInvalid').max(20, 'validation.languagesInvalid'),
});

/** The place comes from the locality search (city, postal code, country, coordinates). */
export const companyAddressSchema = z.strictObject({
  street: z.string().trim().max(200, 'validation.streetInvalid').optional(),
  city: z.string('validation.cityInvalid').trim().min(1, 'validation.cityInvalid').max(120, 'validation.cityInvalid'),
  zipCode: z.string('validation.zipCodeInvalid').trim().min(2, 'validation.zipCodeInvalid').max(12, 'validation.zipCodeInvalid'),
  countryCode: z.enum(COUNTRY_CODES, 'validation.countryInvalid'),
  latitude: z.number('validation.cityInvalid').min(-90).max(90),
  longitude: z.number('validation.cityInvalid').min(-180).max(180),
});

/** Every link type, each an absolute http(s) address or empty (removed). */
export const socialNetworksSchema = z.strictObject({
  links: z.partialRecord(z.enum(PROVIDER_LINK_TYPES), z.union([z.literal(''), providerLinkSchema.shape.url]).nullable()),
});

export const experienceSchema = z.strictObject({
  title: z
    .string('validation.experienceInvalid')
    .trim()
    .min(2, 'validation.experienceInvalid')
    .max(120, 'validation.experienceInvalid'),
  year: z.number().int().min(1950).max(2100).optional(),
  description: z.string().trim().max(1000, 'validation.experienceInvalid').optional(),
});
export const portraitExperiencesSchema = z.strictObject({
  experiences: z.array(experienceSchema).max(MAX_EXPERIENCES, 'validation.experiencesTooMany'),
});

/** The whole profile as `GET` calls answer it (each call its own part). */
export const companyProfileSchema = z.object({
  name: z.string(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  services: z.array(z.string()),
  eventTypes: z.array(z.string()),
  portrait: z.string(),
  languages: z.array(z.string()),
  address: z
    .object({
      street: z.string().nullable(),
      city: z.string(),
      zipCode: z.string(),
      countryCode: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  links: z.partialRecord(z.enum(PROVIDER_LINK_TYPES), z.string()),
  experiences: z.array(experienceSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
/** Every part's GET and POST (`company/name`, `social-networks/`…): the whole profile as now stored. */
export const companyProfileResponseSchema = z.object({ success: z.literal(true), profile: companyProfileSchema });

export const profileUrlResponseSchema = z.object({ success: z.literal(true), url: z.string() });

/** What `onboarding/finish` requires; each missing piece is named in `fields`. */
export const ONBOARDING_REQUIREMENTS = ['name', 'address', 'services', 'eventTypes', 'portrait', 'siret', 'email'] as const;
