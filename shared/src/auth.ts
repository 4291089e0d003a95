import { z } from 'zod';
import { CODE_LENGTH } from './constants.ts';
import { mobilePhoneSchema } from './phone.ts';

/**
 * A proof-of-work challenge (ALTCHA v1), asked before a send or a code try once a phone or a
 * client address nears its limits: find the number n ≤ `maxnumber` whose SHA-256 of `salt + n`,
 * in hex, is `challenge`. The client then repeats its call with `altcha` (altchaSolutionSchema).
 */
export const altchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
/** A solved challenge: base64 of the JSON `{algorithm, challenge, number, salt, signature}`. Accepted once. */
export const altchaSolutionSchema = z.string().min(1).max(2000);

export const checkPhoneBodySchema = z.strictObject({ phone: mobilePhoneSchema, altcha: altchaSolutionSchema.optional() });
export const checkPhoneResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  /** Seconds before another code can be sent (on a "too soon" or "SMS budget spent" refusal). */
  retryAfter: z.number().int().optional(),
  /** 403: solve it and send the same call again with `altcha`. */
  challenge: altchaChallengeSchema.optional(),
});

export const codeSchema = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation.codeInvalid');

export const verifyPhoneBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  code: codeSchema,
  altcha: altchaSolutionSchema.optional(),
});

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const verifyPhoneResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
  /** 403: this code had too many wrong tries from other addresses; solve it and try again with `altcha`. */
  challenge: altchaChallengeSchema.optional(),
});

export const checkAccountBodySchema = z.strictObject({ phone: mobilePhoneSchema });

export const refreshBodySchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
