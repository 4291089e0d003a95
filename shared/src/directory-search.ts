import { z } from 'zod';
import { PLANNERS_MAX_PAGE, providerCardSchema } from './providers.ts';
import { namedItemSchema } from './reference.ts';

/** A readable slug (département, city, service type); empty means "no filter". */
const optionalSlug = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{0,100}$/, message)
    .optional()
    .transform((slug) => slug || undefined);

/**
 * The directory search filters (www host, spec §7): a département and a city by their slugs (the
 * listing pages' addresses), a service type slug, an event type slug and a spoken language (iso
 * code). They combine (AND).
 */
export const directoryFiltersSchema = z.object({
  departement: optionalSlug('validation.locationInvalid'),
  /** A city slug of the département; ignored without `departement` (city slugs are unique only within one). */
  city: optionalSlug('validation.cityInvalid'),
  service: optionalSlug('validation.serviceTypeInvalid'),
  /** An event type slug (`mariage`): providers who take on that kind of event. */
  evenement: optionalSlug('validation.eventTypeInvalid'),
  langue: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{0,3}$/, 'validation.languageInvalid')
    .optional()
    .transform((iso) => iso || undefined),
});
export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>;

const pageSchema = z.coerce.number().int().min(1).max(PLANNERS_MAX_PAGE);

/** `POST /api/directory/` body: the filters and the page (default 1). */
export const directorySearchBodySchema = directoryFiltersSchema.extend({ page: pageSchema.default(1) });
export type DirectorySearchBody = z.infer<typeof directorySearchBodySchema>;

/** `POST /search/{product}/{page}`: the page in the path, the filters in the body (which may be empty). */
export const directorySearchParamsSchema = z.object({ page: pageSchema });

/** One page of provider cards; `next_page` is null on the last page. */
export const directorySearchResponseSchema = z.object({
  success: z.literal(true),
  prestataires: z.array(providerCardSchema),
  next_page: z.number().int().nullable(),
});
export type DirectorySearchResponse = z.infer<typeof directorySearchResponseSchema>;

/** `GET /api/directory/services`: the service types in the caller's language. */
export const directoryServicesResponseSchema = z.object({ success: z.literal(true), services: z.array(namedItemSchema) });
export type DirectoryServicesResponse = z.infer<typeof directoryServicesResponseSchema>;

const departementSchema = z.object({ code: z.string(), slug: z.string(), name: z.string(), providers: z.number().int() });

/** `GET /api/directory/regions`: the régions of the site's country, each with its départements and provider counts. */
export const directoryRegionsResponseSchema = z.object({
  success: z.literal(true),
  regions: z.array(z.object({ code: z.string(), name: z.string(), departements: z.array(departementSchema) })),
});
export type DirectoryRegionsResponse = z.infer<typeof directoryRegionsResponseSchema>;

/** `GET /api/directory/cities?departement={slug}`. */
export const directoryCitiesQuerySchema = z.object({
  departement: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,100}$/, 'validation.locationInvalid'),
});

/** The cities of one département that have providers, with their counts, by name. */
export const directoryCitiesResponseSchema = z.object({
  success: z.literal(true),
  cities: z.array(z.object({ slug: z.string(), name: z.string(), providers: z.number().int() })),
});
export type DirectoryCitiesResponse = z.infer<typeof directoryCitiesResponseSchema>;
