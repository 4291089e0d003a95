/**
 * Issue 14 targets for the providers' leads, on the PostgreSQL server with 1 000 000 event
 * requests over 100 000 providers (the busiest with 10 000): the busiest provider's inbox, first
 * page and a deep page, p99 ≤ 15 ms at 8 concurrent, the deep page within 2× the first (p50);
 * unlocks of fresh leads (each once, enough credits) p99 ≤ 25 ms at 8 concurrent. Each figure
 * beside the bare hello route measured just before it, at the same concurrency.
 *
 * Unlocks are measured twice: spread over eight providers (eight people at work: the target),
 * and all by the busiest provider, whose unlocks queue on its row lock (the worst case).
 */
import { LEADS_PAGE_SIZE } from '@alliance/shared/leads';
import { cpuText, startCpuMeter } from './cpu-meter.ts';
import { type BenchAccount, freshLeads, prepareAccounts } from './leads/accounts.ts';
import { benchDatabaseLabel, benchDatabaseUrl, markLoaded, openBenchDatabase } from './leads/database.ts';
import { callJson } from './leads/http.ts';
import { LEADS_DATA, loadLeadsData, loadMarker } from './leads/load-data.ts';
import { loadQueue, type QueuedRequest, type QueueLoadResult, takeFrom } from './leads/queue-load.ts';
import { type BenchServed, startBenchServer } from './leads/start-server.ts';
import { type LoadTarget, load, type Measure, measureBesideHello, measureRows } from './load.ts';

export interface LeadsMeasures {
  database: string;
  /** Seconds the data took to load in this run; null when the loaded data was reused. */
  loadSeconds: number | null;
  data: typeof LEADS_DATA;
  /** Why nothing was measured (the leads routes are not there yet), when so. */
  skipped: string | null;
  measures: Measure[];
  deepPage: { pages: string; p50Ratio: number; p99Ratio: number; target: string; met: boolean } | null;
}

const CONNECTIONS = 8;
const LIST_P99_MS = 15;
const UNLOCK_P99_MS = 25;
const DEEP_RATIO = 2;
/** The busiest provider and eight busy ones sign in. */
const ACCOUNTS = 9;
const WARM_UNLOCKS = 300;

export async function benchLeads(options: { seconds: number; log: (m: string) => void }): Promise<LeadsMeasures> {
  const { log } = options;
  const { database, loadSeconds } = await prepareData(log);
  let accounts: BenchAccount[];
  let fresh: Map<number, string[]>;
  try {
    accounts = await prepareAccounts(database, ACCOUNTS);
    fresh = await freshLeads(
      database,
      accounts.map((a) => a.providerId),
    );
  } finally {
    await database.close();
  }
  const { served, stop } = await startBenchServer(benchDatabaseUrl(), 'leads');
  try {
    const base = { database: benchDatabaseLabel(), loadSeconds, data: LEADS_DATA };
    return { ...base, ...(await measure(served, accounts, fresh, options)) };
  } finally {
    await stop();
  }
}

/** The bench database with its data: reused when a previous run finished loading it. */
async function prepareData(log: (m: string) => void) {
  const reload = process.env.BENCH_LEADS_RELOAD === '1';
  let { database, loaded } = await openBenchDatabase(reload);
  if (loaded === loadMarker()) {
    log(`leads: reusing the data of ${benchDatabaseLabel()} (BENCH_LEADS_RELOAD=1 loads it again)`);
    return { database, loadSeconds: null };
  }
  // Not loaded, half loaded or by another version: from an empty database.
  if (!reload) {
    await database.close();
    ({ database, loaded } = await openBenchDatabase(true));
  }
  log(`leads: loading ${benchDatabaseLabel()} (a few minutes, once)`);
  const started = performance.now();
  await loadLeadsData(database, log);
  await markLoaded(database, loadMarker());
  return { database, loadSeconds: Math.round((performance.now() - started) / 1000) };
}

