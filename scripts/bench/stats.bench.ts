/**
 * Issue 16 targets for the provider's statistics, on the PostgreSQL server with a year of daily
 * rollups for 100 000 providers: `GET /api/rates` (30 days, the default) and `GET /api/views?days=365`
 * of one provider, p99 ≤ 20 ms at 8 concurrent, each beside the bare hello route measured just
 * before it, at the same concurrency. The data lives in a database of its own, loaded once.
 */
import { selectRows } from '@alliance/server/db/client';
import { hashPassword } from '@alliance/server/modules/provider-accounts/passwords';
import { sql } from 'drizzle-orm';
import { callJson } from './leads/http.ts';
import { type BenchServed, startBenchServer } from './leads/start-server.ts';
import { type LoadTarget, type Measure, measureBesideHello, measureRows } from './load.ts';
import { markStatsLoaded, openStatsDatabase, statsDatabaseLabel, statsDatabaseUrl } from './stats/database.ts';
import { loadStatsData, STATS_DATA, statsDataCounts, statsLoadMarker } from './stats/load-data.ts';

export interface StatsMeasures {
  database: string;
  /** Seconds the data took to load in this run; null when the loaded data was reused. */
  loadSeconds: number | null;
  data: { providers: number; providerDays: number };
  skipped: string | null;
  measures: Measure[];
}

const CONNECTIONS = 8;
const P99_MS = 20;
const EMAIL = 'bench-stats@example.fr';
const PASSWORD = 'phare-de-cordouan-2026';

export async function benchStats(options: { seconds: number; log: (m: string) => void }): Promise<StatsMeasures> {
  const { log } = options;
  const reload = process.env.BENCH_STATS_RELOAD === '1';
  let { database, loaded } = await openStatsDatabase(reload);
  let loadSeconds: number | null = null;
  let providerId: number;
  let counts: Awaited<ReturnType<typeof statsDataCounts>>;
  try {
    if (loaded === statsLoadMarker())
      log(`stats: reusing the data of ${statsDatabaseLabel()} (BENCH_STATS_RELOAD=1 loads it again)`);
    else {
      if (!reload) {
        await database.close();
        ({ database, loaded } = await openStatsDatabase(true));
      }
      log(`stats: loading ${statsDatabaseLabel()} (a few minutes, once)`);
      const started = performance.now();
      await loadStatsData(database, log);
      await markStatsLoaded(database, statsLoadMarker());
      loadSeconds = Math.round((performance.now() - started) / 1000);
    }
    counts = await statsDataCounts(database);
    // The account signs in on a provider of the busiest département (the largest sums beside its own).
    const [row] = await selectRows<{ id: number }>(
      database.db,
      sql`select min(id) as id from providers where departement_id = (
        select departement_id from providers group by departement_id order by count(*) desc limit 1)`,
    );
    providerId = row?.id ?? 0;
    await database.db.execute(sql`insert into provider_accounts (email, password_hash, firstname, lastname, email_confirmed_at, provider_id)
      values (${EMAIL}, ${await hashPassword(PASSWORD)}, 'Bench', 'Stats', now(), ${providerId})
      on conflict (email) do update set provider_id = excluded.provider_id`);
  } finally {
    await database.close();
  }
  const base = {
    database: statsDatabaseLabel(),
    loadSeconds,
    data: { providers: counts?.providers ?? 0, providerDays: counts?.days ?? 0 },
  };
  const { served, stop } = await startBenchServer(statsDatabaseUrl(), 'stats');
  try {
    return { ...base, ...(await measure(served, options)) };
  } finally {
    await stop();
  }
}

async function measure(
  served: BenchServed,
  options: { seconds: number; log: (m: string) => void },
): Promise<Pick<StatsMeasures, 'skipped' | 'measures'>> {
  const { port } = served;
  const host = `app.localhost:${port}`;
  const signIn = await callJson(port, host, 'POST', '/api/login_check', { body: { email: EMAIL, password: PASSWORD } });
  if (signIn.status !== 200 || typeof signIn.json.token !== 'string') throw new Error(`stats: sign-in answered ${signIn.status}`);
  const token = signIn.json.token;
  const paths = ['/api/rates', `/api/views?days=${STATS_DATA.days}`];
  // The routes answer as the contract says before anything is measured.
  for (const path of paths) {
    const answer = await callJson(port, host, 'GET', path, { token });
    const items = answer.json.items;
    const fits = path.startsWith('/api/views')
      ? Array.isArray(items) && items.length === STATS_DATA.days
      : answer.json.departement;
    if (answer.status !== 200 || !fits) {
      const skipped = `GET ${path} answered ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`;
      options.log(`stats: not measured: ${skipped}`);
      return { skipped, measures: [] };
    }
  }
  const hello: LoadTarget = { url: `http://127.0.0.1:${served.helloPort}/hello`, host: `127.0.0.1:${served.helloPort}` };
  const measures: Measure[] = [];
  for (const path of paths) {
    const target = { url: `http://127.0.0.1:${port}${path}`, host, headers: { authorization: `Bearer ${token}` } };
    measures.push(
      await measureBesideHello(`stats: GET ${path}, 8 concurrent`, target, hello, {
        connections: CONNECTIONS,
        seconds: options.seconds,
        log: options.log,
        serverPid: served.pid,
        goal: (r) => r.p99 <= P99_MS,
        goalText: `p99 ≤ ${P99_MS} ms at 8 concurrent`,
      }),
    );
  }
  return { skipped: null, measures };
}

/** The part's table, as run.ts prints the others. */
export function printStats(stats: StatsMeasures): void {
  const loaded = stats.loadSeconds === null ? 'reused' : `loaded in ${stats.loadSeconds} s`;
  console.log(
    `[bench] stats: ${stats.database}, ${stats.data.providerDays} provider days over ${stats.data.providers} providers (${loaded})`,
  );
  if (stats.skipped) {
    console.log(`[bench] stats: not measured: ${stats.skipped}`);
    return;
  }
  console.table(measureRows(stats.measures));
}
