import { z } from 'zod';
import { CODE_LENGTH } from './constants.ts';
import { mobilePhoneSchema } from './phone.ts';

export const checkPhoneBodySchema = z.strictObject({ phone: mobilePhoneSchema });
export const checkPhoneResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  /** Seconds before another code can be sent (on a "too soon" refusal). */
  retryAfter: z.number().int().optional(),
});

export const codeSchema = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation.codeInvalid');

export const verifyPhoneBodySchema = z.strictObject({ phone: mobilePhoneSchema, code: codeSchema });

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const verifyPhoneResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const checkAccountBodySchema = z.strictObject({ phone: mobilePhoneSchema });

export const refreshBodySchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
