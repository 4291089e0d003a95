import { EARLY_ANSWERS_ID } from '@alliance/shared/provider-session';

/**
 * The answers the server wrote into index.html for this page's first reads (`/api/me`, the page's
 * data: server/src/plugins/spa-preloads.ts), by path and query. Read once, then the block is gone.
 */
export function readEarlyAnswers(doc: Document): Map<string, unknown> {
  const block = doc.getElementById(EARLY_ANSWERS_ID);
  if (!block) return new Map();
  block.remove();
  try {
    return new Map(Object.entries(JSON.parse(block.textContent ?? '{}') as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** How long the answers stay good: the page's first reads come within seconds of its script. */
const EARLY_ANSWERS_TTL_MS = 10_000;

/**
 * `fetch` that serves a GET of our origin from the early answers, each once (the next asks the
 * server, as a refetch after a change must): the page shows without waiting for its first reads.
 * What the page did not read at once is dropped after `EARLY_ANSWERS_TTL_MS` or at the first
 * write: a page shown later (the dashboard after the onboarding it sent the provider to) asks the
 * server, never reads an answer from before.
 */
export function withEarlyAnswers(
  fetcher: typeof fetch,
  answers: Map<string, unknown>,
  origin: string,
  now: () => number = Date.now,
): typeof fetch {
  const until = now() + EARLY_ANSWERS_TTL_MS;
  return (input, init) => {
    if (answers.size > 0) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const key = `${url.pathname}${url.search}`;
      if (request.method !== 'GET' || now() > until) answers.clear();
      else if (url.origin === origin && answers.has(key)) {
        const body = answers.get(key);
        answers.delete(key);
        return Promise.resolve(
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
        );
      }
    }
    return fetcher(input, init);
  };
}
