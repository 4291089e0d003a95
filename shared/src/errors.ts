import { z } from 'zod';

/** Every 4xx/5xx JSON answer: a message in the caller's language, and the bad fields by path. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A machine-readable reason where the client acts on it (e.g. `recent-sign-in-required`). */
  error_slug: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
