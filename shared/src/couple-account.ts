import { z } from 'zod';
import { altchaChallengeSchema, altchaSolutionSchema, checkPhoneResponseSchema, codeSchema } from './auth.ts';
import { idParamSchema } from './ids.ts';
import { LOCALES } from './locale.ts';
import { mobilePhoneSchema } from './phone.ts';
import { projectSchema } from './projects.ts';
import { providerCardSchema } from './providers.ts';
import { EMAIL_PATTERN } from './registration-rules.ts';
import { userSchema } from './user.ts';

/**
 * Where a quote request stands, as the couple sees it (issue 6): the provider's side sets it.
 * `new` → sent, `viewed` → viewed, `unlocked` → unlocked ("coordonnées transmises": the provider unlocked the couple's
 * contact details), `rejected` → declined, `withdrawn` → the couple withdrew the request (from the project view, or by
 * deleting the account).
 */
export const REQUEST_STATUSES = ['sent', 'viewed', 'unlocked', 'declined', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const projectRequestSchema = z.object({
  prestataire: providerCardSchema,
  status: z.enum(REQUEST_STATUSES),
  /** ISO date-time the request was sent. */
  sentAt: z.string(),
});
export type ProjectRequest = z.infer<typeof projectRequestSchema>;

/** `GET /api/project/{id}` (project host): one of the caller's projects, past or future, with its requests. */
export const projectDetailParamsSchema = z.object({ id: idParamSchema });
export const projectDetailResponseSchema = z.object({
  success: z.literal(true),
  project: projectSchema,
  requests: z.array(projectRequestSchema),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

/** `POST /api/update-profile`: e-mail and interface language; names cannot change (spec §5). */
export const updateProfileBodySchema = z.strictObject({
  email: z.string().trim().max(254, 'validation.emailInvalid').regex(EMAIL_PATTERN, 'validation.emailInvalid').optional(),
  locale: z.enum(LOCALES, 'validation.localeInvalid').optional(),
});
export const updateProfileResponseSchema = z.object({ success: z.literal(true), user: userSchema });

/**
 * Changing the couple's phone: `POST /api/phone/check {phone}` texts a code to the NEW number
 * (same limits and answers as check-phone: 429 with `retryAfter`, 502; 400 when it is already
 * the account's number), then `POST /api/phone/verify {phone, code}` moves the account to it and
 * answers new tokens (the phone is in the token; every other session of the account ends).
 * A number that belongs to another account is told only after its code is proved: 409 with
 * `fields.phone`; a refused code is 400 with `fields.code`. Both may answer 403 with a proof-of-work
 * `challenge` (as check-phone and verify-phone): the call is repeated with `altcha`.
 */
export const phoneChangeCheckBodySchema = z.strictObject({ phone: mobilePhoneSchema, altcha: altchaSolutionSchema.optional() });
export const phoneChangeCheckResponseSchema = checkPhoneResponseSchema;
export const phoneChangeVerifyBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  code: codeSchema,
  altcha: altchaSolutionSchema.optional(),
});
export const phoneChangeVerifyResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  challenge: z.optional(altchaChallengeSchema),
  user: z.optional(userSchema),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

/**
 * `POST /api/account/delete {confirm: true}`: deletes the couple's personal data (profile,
 * phone, favorites, sessions), withdraws their open requests (status `withdrawn`, providers no
 * longer see the couple's details) in one transaction; the tokens stop working.
 */
export const deleteAccountBodySchema = z.strictObject({ confirm: z.literal(true, 'validation.confirmRequired') });
export const deleteAccountResponseSchema = z.object({ success: z.literal(true), withdrawnRequests: z.number().int() });
