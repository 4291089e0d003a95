import { Agent, request } from 'node:http';
import type { Goal, LoadResult, LoadTarget, Measure } from './load.ts';

/**
 * A load of `connections` keep-alive clients for `seconds`, on Node's own HTTP client, for routes
 * that answer binary bodies: autocannon 9 reads them an order of magnitude slower than the same
 * number of bytes of text (measured: one Fastify route sending a 35 KB WebP, then 35 KB of 0x07,
 * 1 300 against 13 000 req/s), which would charge its own parsing to the server.
 */
async function loadBinary(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(target.url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          agent,
          headers: { host: target.host, ...target.headers },
        },
        (response) => {
          if ((response.statusCode ?? 0) >= 300) non2xx += 1;
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0) * 100) / 100;
  return {
    connections,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p90: at(0.9),
    p97_5: at(0.975),
    p99: at(0.99),
    mean: Math.round((latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)) * 100) / 100,
    errors,
    non2xx,
  };
}

/** measureBesideHello with the Node client for both the route and hello (same client, same minute). */
export async function measureBinaryBesideHello(
  name: string,
  target: LoadTarget,
  hello: LoadTarget,
  options: { connections: number; seconds: number; goal: Goal; goalText: string; log: (m: string) => void },
): Promise<Measure> {
  const { connections, seconds, goal } = options;
  await loadBinary(target, connections, 2);
  const baseline = await loadBinary(hello, connections, seconds);
  const result = await loadBinary(target, connections, seconds);
  options.log(
    `${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (hello ${baseline.requestsPerSecond} req/s, same client)`,
  );
  return {
    name,
    result,
    baseline,
    target: options.goalText,
    met: goal && result.errors === 0 && result.non2xx === 0 && goal(result, baseline),
  };
}
