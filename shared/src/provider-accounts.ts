import { z } from 'zod';
import { altchaSolutionSchema, codeSchema } from './auth.ts';
import { COUNTRY_CODES } from './countries.ts';
import { LOCALES } from './locale.ts';
import { mobilePhoneSchema } from './phone.ts';
import { isValidName, isValidProviderEmail } from './registration-rules.ts';
import { isSingleLine } from './text.ts';

/**
 * The providers' accounts on the app host (PROVIDERS.md "Accounts"). Messages are i18n keys of
 * shared/src/i18n; `error` codes the admin SPA acts on are listed in PROVIDER_AUTH_ERRORS.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Confirmation links live 24 hours, reset links 1 hour; at most 3 reset mails per e-mail per hour. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 24;
export const PASSWORD_RESET_TTL_HOURS = 1;
export const MAX_RESET_MAILS_PER_HOUR = 3;
/** Confirmation links mailed per account per hour, the first one included (the resend's limit, like the reset's). */
export const MAX_CONFIRMATION_MAILS_PER_HOUR = 3;
/** Login limits: failures per e-mail per 15 minutes, and per client address. */
export const MAX_LOGIN_FAILURES_PER_EMAIL = 5;
export const MAX_LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** Machine-readable refusals (`error`), beside a translated `message`. */
export const PROVIDER_AUTH_ERRORS = [
  'token-invalid',
  'email-not-confirmed',
  'invalid-credentials',
  // A spent confirmation link past its 24 hours, of an account whose e-mail is confirmed: sign in.
  'already-confirmed',
  // A sensitive change (the provider's mobile) after a sign-in older than RECENT_PROOF_MINUTES, without the password.
  'recent-sign-in-required',
] as const;
export type ProviderAuthError = (typeof PROVIDER_AUTH_ERRORS)[number];

export const emailSchema = z
  .string('validation.emailInvalid')
  .trim()
  .max(254, 'validation.emailInvalid')
  .refine(isValidProviderEmail, 'validation.emailInvalid')
  .transform((value) => value.toLowerCase());

/** Length only: the common-password and e-mail checks need the server's list and the e-mail. */
export const passwordSchema = z
  .string('validation.passwordInvalid')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

const nameSchema = (message: string) =>
  z
    .string(message)
    .refine(isValidName, message)
    .transform((value) => value.trim());

export const providerRegisterBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstname: nameSchema('validation.firstnameInvalid'),
  lastname: nameSchema('validation.lastnameInvalid'),
  companyName: z
    .string('validation.companyNameInvalid')
    .trim()
    .min(2, 'validation.companyNameInvalid')
    .max(120, 'validation.companyNameInvalid')
    .refine(isSingleLine, 'validation.companyNameInvalid'),
  countryCode: z.enum(COUNTRY_CODES, 'validation.countryInvalid').optional(),
  locale: z.enum(LOCALES, 'validation.localeInvalid').optional(),
  termsAccepted: z.literal(true, 'validation.termsRequired'),
});
export type ProviderRegistration = z.infer<typeof providerRegisterBodySchema>;

export const tokenBodySchema = z.strictObject({ token: z.string('validation.tokenInvalid').min(1).max(200) });

/** `username` is accepted for `email` (the spec's form posts it). */
export const loginBodySchema = z
  .strictObject({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string('validation.passwordInvalid').min(1, 'validation.passwordInvalid').max(PASSWORD_MAX_LENGTH),
  })
  .transform(({ email, username, password }) => ({ email: (email ?? username ?? '').trim().toLowerCase(), password }));

export const resetRequestBodySchema = z.strictObject({ email: emailSchema });
/** `POST /api/register/resend-confirmation`: always answered alike (no enumeration). */
export const resendConfirmationBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({ token: tokenBodySchema.shape.token, password: passwordSchema });

export const providerUserSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  locale: z.enum(LOCALES),
  emailConfirmed: z.boolean(),
});
export type ProviderUser = z.infer<typeof providerUserSchema>;

export const providerSummarySchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  slug: z.string(),
  name: z.string(),
  profileUrl: z.string(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  /** The credits balance (the ledger's last row). */
  credits: z.number().int(),
  /** Leads not read yet (status `new`). */
  newLeads: z.number().int(),
  onboardingFinished: z.boolean(),
  published: z.boolean(),
  completeness: z.number().int(),
});

export const providerMeResponseSchema = z.object({ user: providerUserSchema, provider: providerSummarySchema });
export type ProviderMe = z.infer<typeof providerMeResponseSchema>;

export const confirmResponseSchema = z.object({
  success: z.literal(true),
  /** The e-mail had been confirmed already (a link clicked twice, or an older link): signed in all the same. */
  alreadyConfirmed: z.boolean().optional(),
  user: providerUserSchema,
  token: z.string(),
  refresh_token: z.string(),
});
export const loginResponseSchema = z.object({ token: z.string(), refresh_token: z.string() });
/** A refusal the admin acts on: `error` is a code of PROVIDER_AUTH_ERRORS, `message` says it in the caller's language. */
export const providerAuthErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfter: z.number().int().optional(),
});

// Account settings (PROVIDERS.md "Accounts"): each answers `{success:true}` unless said otherwise.
export const changeLocaleBodySchema = z.strictObject({ locale: z.enum(LOCALES, 'validation.localeInvalid') });
export const changeEmailBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string('validation.passwordInvalid').min(1, 'validation.passwordInvalid').max(PASSWORD_MAX_LENGTH),
});
export const personalInfoBodySchema = z.strictObject({
  firstname: nameSchema('validation.firstnameInvalid'),
  lastname: nameSchema('validation.lastnameInvalid'),
});
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string('validation.passwordInvalid').min(1, 'validation.passwordInvalid').max(PASSWORD_MAX_LENGTH),
  password: passwordSchema,
});
export const deleteAccountBodySchema = z.strictObject({
  password: z.string('validation.passwordInvalid').min(1, 'validation.passwordInvalid').max(PASSWORD_MAX_LENGTH),
});

/**
 * The provider's mobile (PROVIDERS.md "Accounts"), proved with the couples' code rules and limits:
 * `phone/change {phone}` sets it (unproved) and texts a code, `phone/check {}` texts a new code to
 * it, `phone/verify {phone, code}` proves it. Refusals as check-phone / verify-phone (429 with
 * `retryAfter`, 403 with an ALTCHA `challenge` to solve and send back as `altcha`, 400 `fields.code`).
 */
/**
 * A new mobile receives the SMS alerts of new leads: a sign-in older than RECENT_SIGN_IN_MINUTES
 * must give the password too (else 403 `recent-sign-in-required`), so a stolen session cannot
 * redirect them (issue 21).
 */
export const providerPhoneChangeBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  password: z.string('validation.passwordInvalid').min(1, 'validation.passwordInvalid').max(PASSWORD_MAX_LENGTH).optional(),
  altcha: altchaSolutionSchema.optional(),
});
export const providerPhoneCheckBodySchema = z.strictObject({ altcha: altchaSolutionSchema.optional() });
export const providerPhoneVerifyBodySchema = z.strictObject({
  phone: mobilePhoneSchema,
  code: codeSchema,
  altcha: altchaSolutionSchema.optional(),
});
