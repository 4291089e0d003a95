import { ApiError } from '../../api/client.ts';

/** The server's "wait N seconds" when a code is asked for too soon (429 with `retryAfter`). */
export function retryAfterOf(failure: unknown): number | undefined {
  const body = failure instanceof ApiError ? (failure.body as { retryAfter?: unknown } | null) : null;
  return typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
}
