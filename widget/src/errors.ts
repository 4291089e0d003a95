import type { TFunction } from 'i18next';
import { ApiError, SessionExpiredError } from './api/client.ts';

/**
 * The text of a failed call (spec §8): an HTTP error as 'Erreur {status} : {server message or
 * status text}', a session that ended as its own message, any other error as its message, and
 * 'Une erreur inconnue est survenue' when there is nothing to say.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t('common:errors.http', { status: error.status, message: error.message });
  if (error instanceof SessionExpiredError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('common:errors.unknown');
}

/** The server's own message when there is one (a 400's translated field message), else errorText. */
export function serverMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.body?.error) return error.body.error;
  return errorText(error, t);
}

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: ErrorReporter = (error, context) => console.error('[quote-request]', error, context ?? '');

/** Where render errors go (spec §8): the console unless the page plugs in its service. */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  reporter(error, context);
}
