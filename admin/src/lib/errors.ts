import { ApiError, SessionExpiredError } from '@alliance/widget/api/client.ts';
import type { TFunction } from 'i18next';

/**
 * The text of a failed call (spec §8): an HTTP error as 'Erreur {status} : {server message or
 * status text}', an ended session as its own message, any other error as its message, else
 * 'Une erreur inconnue est survenue'.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t('admin:errors.http', { status: error.status, message: error.message });
  if (error instanceof SessionExpiredError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('admin:errors.unknown');
}

/** The fields the server named in a 400 (`{fields}`), translated already; null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (error instanceof ApiError && error.status === 400 && error.body?.fields) return error.body.fields;
  return null;
}

/** The machine-readable code of a refusal (`token-invalid`, `invalid-credentials`…). */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.error : undefined;
}

/** A validation message of the shared schemas is an i18n key (`validation.emailInvalid`); other texts are shown as they are. */
export function translateMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return /^(validation|auth)\.\w+$/.test(message) ? t(`shared:${message}`) : message;
}