async function measure(
  served: BenchServed,
  accounts: BenchAccount[],
  fresh: Map<number, string[]>,
  options: { seconds: number; log: (m: string) => void },
): Promise<Pick<LeadsMeasures, 'skipped' | 'measures' | 'deepPage'>> {
  const { port } = served;
  const { seconds, log } = options;
  const host = `app.localhost:${port}`;
  const tokens = new Map<number, string>();
  for (const account of accounts) {
    const signIn = await callJson(port, host, 'POST', '/api/login_check', {
      body: { email: account.email, password: account.password },
    });
    if (signIn.status !== 200 || typeof signIn.json.token !== 'string')
      throw new Error(`leads: sign-in of ${account.email} answered ${signIn.status}`);
    tokens.set(account.providerId, signIn.json.token);
  }
  const [busiest, ...busy] = accounts;
  if (!busiest) throw new Error('leads: no account');
  const token = tokens.get(busiest.providerId) ?? '';

  const pages = Math.ceil(LEADS_DATA.busiest / LEADS_PAGE_SIZE);
  const deep = Math.round(pages * 0.9);
  const firstPath = '/api/event-requests/';
  const deepPath = `/api/event-requests/?page=${deep}`;
  // The routes answer as the contract says before anything is measured (or are not written yet).
  for (const path of [firstPath, deepPath]) {
    const answer = await callJson(port, host, 'GET', path, { token });
    const items = answer.json.items;
    if (answer.status !== 200 || !Array.isArray(items) || items.length !== LEADS_PAGE_SIZE) {
      const skipped = `GET ${path} answered ${answer.status} with ${Array.isArray(items) ? items.length : 'no'} items`;
      log(`leads: not measured: ${skipped}`);
      return { skipped, measures: [], deepPage: null };
    }
  }
  const probe = fresh.get(busiest.providerId)?.shift();
  const unlocked = await callJson(port, host, 'POST', `/api/event-requests/${probe}/unlock`, { token });
  const request = unlocked.json.request as { contact?: unknown } | undefined;
  if (unlocked.status !== 200 || !request?.contact || typeof unlocked.json.balance !== 'number') {
    const skipped = `POST /api/event-requests/{uuid}/unlock answered ${unlocked.status} ${JSON.stringify(unlocked.json).slice(0, 200)}`;
    log(`leads: not measured: ${skipped}`);
    return { skipped, measures: [], deepPage: null };
  }

  const hello: LoadTarget = { url: `http://127.0.0.1:${served.helloPort}/hello`, host: `127.0.0.1:${served.helloPort}` };
  const inbox = (path: string): LoadTarget => ({
    url: `http://127.0.0.1:${port}${path}`,
    host,
    headers: { authorization: `Bearer ${token}` },
  });
  const listGoal = { goal: (r: { p99: number }) => r.p99 <= LIST_P99_MS, goalText: `p99 ≤ ${LIST_P99_MS} ms at 8 concurrent` };
  const leads = LEADS_DATA.busiest.toLocaleString('en').replaceAll(',', ' ');
  const first = await measureBesideHello(`leads: inbox page 1 (${leads} leads), 8 concurrent`, inbox(firstPath), hello, {
    connections: CONNECTIONS,
    seconds,
    log,
    serverPid: served.pid,
    ...listGoal,
  });
  const deepMeasure = await measureBesideHello(`leads: inbox page ${deep} of ${pages}, 8 concurrent`, inbox(deepPath), hello, {
    connections: CONNECTIONS,
    seconds,
    log,
    serverPid: served.pid,
    ...listGoal,
  });

  const unlockOf = (providerId: number, uuid: string): QueuedRequest => ({
    path: `/api/event-requests/${uuid}/unlock`,
    token: tokens.get(providerId) ?? '',
  });
  // Round robin over the eight busy providers: at any moment, eight people unlock one lead each.
  const lists = busy.map((a) => (fresh.get(a.providerId) ?? []).map((uuid) => unlockOf(a.providerId, uuid)));
  const spread = Array.from({ length: Math.max(...lists.map((l) => l.length)) }, (_, i) => lists.map((l) => l[i]))
    .flat()
    .filter((r): r is QueuedRequest => r !== undefined);
  const alone = (fresh.get(busiest.providerId) ?? []).map((uuid) => unlockOf(busiest.providerId, uuid));
  const unlockSpread = await measureUnlocks('leads: unlock, fresh leads of 8 providers, 8 concurrent', spread, {
    served,
    hello,
    seconds,
    log,
  });
  const unlockAlone = await measureUnlocks('leads: unlock, fresh leads of the busiest provider alone, 8 concurrent', alone, {
    served,
    hello,
    seconds,
    log,
  });

  const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.001)) * 100) / 100;
  const clean = [first, deepMeasure].every((m) => m.result.errors + m.result.non2xx === 0);
  const p50Ratio = ratio(deepMeasure.result.p50, first.result.p50);
  return {
    skipped: null,
    measures: [first, deepMeasure, unlockSpread, unlockAlone],
    deepPage: {
      pages: `page ${deep} vs page 1 of the busiest provider's inbox`,
      p50Ratio,
      p99Ratio: ratio(deepMeasure.result.p99, first.result.p99),
      target: `deep page ≤ ${DEEP_RATIO}× page 1 (p50 at 8 concurrent)`,
      met: clean && p50Ratio <= DEEP_RATIO,
    },
  };
}

