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

/**
 * `fetch` that serves a GET of our origin from the early answers, each once (the next asks the
 * server, as a refetch after a change must): the page shows without waiting for its first reads.
 */
export function withEarlyAnswers(fetcher: typeof fetch, answers: Map<string, unknown>, origin: string): typeof fetch {
  return (input, init) => {
    if (answers.size > 0) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const key = `${url.pathname}${url.search}`;
      if (request.method === 'GET' && url.origin === origin && answers.has(key)) {
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
