import { z } from 'zod';
import * as mini from 'zod/mini';
import { idSchema } from './ids.ts';

/** Spec §3 project "location preference": where the couple stands on the venue. */
export const LOCATION_PREFERENCES = ['venue-found', 'venue-wanted', 'undecided'] as const;
export const MESSAGE_MAX_LENGTH = 5000;

const slug = (message: string) => z.string().trim().min(1, message).max(80, message);
const optionalSlug = (message: string) => slug(message).nullish();

/** A place chosen in the locality search (`/search/locality`). */
export const projectLocationSchema = z.strictObject({
  city: z.string().trim().min(1, 'validation.locationInvalid').max(120, 'validation.locationInvalid'),
  zipCode: z.string().trim().min(1, 'validation.locationInvalid').max(12, 'validation.locationInvalid'),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'validation.locationInvalid'),
  latitude: z.number('validation.locationInvalid').min(-90, 'validation.locationInvalid').max(90, 'validation.locationInvalid'),
  longitude: z
    .number('validation.locationInvalid')
    .min(-180, 'validation.locationInvalid')
    .max(180, 'validation.locationInvalid'),
});

/** `save-project`: creates (no `id`) or updates one of the caller's projects. Messages are i18n keys. */
export const saveProjectBodySchema = z.strictObject({
  id: idSchema.optional(),
  eventType: slug('validation.eventTypeInvalid'),
  serviceType: optionalSlug('validation.serviceTypeInvalid'),
  theme: z.string().trim().max(200, 'validation.themeInvalid').nullish(),
  /** Calendar date `YYYY-MM-DD`, strictly after today (spec §5: only future projects are offered). */
  eventDate: z.iso.date('validation.eventDateInvalid'),
  location: projectLocationSchema,
  locationPreference: z.enum(LOCATION_PREFERENCES, 'validation.locationPreferenceInvalid').nullish(),
  guestRange: optionalSlug('validation.rangeInvalid'),
  budgetRange: optionalSlug('validation.rangeInvalid'),
  plannerBudgetRange: optionalSlug('validation.rangeInvalid'),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, 'validation.languageInvalid'))
    .max(12)
    .optional(),
  /** Plain text; HTML is kept as typed and always escaped when shown. */
  message: z.string().trim().max(MESSAGE_MAX_LENGTH, 'validation.messageTooLong').nullish(),
});
export type SaveProjectBody = z.infer<typeof saveProjectBodySchema>;

// zod/mini: answers the widget's script parses (answers.ts says why).
/** A project as the widget lists it (spec §3): eventType is the slug matched against the page's list. */
export const projectSummarySchema = mini.object({
  id: mini.int(),
  eventDate: mini.string(),
  eventType: mini.string(),
  eventTypeName: mini.string(),
  eventLocation: mini.nullable(mini.string()),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = z.object({
  ...projectSummarySchema.shape,
  serviceType: z.string().nullable(),
  theme: z.string().nullable(),
  location: projectLocationSchema.nullable(),
  locationPreference: z.enum(LOCATION_PREFERENCES).nullable(),
  guestRange: z.string().nullable(),
  budgetRange: z.string().nullable(),
  plannerBudgetRange: z.string().nullable(),
  languages: z.array(z.string()),
  message: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const getProjectsResponseSchema = mini.object({
  success: mini.boolean(),
  projects: mini.array(projectSummarySchema),
  error: mini.optional(mini.string()),
});
export const saveProjectResponseSchema = z.object({ success: z.literal(true), project: projectSchema });