/**
 * Unlocks taken off the queue, each lead once: a warm-up, the hello route, then the unlocks for
 * `seconds`.
 */
async function measureUnlocks(
  name: string,
  queue: QueuedRequest[],
  options: { served: BenchServed; hello: LoadTarget; seconds: number; log: (m: string) => void },
): Promise<Measure & { result: QueueLoadResult }> {
  const { served, seconds, log } = options;
  const target = { url: `http://127.0.0.1:${served.port}`, host: `app.localhost:${served.port}`, method: 'POST' as const };
  const warm = await loadQueue({
    ...target,
    connections: CONNECTIONS,
    queue: takeFrom(queue, WARM_UNLOCKS + 2 * CONNECTIONS),
    until: { amount: WARM_UNLOCKS },
  });
  const baseline = await load(options.hello, CONNECTIONS, seconds);
  const meter = startCpuMeter(served.pid);
  const result = await loadQueue({
    ...target,
    connections: CONNECTIONS,
    queue,
    until: { seconds },
  });
  const cpu = meter.stop(result.total ?? 0);
  const failure = result.firstFailure ?? warm.firstFailure;
  log(
    `${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (hello ${baseline.requestsPerSecond} req/s)${cpuText(cpu)}` +
      (failure ? `; first failure ${failure.status} ${failure.body}` : ''),
  );
  return {
    name,
    result,
    baseline,
    target: `p99 ≤ ${UNLOCK_P99_MS} ms at 8 concurrent`,
    met: result.errors === 0 && result.non2xx === 0 && warm.non2xx === 0 && result.p99 <= UNLOCK_P99_MS,
    cpu,
  };
}

/** The part's tables, as run.ts prints the others. */
export function printLeads(leads: LeadsMeasures): void {
  const loaded = leads.loadSeconds === null ? 'reused' : `loaded in ${leads.loadSeconds} s`;
  console.log(
    `[bench] leads: ${leads.database}, ${leads.data.requests} event requests over ${leads.data.providers} providers (${loaded})`,
  );
  if (leads.skipped) {
    console.log(`[bench] leads: not measured: ${leads.skipped}`);
    return;
  }
  console.table(measureRows(leads.measures));
  const { deepPage } = leads;
  if (deepPage)
    console.table([
      {
        measure: `${deepPage.target}: ${deepPage.pages}`,
        value: `p50 ${deepPage.p50Ratio}×, p99 ${deepPage.p99Ratio}×`,
        met: deepPage.met ? 'yes' : 'NO',
      },
    ]);
}
