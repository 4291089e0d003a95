/**
 * Issue 4 targets: get-prestataires and locality search against a directory of 100 000
 * providers and every commune, next to a bare Fastify hello route measured in the same run.
 */

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDiskStorage } from '@alliance/server/adapters/storage/disk-storage';
import type { Config } from '@alliance/server/config';
import { type DatabaseHandle, selectRows } from '@alliance/server/db/client';
import { seedDemoData, seedReferenceData } from '@alliance/server/seed/demo/index';
import { seedGeography } from '@alliance/server/seed/geography/index';
import { isDatabaseEmpty } from '@alliance/server/seed/index';
import { sql } from 'drizzle-orm';
import { type Goal, type LoadResult, type LoadTarget, type Measure, measureBesideHello } from './load.ts';
import type { ServedBench } from './serve.ts';

/** 100 000 providers and every commune, vacuumed and analyzed as on a live server. */
export async function prepareApiData(
  database: DatabaseHandle,
  config: Config,
  providers: number,
  log: (m: string) => void,
): Promise<{ localityQueries: string[] }> {
  if (await isDatabaseEmpty(database)) await seedGeography(database, { geoDataDir: config.geoDataDir, log });
  await seedReferenceData(database, log);
  await seedDemoData(database, { storage: createDiskStorage(`${config.dataDir}/uploads`), providers, log });
  const [count] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from providers`);
  log(`providers in the database: ${count?.n}`);
  // Visibility map and statistics, as autovacuum keeps them on a live server: index-only scans need both.
  await database.db.execute(sql`vacuum analyze`);
  // What couples type: 3 to 5 first letters of real place names, and postal-code prefixes.
  const prefixes = await selectRows<{ q: string }>(
    database.db,
    sql`select q from (select distinct left(name, 3 + (id % 3)) as q from cities where country_code = 'FR' and latitude is not null
        union select distinct left(code, 3 + (city_id % 3)) from postal_codes) s order by md5(q) limit 2000`,
  );
  return { localityQueries: prefixes.map((p) => p.q) };
}

/** Starts serve.ts in its own process (the database must not be open here when it is PGlite). */
export async function startServers(): Promise<{ served: ServedBench; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // The server's own tsconfig (JSX for the www pages), as `npm start` runs it.
    // NODE_ENV=production as `npm start` sets it: React's server renderer is twice as fast then.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../server/tsconfig.json', import.meta.url)),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const served = await new Promise<ServedBench>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ServedBench));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { served, stop };
}

export async function benchApi(
  served: ServedBench,
  options: { seconds: number; localityQueries: string[]; log: (m: string) => void },
): Promise<Measure[]> {
  const { port, uncachedPort, token } = served;
  {
    const base = `http://127.0.0.1:${port}`;
    const helloTarget = { url: `http://127.0.0.1:${served.helloPort}/hello`, host: `127.0.0.1:${served.helloPort}` };
    const measure = (name: string, target: LoadTarget, connections: number, goal: Goal, goalText: string) =>
      measureBesideHello(name, target, helloTarget, { connections, seconds: options.seconds, goal, goalText, log: options.log });

    const localityRequests = options.localityQueries.map((q) => ({
      path: `/search/locality?query=${encodeURIComponent(q)}&country=FR`,
    }));
    const localityGoal = (r: LoadResult, b: LoadResult) => r.p99 <= 10 && r.requestsPerSecond >= 0.25 * b.requestsPerSecond;
    const localityGoalText = 'p99 ≤ 10 ms and ≥ 25 % of hello req/s at 8 concurrent';
    return [
      await measure(
        'locality search, as served (answer cache on)',
        { url: base, host: `www.localhost:${port}`, requests: localityRequests },
        8,
        localityGoal,
        localityGoalText,
      ),
      await measure(
        'locality search, database only (cache off)',
        { url: `http://127.0.0.1:${uncachedPort}`, host: `www.localhost:${uncachedPort}`, requests: localityRequests },
        8,
        null,
        'information: what a query not yet cached costs (no target: the route serves from the cache)',
      ),
      await measure(
        'get-prestataires (project /api/get-prestataires)',
        {
          url: `${base}/api/get-prestataires`,
          host: `project.localhost:${port}`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: JSON.stringify({ project: served.projectId }),
        },
        8,
        (r) => r.p99 <= 20,
        'p99 ≤ 20 ms at 8 concurrent',
      ),
    ];
  }
}
