import { z } from 'zod';
import { idParamSchema } from './ids.ts';

/**
 * The provider's statistics (PROVIDERS.md "Premium and statistics"): `GET /api/views`,
 * `GET /api/rates`, `GET /api/portfolio-views`, each over the last `days` days (today included).
 */
export const STATS_DAYS_DEFAULT = 30;
export const STATS_DAYS_MAX = 365;

export const statsQuerySchema = z.object({
  days: z.coerce
    .number('validation.daysInvalid')
    .int('validation.daysInvalid')
    .min(1, 'validation.daysInvalid')
    .max(STATS_DAYS_MAX, 'validation.daysInvalid')
    .default(STATS_DAYS_DEFAULT),
});

/** `GET /api/portfolio-views`: the window, and optionally one portfolio of the provider's (another's: 404). */
export const portfolioViewsQuerySchema = statsQuerySchema.extend({
  portfolio: idParamSchema.optional(),
});

/** The public pages' view beacons (www host): whether this view counted (once per visitor per day). */
export const pageViewResponseSchema = z.object({ success: z.literal(true), counted: z.boolean() });

/**
 * The delay histograms' buckets (minutes, upper bounds; the last one is open): the rollups keep
 * one count per bucket per day, and medians are read from the summed histogram (interpolated
 * inside the median's bucket). 16 buckets, matching the rollups' array length.
 */
export const DELAY_BUCKETS_MINUTES = [
  5,
  15,
  30,
  60,
  120,
  240,
  480,
  720,
  1_440,
  2_880,
  4_320,
  7_200,
  10_080,
  20_160,
  43_200,
  Number.POSITIVE_INFINITY,
] as const;

/** One day's count; days without a view are listed with 0, oldest first. */
export const dayCountSchema = z.object({ day: z.string(), count: z.number().int().min(0) });
export type DayCount = z.infer<typeof dayCountSchema>;

export const viewsResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  total: z.number().int(),
  items: z.array(dayCountSchema),
});

/**
 * A figure beside the same figure for the published providers of the comparison's area (the
 * provider's département, or a wider area when it has too few providers: see `comparison`).
 */
const compared = z.object({ value: z.number().nullable(), departement: z.number().nullable() });

/**
 * Fewer published providers than this in the département, and a provider would be compared with
 * (nearly) themselves: the comparison widens to the région, then to the country.
 */
export const MIN_COMPARISON_PROVIDERS = 10;

/** The areas a provider is compared with, smallest first. */
export const COMPARISON_SCOPES = ['departement', 'region', 'country'] as const;
export type ComparisonScope = (typeof COMPARISON_SCOPES)[number];

export const ratesResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  /** The département compared with (code and name); null when the provider has none. */
  departement: z.object({ code: z.string(), name: z.string() }).nullable(),
  /**
   * What the `departement` figures are: the provider's département when it has at least 10
   * published providers, else their région, else their country (its ISO code in `code`); its
   * number of published providers. null when the provider has no département.
   */
  comparison: z
    .object({ scope: z.enum(COMPARISON_SCOPES), code: z.string(), name: z.string(), providers: z.number().int() })
    .nullable(),
  received: z.object({ value: z.number().int(), departement: z.number().nullable() }),
  /** Shares of the requests received in the window, 0–1 (null with no request). */
  viewed: compared,
  unlocked: compared,
  rejected: compared,
  /** Medians, in minutes (null with nothing to measure). */
  medianMinutesToFirstView: compared,
  medianMinutesToUnlock: compared,
});
export type Rates = z.infer<typeof ratesResponseSchema>;

export const portfolioViewsResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  items: z.array(
    z.object({
      portfolioId: z.number().int(),
      title: z.string(),
      total: z.number().int(),
      days: z.array(dayCountSchema),
    }),
  ),
});
