import { z } from 'zod';
import * as mini from 'zod/mini';

import { LOCALITY_MAX_PAGE } from './constants.ts';

export { LOCALITY_MAX_PAGE, LOCALITY_MIN_CHARACTERS, LOCALITY_PAGE_SIZE } from './constants.ts';

/**
 * `GET /search/locality?query=&country=&page=` (www host). `country` ranks that country's
 * places first (default: the domain's country); any two letters are accepted.
 */
export const localitySearchQuerySchema = z.object({
  query: z
    .string()
    .max(100)
    .default('')
    .describe('Start of a place name (case, accents and punctuation ignored) or of a postal code; 3 characters at least'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional()
    .describe("Country whose places come first; default: the domain's country"),
  page: z.coerce.number().int().min(1).max(LOCALITY_MAX_PAGE).default(1),
});
export type LocalitySearchQuery = z.infer<typeof localitySearchQuerySchema>;

// zod/mini: answers the widget's script parses (answers.ts says why).
/** One place under one postal code; `label` is what the autocomplete shows: "Bordeaux (33000)". */
export const localitySchema = mini.object({
  label: mini.string(),
  city: mini.string(),
  zipCode: mini.string(),
  countryCode: mini.string(),
  latitude: mini.number(),
  longitude: mini.number(),
  departement: mini
    .optional(mini.nullable(mini.string()))
    .check(mini.describe("Slug of the place's département (the directory's addresses), null when the place has none")),
});
export type Locality = z.infer<typeof localitySchema>;

/** The autocomplete reads `results` and asks for `next_page` while it is not null (spec §7). */
export const localitySearchResponseSchema = mini.object({
  results: mini.array(localitySchema),
  next_page: mini.nullable(mini.int()).check(mini.describe('Page to ask for next, null on the last page')),
});
export type LocalitySearchResponse = z.infer<typeof localitySearchResponseSchema>;
