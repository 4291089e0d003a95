/**
 * `npm run bench`: every benchmark of the issues, one table, figures written to
 * bench-results/latest.json beside the baseline each was measured against in the same run.
 * On the PostgreSQL server of DATABASE_URL when set (targets are judged there), else on PGlite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureJwtSecret, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openDatabase } from '@alliance/server/db/client';
import { benchApi, prepareApiData } from './api.bench.ts';

const outDir = path.join(REPO_ROOT, 'bench-results');
const providers = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const log = (message: string) => console.log(`[bench] ${message}`);

const config = ensureJwtSecret(loadConfig({ ...process.env, DATA_DIR: path.join(outDir, 'data'), LOG_LEVEL: 'silent' }));
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(outDir, 'data', 'pglite') },
);
await database.migrate();
const driver =
  database.driver === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded: targets are judged on a PostgreSQL server)';
log(`database: ${driver}; ${providers} providers; ${seconds} s per measure`);

let data: Awaited<ReturnType<typeof prepareApiData>>;
try {
  data = await prepareApiData(database, config, providers, log);
} finally {
  // The servers run in their own process; PGlite allows one process per data directory.
  await database.close();
}
const measures = await benchApi({ seconds, log, localityQueries: data.localityQueries });

const rows = measures.map((m) => ({
  measure: m.name,
  'req/s': m.result.requestsPerSecond,
  'hello req/s': m.baseline.requestsPerSecond,
  'p50 ms': m.result.p50,
  'p90 ms': m.result.p90,
  'p99 ms': m.result.p99,
  'errors+non-2xx': m.result.errors + m.result.non2xx,
  target: m.target,
  met: m.met === null ? '—' : m.met ? 'yes' : 'NO',
}));
console.table(rows);
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), database: database.driver, providers, seconds, measures }, null, 2)}\n`,
);
log(`written to ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
