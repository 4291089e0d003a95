import type { z } from 'zod';
import * as mini from 'zod/mini';

// zod/mini: answers the widget's script parses (answers.ts says why).

/** The couple as `me`, `check-account` and `register` return it (spec §3 User). */
export const userSchema = mini.object({
  phone: mini.string(),
  locale: mini.string(),
  latitude: mini.nullable(mini.number()),
  longitude: mini.nullable(mini.number()),
  /** True means logged in: a phone-only identity is authenticated but not logged in (spec §6). */
  has_finished_onboarding: mini.boolean(),
  email: mini.nullable(mini.string()),
  firstname: mini.nullable(mini.string()),
  lastname: mini.nullable(mini.string()),
  city: mini.nullable(mini.string()),
  zipCode: mini.nullable(mini.string()),
  country: mini.nullable(mini.string()),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = mini.object({ user: userSchema });

export const checkAccountResponseSchema = mini.object({
  hasAccount: mini.boolean(),
  user: mini.optional(userSchema),
  token: mini.optional(mini.string()),
  refresh_token: mini.optional(mini.string()),
});

export const registerResponseSchema = mini.object({
  user: userSchema,
  token: mini.string(),
  refresh_token: mini.string(),
});
