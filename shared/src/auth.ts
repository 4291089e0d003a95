import { z } from 'zod';
import * as mini from 'zod/mini';
import { successResponseSchema } from './answers.ts';
import { CODE_LENGTH } from './constants.ts';
import { mobilePhoneSchema } from './phone.ts';

/**
 * A proof-of-work challenge (ALTCHA v1), asked before a send or a code try once a phone or a
 * client address nears its limits: find the number n ≤ `maxnumber` whose SHA-256 of `salt + n`,
 * in hex, is `challenge`. The client then repeats its call with `altcha` (altchaSolutionSchema).
 */
export const altchaChallengeSchema = mini.object({
  algorithm: mini.literal('SHA-256'),
  challenge: mini.string(),
  maxnumber: mini.int().check(mini.positive()),
  salt: mini.string(),
  signature: mini.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
/** A solved challenge: base64 of the JSON `{algorithm, challenge, number, salt, signature}`. Accepted once. */
export const altchaSolutionSchema = z.string().min(1).max(2000);

export const checkPhoneBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  altcha: altchaSolutionSchema.optional(),
});
export const checkPhoneResponseSchema = mini.object({
  success: mini.boolean(),
  error: mini.optional(mini.string()),
  /** Seconds before another code can be sent (on a "too soon" or "SMS budget spent" refusal). */
  retryAfter: mini.optional(mini.int()),
  /** 403: solve it and send the same call again with `altcha`. */
  challenge: mini.optional(altchaChallengeSchema),
});

export const codeSchema = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation.codeInvalid');

export const verifyPhoneBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  code: codeSchema,
  altcha: altchaSolutionSchema.optional(),
});

export const tokenPairSchema = mini.object({ token: mini.string(), refresh_token: mini.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const verifyPhoneResponseSchema = mini.object({
  success: mini.boolean(),
  error: mini.optional(mini.string()),
  token: mini.optional(mini.string()),
  refresh_token: mini.optional(mini.string()),
  /** 403: this code had too many wrong tries from other addresses; solve it and try again with `altcha`. */
  challenge: mini.optional(altchaChallengeSchema),
});

export const checkAccountBodySchema = z.strictObject({ phone: mobilePhoneSchema });

export const refreshBodySchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
/** `POST /api/token/refresh`: the new pair, or on the app host, renewed from its cookie, `{success:true}` (the pair went into the cookies). */
export const refreshResponseSchema = mini.union([tokenPairSchema, successResponseSchema]);
