import { NAME_MIN_EXCLUSIVE } from './constants.ts';
import { isSingleLine } from './text.ts';

// The registration rules as plain functions, without zod: the widget checks its form with them
// and its bundle stays free of the schema library (registration.ts applies them in the schema).

/** Spec §5: local part, at, domain, a TLD of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/**
 * Providers' accounts: any TLD of letters (`.wedding`, `.photography`: many planners' domains).
 * The 2–4 letter rule above is the couples' registration form's only (issue 21, security 8).
 */
export const PROVIDER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,63}$/;

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** Spec §5 e-mail rule, for forms that check before sending (the schema below applies the same). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** A provider's e-mail (sign-up, sign-in, reset): any TLD of 2 to 63 letters. */
export function isValidProviderEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && PROVIDER_EMAIL_PATTERN.test(email);
}

/** Spec §5 name rule: longer than 2 characters once trimmed, on one line. */
export function isValidName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && value.trim().length > NAME_MIN_EXCLUSIVE && isSingleLine(value);
}
