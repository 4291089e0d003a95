/**
 * Issue 4 targets: get-prestataires and locality search against a directory of 100 000
 * providers and every commune, next to a bare Fastify hello route measured in the same run.
 */

import { createDiskStorage } from '@alliance/server/adapters/storage/disk-storage';
import { buildApp } from '@alliance/server/app';
import type { Config } from '@alliance/server/config';
import { type DatabaseHandle, selectRows } from '@alliance/server/db/client';
import { seedDemoData, seedReferenceData } from '@alliance/server/seed/demo/index';
import { seedGeography } from '@alliance/server/seed/geography/index';
import { isDatabaseEmpty } from '@alliance/server/seed/index';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type LoadResult, load } from './load.ts';

export interface Measure {
  name: string;
  result: LoadResult;
  baseline: LoadResult;
  target: string;
  met: boolean;
}

const BENCH_PHONE = '+33699999999';

async function prepareData(database: DatabaseHandle, config: Config, providers: number, log: (m: string) => void) {
  if (await isDatabaseEmpty(database)) await seedGeography(database, { geoDataDir: config.geoDataDir, log });
  await seedReferenceData(database, log);
  await seedDemoData(database, { storage: createDiskStorage(`${config.dataDir}/uploads`), providers, log });
  const [count] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from providers`);
  log(`providers in the database: ${count?.n}`);
  // Visibility map and statistics, as autovacuum keeps them on a live server: index-only scans need both.
  await database.db.execute(sql`vacuum analyze`);
}

async function listen(app: { listen: (o: { port: number; host: string }) => Promise<string>; server: { address(): unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return address?.port ?? 0;
}

async function startHello() {
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const address = hello.server.address();
  return { app: hello, port: typeof address === 'object' && address ? address.port : 0 };
}

export async function benchApi(
  config: Config & { jwtSecret: string },
  database: DatabaseHandle,
  options: { providers: number; seconds: number; log: (m: string) => void },
): Promise<Measure[]> {
  await prepareData(database, config, options.providers, options.log);
  const app = await buildApp(config, { database }, { logger: false, rateLimits: false });
  const port = await listen(app);
  // The same app without the locality answer cache: what a query the cache has not seen costs.
  const uncachedApp = await buildApp(config, { database }, { logger: false, rateLimits: false, localityCacheSize: 0 });
  const uncachedPort = await listen(uncachedApp);
  const hello = await startHello();
  try {
    await database.db.execute(sql`insert into users (phone, firstname, lastname, has_finished_onboarding, locale)
      values (${BENCH_PHONE}, 'Bench', 'Couple', true, 'fr') on conflict (phone) do nothing`);
    const [user] = await selectRows<{ id: number }>(database.db, sql`select id from users where phone = ${BENCH_PHONE}`);
    const userId = user?.id ?? 0;
    const { token } = await app.services.sessions.issue({ phone: BENCH_PHONE, userId });
    const project = await app.services.projects.save(
      userId,
      {
        eventType: 'mariage',
        eventDate: '2099-06-12',
        location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
        message: 'Bench',
      },
      'fr',
    );

    const base = `http://127.0.0.1:${port}`;
    const helloTarget = { url: `http://127.0.0.1:${hello.port}/hello`, host: `127.0.0.1:${hello.port}` };
    const measure = async (
      name: string,
      target: Parameters<typeof load>[0],
      connections: number,
      goal: (r: LoadResult, b: LoadResult) => boolean,
      goalText: string,
    ) => {
      // Warm-up: prepared statements, JIT, connection pool.
      await load(target, connections, 2);
      const baseline = await load(helloTarget, connections, options.seconds);
      const result = await load(target, connections, options.seconds);
      options.log(`${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms (hello ${baseline.requestsPerSecond} req/s)`);
      return {
        name,
        result,
        baseline,
        target: goalText,
        met: result.errors === 0 && result.non2xx === 0 && goal(result, baseline),
      };
    };

    // What couples type: 3 to 5 first letters of real place names, and postal-code prefixes.
    const prefixes = await selectRows<{ q: string }>(
      database.db,
      sql`select q from (select distinct left(name, 3 + (id % 3)) as q from cities where country_code = 'FR' and latitude is not null
          union select distinct left(code, 3 + (city_id % 3)) from postal_codes) s order by md5(q) limit 2000`,
    );
    const localityRequests = prefixes.map(({ q }) => ({ path: `/search/locality?query=${encodeURIComponent(q)}&country=FR` }));
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
        localityGoal,
        localityGoalText,
      ),
      await measure(
        'get-prestataires (project /api/get-prestataires)',
        {
          url: `${base}/api/get-prestataires`,
          host: `project.localhost:${port}`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: JSON.stringify({ project: project.id }),
        },
        8,
        (r) => r.p99 <= 20,
        'p99 ≤ 20 ms at 8 concurrent',
      ),
    ];
  } finally {
    await hello.app.close();
    await uncachedApp.close();
    await app.close();
  }
}
