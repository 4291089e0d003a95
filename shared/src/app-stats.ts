import { z } from 'zod';

/**
 * `GET /api/app-stats` (project host): the figures the couples' app states on its home page,
 * counted in the database (issue 5: no claim the directory cannot back).
 */
export const appStatsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Providers listed in the directory, every country (as the www home page counts them). */
  providers: z.number().int().nonnegative(),
});
export type AppStatsResponse = z.infer<typeof appStatsResponseSchema>;
