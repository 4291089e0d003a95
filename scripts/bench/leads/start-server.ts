/**
 * leads/serve.ts (the app as `npm start` runs it, and the hello route) in its own process, on a
 * bench database of the PostgreSQL server: the load generator must not share its event loop.
 * BENCH_CPU_PROF=<dir>: the server's V8 CPU profile, as in the api part.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LeadsServed } from './serve.ts';

export type BenchServed = LeadsServed & { pid?: number };

export async function startBenchServer(
  databaseUrl: string,
  part: string,
): Promise<{ served: BenchServed; stop: () => Promise<void> }> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../../server/tsconfig.json', import.meta.url)),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const served = await new Promise<BenchServed>((resolve, reject) => {
    child.once('message', (m) => resolve({ ...(m as LeadsServed), pid: child.pid }));
    child.once('exit', (code) => reject(new Error(`${part} bench server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { served, stop };
}
