import autocannon from 'autocannon';
import { type CpuPerRequest, cpuText, startCpuMeter } from './cpu-meter.ts';

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
  /** Answers in all, when known. */
  total?: number;
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
    total: result.requests.total,
  };
}

/** One figure of the bench table: a route's load beside the hello route's in the same run. */
export interface Measure {
  name: string;
  result: LoadResult;
  baseline: LoadResult;
  target: string;
  /** null: measured for information, no target applies. */
  met: boolean | null;
  /** CPU per request of the server and of PostgreSQL, when the server's process was named. */
  cpu?: CpuPerRequest | null;
}

export type Goal = ((result: LoadResult, baseline: LoadResult) => boolean) | null;

/**
 * Warms the route up (prepared statements, JIT, pool), loads the hello route, then the route,
 * at the same concurrency: the figure and its baseline come from the same minute of the machine.
 */
export async function measureBesideHello(
  name: string,
  target: LoadTarget,
  hello: LoadTarget,
  options: {
    connections: number;
    seconds: number;
    goal: Goal;
    goalText: string;
    log: (m: string) => void;
    /** The server's process: its CPU (and PostgreSQL's) per request is measured too. */
    serverPid?: number;
  },
): Promise<Measure> {
  const { connections, seconds, goal } = options;
  await load(target, connections, 2);
  const baseline = await load(hello, connections, seconds);
  const meter = startCpuMeter(options.serverPid);
  const result = await load(target, connections, seconds);
  const cpu = meter.stop(result.total ?? 0);
  options.log(
    `${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (hello ${baseline.requestsPerSecond} req/s)${cpuText(cpu)}`,
  );
  return {
    name,
    result,
    baseline,
    target: options.goalText,
    met: goal && result.errors === 0 && result.non2xx === 0 && goal(result, baseline),
    cpu,
  };
}

/** A bench table's rows: each measure beside its hello, its target, and the CPU it took when measured. */
export const measureRows = (measures: Measure[]) =>
  measures.map((m) => ({
    measure: m.name,
    'req/s': m.result.requestsPerSecond,
    'hello req/s': m.baseline.requestsPerSecond,
    'p50 ms': m.result.p50,
    'p99 ms': m.result.p99,
    'hello p99 ms': m.baseline.p99,
    'errors+non-2xx': m.result.errors + m.result.non2xx,
    ...(m.cpu ? { 'server CPU ms': m.cpu.serverMs, 'PostgreSQL CPU ms': m.cpu.postgresMs } : {}),
    target: m.target,
    met: m.met === null ? '—' : m.met ? 'yes' : 'NO',
  }));
