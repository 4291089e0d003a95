import { z } from 'zod';

/** The couple as `me`, `check-account` and `register` return it (spec §3 User). */
export const userSchema = z.object({
  phone: z.string(),
  locale: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** True means logged in: a phone-only identity is authenticated but not logged in (spec §6). */
  has_finished_onboarding: z.boolean(),
  email: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });

export const checkAccountResponseSchema = z.object({
  hasAccount: z.boolean(),
  user: userSchema.optional(),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const registerResponseSchema = z.object({ user: userSchema, token: z.string(), refresh_token: z.string() });
