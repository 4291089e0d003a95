/**
 * `npm run bench`: every benchmark of the issues, one table, figures written to
 * bench-results/latest.json beside the baseline each was measured against in the same run.
 * On the PostgreSQL server of DATABASE_URL when set (targets are judged there), else on PGlite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureJwtSecret, loadConfig, REPO_ROOT } from '@alliance/server/config';
import { openDatabase } from '@alliance/server/db/client';
import { type AdminMeasures, benchAdmin } from './admin.bench.ts';
import { benchApi, prepareApiData, startServers } from './api.bench.ts';
import { benchDirectory, type DirectoryMeasures } from './directory.bench.ts';
import { benchLeads, type LeadsMeasures, printLeads } from './leads.bench.ts';
import { benchLogin, type LoginMeasures } from './login.bench.ts';
import { benchMedia, type MediaMeasures, printMedia } from './media.bench.ts';
import { benchProjectApp, type ProjectAppMeasures } from './project-app.bench.ts';
import { benchStats, printStats, type StatsMeasures } from './stats.bench.ts';
import { benchWidget, type WidgetMeasures } from './widget.bench.ts';

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

// BENCH_ONLY=api, widget, directory, app, login, admin, media, leads or stats runs one part.
const only = process.env.BENCH_ONLY;
const runs = (part: string) => !only || only === part;
// The leads part has a database and a server of its own (leads.bench.ts).
// The admin part starts a server of its own too (admin-screens.ts): no 100 000 providers for it.
const mainParts = only !== 'leads' && only !== 'stats' && only !== 'admin';
let data: Awaited<ReturnType<typeof prepareApiData>> = { localityQueries: [] };
try {
  if (mainParts) data = await prepareApiData(database, config, providers, log);
} finally {
  // The servers run in their own process; PGlite allows one process per data directory.
  await database.close();
}
const { served, stop } = mainParts ? await startServers() : { served: undefined, stop: async () => {} };
let measures: Awaited<ReturnType<typeof benchApi>> = [];
let widget: WidgetMeasures | undefined;
let directory: DirectoryMeasures | undefined;
let projectApp: ProjectAppMeasures | undefined;
let login: LoginMeasures | undefined;
let admin: AdminMeasures | undefined;
let leads: LeadsMeasures | undefined;
let stats: StatsMeasures | undefined;
let media: MediaMeasures | undefined;
try {
  if (served && runs('api')) measures = await benchApi(served, { seconds, log, localityQueries: data.localityQueries });
  if (served && runs('directory')) directory = await benchDirectory(served, { seconds, log });
  if (served && runs('widget'))
    widget = await benchWidget({ wwwOrigin: `http://www.localhost:${served.port}`, providerId: served.providerId, log });
  if (runs('app')) projectApp = await benchProjectApp(log);
  if (served && runs('login')) login = await benchLogin(served, { seconds, log });
  if (runs('admin')) admin = await benchAdmin(log);
  if (served && runs('media')) media = await benchMedia(served, { seconds, log, tmpFile: path.join(outDir, 'media-bench.jpg') });
} finally {
  await stop();
}
// On the PostgreSQL server only: without one, the whole bench goes on without this part.
if (runs('leads'))
  leads = await benchLeads({ seconds, log }).catch((error) => {
    if (only) throw error;
    log(`leads: not run (${error instanceof Error ? error.message : error})`);
    return undefined;
  });
if (runs('stats'))
  stats = await benchStats({ seconds, log }).catch((error) => {
    if (only) throw error;
    log(`stats: not run (${error instanceof Error ? error.message : error})`);
    return undefined;
  });

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
if (rows.length) console.table(rows);
if (directory) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table(
    directory.measures.map((m) => ({
      measure: m.name,
      'req/s': m.result.requestsPerSecond,
      'hello req/s': m.baseline.requestsPerSecond,
      '% hello': Math.round((m.result.requestsPerSecond / Math.max(m.baseline.requestsPerSecond, 1)) * 1000) / 10,
      'p50 ms': m.result.p50,
      'p97.5 ms (≈p95)': m.result.p97_5,
      'p99 ms': m.result.p99,
      'errors+non-2xx': m.result.errors + m.result.non2xx,
      target: m.target,
      met: m.met === null ? '—' : m.met ? 'yes' : 'NO',
    })),
  );
  const { deepPage, page } = directory;
  console.table([
    {
      measure: `${deepPage.target}: ${deepPage.pages}`,
      value: `p50 ${deepPage.p50Ratio}×, mean ${deepPage.meanRatio}×`,
      met: deepPage.met ? 'yes' : 'NO',
    },
    {
      measure: `page 1 HTML with its inline CSS ≤ 30 KB brotli 11 (${page.path})`,
      value: `${kb(page.brotli)} (raw ${kb(page.raw)})`,
      met: page.budgetMet ? 'yes' : 'NO',
    },
    {
      measure: 'no JavaScript needed (h1 and every card in the HTML; scripts deferred)',
      value: page.scripts.join(' ') || 'none',
      met: page.noScriptMet ? 'yes' : 'NO',
    },
  ]);
}
if (widget) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table(widget.sizes.map((s) => ({ build: s.build, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) })));
  console.table([
    { measure: 'bundle < 70 KB gzip (then 60)', value: kb(widget.sizes[0]?.gzip ?? 0), met: widget.budgetMet ? 'yes' : 'NO' },
    {
      measure: 'requests before interaction (1 script, ≤ 1 API call, our hosts only)',
      value: `${widget.requests.scripts} script, ${widget.requests.api} API, foreign: ${widget.requests.foreignHosts.join(' ') || 'none'}`,
      met: widget.requests.met ? 'yes' : 'NO',
    },
    {
      measure: 'script load → interactive account screen, 4× CPU (median of 5), ≤ 2× a bare custom element',
      value: `${widget.interactive.widgetMs} ms (bare custom element ${widget.interactive.bareMs} ms: ${widget.interactive.ratio}×)`,
      met: widget.interactive.met ? 'yes' : 'NO',
    },
    {
      measure: 'layout shift on the host page (target 0)',
      value: widget.layoutShift.value.toFixed(4),
      met: widget.layoutShift.met ? 'yes' : 'NO',
    },
  ]);
}
if (projectApp) {
  console.table([
    {
      measure: "couples' app first-load JS (gzip)",
      value: `${(projectApp.gzip / 1024).toFixed(1)} KB (${projectApp.files.map((f) => f.file).join(' ')})`,
      target: '≤ 150 KB',
      met: projectApp.budgetMet ? 'yes' : 'NO',
    },
  ]);
}
if (login) {
  const { healthAlone, healthDuringLogins, logins } = login;
  console.table([
    {
      measure: 'health route alone, 1 client',
      'req/s': healthAlone.requestsPerSecond,
      'p99 ms': healthAlone.p99,
      target: '—',
      met: '—',
    },
    {
      measure: 'health route during 8 concurrent logins',
      'req/s': healthDuringLogins.requestsPerSecond,
      'p99 ms': healthDuringLogins.p99,
      target: 'p99 ≤ 20 ms',
      met: login.met ? 'yes' : 'NO',
    },
    {
      measure: 'login_check, 8 concurrent (argon2id)',
      'req/s': logins.requestsPerSecond,
      'p99 ms': logins.p99,
      target: 'reported',
      met: '—',
    },
  ]);
}
if (admin) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table([
    {
      measure: 'admin sign-in page JS (gzip)',
      value: kb(admin.signIn.gzip),
      target: '≤ 120 KB',
      met: admin.signIn.budgetMet ? 'yes' : 'NO',
    },
    { measure: 'whole admin SPA JS (gzip)', value: kb(admin.wholeGzip), target: 'reported', met: '—' },
  ]);
  // Issue 21: each screen on a mid-range phone (Fast 3G, 4× CPU, cold cache).
  console.table(
    admin.screens.map((screen) => ({
      screen: screen.route,
      'JS gzip': kb(screen.jsGzip),
      'JS target': '≤ 150 KB',
      'JS met': screen.jsMet ? 'yes' : 'NO',
      'usable (Fast 3G, 4× CPU)': `${(screen.usableMs / 1000).toFixed(2)} s`,
      'time target': '≤ 3 s',
      'time met': screen.timeMet ? 'yes' : 'NO',
    })),
  );
}
if (media) printMedia(media);
if (leads) printLeads(leads);
if (stats) printStats(stats);
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), database: database.driver, providers, seconds, measures, directory, widget, projectApp, login, admin, media, leads, stats }, null, 2)}\n`,
);
log(`written to ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
