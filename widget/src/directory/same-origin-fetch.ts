/**
 * A fetch that sends every call to `origin`, path and query kept (a bare path too). The widget's API client
 * renews the session on the project host; the directory pages' content security policy allows
 * only their own origin, and the www host answers `/api/token/refresh` as well: the client's
 * session rules (one refresh at a time, shared with the widget by a Web Lock) are reused as they are.
 */
export function sameOriginFetch(origin: string, baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    // A path is read against `origin` (as a page would read it against its own address).
    const request = new Request(typeof input === 'string' ? new URL(input, origin) : input, init);
    const url = new URL(request.url);
    if (url.origin === origin) return baseFetch(request);
    const target = new URL(url.pathname + url.search, origin);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return baseFetch(
      new Request(target, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        signal: request.signal,
        credentials: request.credentials,
      }),
    );
  };
}
