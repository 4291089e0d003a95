import { z } from 'zod';
import * as mini from 'zod/mini';
import { idParamSchema } from './ids.ts';

// zod/mini: the card is in answers the widget's script parses (answers.ts says why).
/** A language a provider speaks, labelled in the caller's language. */
export const providerLanguageSchema = mini.object({ iso: mini.string(), label: mini.string() });

/** A provider card (spec §3 "Provider (prestataire)"): suggestions, get-planner, get-all-planners. */
export const providerCardSchema = mini.object({
  id: mini.int(),
  /** The provider's public id: what a couple's favorites hold (`/api/directory/toggle-favorite`). */
  publicId: mini.string(),
  name: mini.string(),
  city: mini.string(),
  /** Postal code; its first 2 characters are shown as the département. */
  cp: mini.string(),
  /** Sanitized HTML (allowlist), safe to render as is. */
  portrait: mini.string(),
  /** The provider's profile page (www host), the page that embeds the widget. */
  profileUrl: mini.string(),
  /** Through the image proxy (by id), or null without a profile image. */
  profileImage: mini.nullable(mini.string()),
  isPremium: mini.boolean(),
  /** Logged in within the last 90 days (spec §9). */
  hasLoggedInTheLastDays: mini.boolean(),
  langues: mini.array(providerLanguageSchema),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** Spec §9: a provider counts as up to date if logged in within the last 90 days. */
export const ACTIVE_PROVIDER_DAYS = 90;

/** Providers per page of `get-all-{product}` (the directory's page size too). */
export const PLANNERS_PAGE_SIZE = 20;
/** Deepest page served: 20 000 providers; past that, narrow by département. */
export const PLANNERS_MAX_PAGE = 1000;

/** `GET /api/get-planner/{id}` (project host). */
export const getPlannerParamsSchema = z.object({ id: idParamSchema });
export const getPlannerResponseSchema = z.object({ success: z.literal(true), prestataire: providerCardSchema });
export type GetPlannerResponse = z.infer<typeof getPlannerResponseSchema>;

/**
 * `GET /api/get-all-{product}?page=&departement=&cp=&service=&langue=` (project host): the
 * providers of the site's country, premium first then oldest account first (a stable order: pages
 * never overlap), optionally narrowed to one département given by its code (`33`, `2A`), one
 * postal code (the city chosen in the locality autocomplete), a service type slug and a spoken
 * language (iso code). Filters combine (AND).
 */
export const getAllPlannersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PLANNERS_MAX_PAGE).default(1),
  /** A département code of the site's country; empty means every département. */
  departement: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{0,5}$/)
    .optional()
    .transform((code) => code || undefined),
  /** A postal code, exactly as the locality autocomplete gives it (`33000`). */
  cp: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{0,12}$/, 'validation.zipCodeInvalid')
    .optional()
    .transform((code) => code || undefined),
  /** A service type slug (`GET /api/service-types`). */
  service: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,80}$/, 'validation.serviceTypeInvalid')
    .optional()
    .transform((slug) => slug || undefined),
  /** A language the provider speaks, iso code (`GET /api/langues`). */
  langue: z
    .string()
    .trim()
    .regex(/^([a-z]{2})?$/, 'validation.languageInvalid')
    .optional()
    .transform((iso) => iso || undefined),
});
export type GetAllPlannersQuery = z.infer<typeof getAllPlannersQuerySchema>;
export const getAllPlannersResponseSchema = z.object({
  success: z.literal(true),
  prestataires: z.array(providerCardSchema),
  /** The next page number, or null on the last page. */
  next_page: z.number().int().nullable(),
});
export type GetAllPlannersResponse = z.infer<typeof getAllPlannersResponseSchema>;
