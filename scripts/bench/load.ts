import autocannon from 'autocannon';

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  /** autocannon has no p95: p97.5 is the nearest percentile above it. */
  p97_5: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
}

export interface LoadTarget {
  url: string;
  host: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Cycled through, one per request (several queries of one route). */
  requests?: { path: string; body?: string }[];
  body?: string;
}

/** Loads one route for `seconds` with `connections` concurrent clients (autocannon, real HTTP). */
export async function load(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: { host: target.host, ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
    body: target.body,
    requests: target.requests?.map((r) => ({ path: r.path, body: r.body, method: target.method ?? 'GET' })),
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
