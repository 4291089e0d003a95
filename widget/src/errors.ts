import type { TFunction } from 'i18next';
import { ApiError, SessionExpiredError } from './api/client.ts';

/**
 * The text of a failed call, in plain words (issue 7): the server's own message for a refused
 * request (already translated), a sentence for a server failure or a lost connection, never a
 * technical one ("Internal Server Error", "Failed to fetch", "HTTPError"), which a person cannot act on.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError)
    return error.status < 500 && error.body?.error
      ? error.body.error
      : t(`common:errors.${error.status < 500 ? 'unknown' : 'server'}`);
  if (error instanceof SessionExpiredError) return error.message;
  // fetch's TypeError ("Failed to fetch"), ky's TimeoutError: the connection, as far as anyone can tell.
  if (error instanceof TypeError || (error instanceof Error && /^(Timeout|HTTP)Error$/.test(error.name)))
    return t('common:errors.network');
  // Our own throws carry the server's (translated) message.
  return (error instanceof Error && error.message) || t('common:errors.unknown');
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
