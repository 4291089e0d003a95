/**
 * Loads a route whose every request must differ and be sent once (an unlock spends its lead):
 * autocannon takes the next item of a queue for each request it builds, and stops after
 * `amount` answers or `seconds`. The queue must hold a few more items than that: each connection
 * builds its next request before knowing it will not be sent; a spent queue shows as failures.
 */
import autocannon from 'autocannon';
import type { LoadResult } from '../load.ts';

export interface QueuedRequest {
  path: string;
  token: string;
}

export interface QueueLoadResult extends LoadResult {
  /** The first answer that was not 2xx, to say why. */
  firstFailure: { status: number; body: string } | null;
}

export async function loadQueue(options: {
  url: string;
  host: string;
  method: 'POST' | 'GET';
  connections: number;
  queue: QueuedRequest[];
  /** How long: a number of answers, or seconds (the queue must then hold more than that time needs). */
  until: { amount: number } | { seconds: number };
}): Promise<QueueLoadResult> {
  const { queue, connections, until } = options;
  const amount = 'amount' in until ? Math.min(until.amount, queue.length - 2 * connections) : undefined;
  if (amount !== undefined && amount < connections) throw new Error(`not enough fresh items to load (${queue.length})`);
  let next = 0;
  let firstFailure: QueueLoadResult['firstFailure'] = null;
  const result = await autocannon({
    url: options.url,
    connections,
    ...(amount !== undefined ? { amount } : { duration: 'seconds' in until ? until.seconds : 1 }),
    method: options.method,
    headers: { host: options.host },
    requests: [
      {
        setupRequest: (request) => {
          const item = queue[next++];
          // Spent: a request to nowhere, answered 404 and counted as a failure.
          if (!item) return { ...request, path: '/queue-spent' };
          return { ...request, path: item.path, headers: { ...request.headers, authorization: `Bearer ${item.token}` } };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !firstFailure) firstFailure = { status, body: String(body).slice(0, 300) };
        },
      },
    ],
  });
  return {
    connections,
    // The run is short and ends mid-second: answers over its duration, not the mean of whole seconds.
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    firstFailure,
  };
}

/** Takes `count` items off the front of the queue (what a load will spend). */
export const takeFrom = <T>(queue: T[], count: number): T[] => queue.splice(0, Math.min(count, queue.length));
