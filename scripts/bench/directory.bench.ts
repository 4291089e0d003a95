/**
 * Issue 7 targets for the public directory's listing pages (www host, server-rendered): the
 * page of the biggest département and of its biggest city at 1 and 8 concurrent connections,
 * each next to the bare Fastify hello route measured in the same run at the same concurrency;
 * the last page of that département against its page 1 (no naive deep OFFSET); and the size of
 * page 1's HTML (its CSS is inline) brotli-compressed, readable with no script.
 *
 * Pages are served as in production, from the rendered-page cache (a minute per address and
 * language). The same pages are also measured on the app without that cache (every request
 * reads the database and renders): the deep-page target is judged there, since from the cache
 * every page costs the same, and the other figures show what a page nobody asked for lately costs.
 */
import { get } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Goal, type LoadResult, type LoadTarget, type Measure, measureBesideHello } from './load.ts';
import type { ServedBench } from './serve.ts';

export interface DirectoryMeasures {
  measures: Measure[];
  /** Last page against page 1 of the biggest département, p50 and mean at 1 concurrent. */
  deepPage: { pages: string; p50Ratio: number; meanRatio: number; target: string; met: boolean };
  page: {
    path: string;
    raw: number;
    brotli: number;
    scripts: string[];
    budgetMet: boolean;
    /** The h1 and every card are in the HTML as served, and no script blocks the rendering. */
    noScriptMet: boolean;
  };
}

const BROTLI_BUDGET = 30 * 1024;
const P99_TARGET_MS = 25;
const HELLO_SHARE = 0.15;
const DEEP_PAGE_RATIO = 5;

/** Every `<script …>` opening tag that is not a JSON data block (JSON-LD, the enhancement's texts). */
export function executableScripts(html: string): string[] {
  return (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(tag));
}

export async function benchDirectory(
  served: ServedBench,
  options: { seconds: number; log: (m: string) => void },
): Promise<DirectoryMeasures> {
  const { port, directory } = served;
  const host = `www.localhost:${port}`;
  const target = (path: string, on = port): LoadTarget => ({ url: `http://127.0.0.1:${on}${path}`, host });
  const helloTarget = { url: `http://127.0.0.1:${served.helloPort}/hello`, host: `127.0.0.1:${served.helloPort}` };
  options.log(
    `directory: ${directory.departementPath} (${directory.departementTotal} providers, last page ${directory.departementLastPath}), ` +
      `${directory.cityPath} (${directory.cityTotal} providers)`,
  );

  const measure = (
    name: string,
    path: string,
    connections: number,
    goal: Goal,
    goalText: string,
    cache: 'cached' | 'uncached' = 'cached',
  ): Promise<Measure> =>
    measureBesideHello(name, target(path, cache === 'cached' ? port : served.uncachedPort), helloTarget, {
      connections,
      seconds: options.seconds,
      goal,
      goalText,
      log: options.log,
    });
  const p99Goal = (r: LoadResult) => r.p99 <= P99_TARGET_MS;
  const p99Text = `p99 ≤ ${P99_TARGET_MS} ms at 1 concurrent`;
  const shareGoal = (r: LoadResult, b: LoadResult) => r.requestsPerSecond >= HELLO_SHARE * b.requestsPerSecond;
  const shareText = `≥ ${HELLO_SHARE * 100} % of hello req/s at 8 concurrent`;

  const departement1 = await measure(
    'directory: département page 1, 1 concurrent',
    directory.departementPath,
    1,
    p99Goal,
    p99Text,
  );
  const departementLast = await measure(
    'directory: département last page, 1 concurrent',
    directory.departementLastPath,
    1,
    p99Goal,
    p99Text,
  );
  const city1 = await measure('directory: city page 1, 1 concurrent', directory.cityPath, 1, p99Goal, p99Text);
  const departement8 = await measure(
    'directory: département page 1, 8 concurrent',
    directory.departementPath,
    8,
    shareGoal,
    shareText,
  );
  const city8 = await measure('directory: city page 1, 8 concurrent', directory.cityPath, 8, shareGoal, shareText);
  // Without the page cache: every request reads the database and renders. For information,
  // except the deep-page ratio, which only means something here.
  const none = 'none: for information only';
  const uncached = (name: string, path: string, connections: number) =>
    measure(`${name}, page cache off`, path, connections, null, none, 'uncached');
  const rawDepartement1 = await uncached('directory: département page 1, 1 concurrent', directory.departementPath, 1);
  const rawDepartementLast = await uncached('directory: département last page, 1 concurrent', directory.departementLastPath, 1);
  const rawCity1 = await uncached('directory: city page 1, 1 concurrent', directory.cityPath, 1);
  const rawDepartement8 = await uncached('directory: département page 1, 8 concurrent', directory.departementPath, 8);

  const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.001)) * 100) / 100;
  const p50Ratio = ratio(rawDepartementLast.result.p50, rawDepartement1.result.p50);
  const meanRatio = ratio(rawDepartementLast.result.mean, rawDepartement1.result.mean);
  const deepPage = {
    pages: `${directory.departementLastPath} vs ${directory.departementPath}, page cache off`,
    p50Ratio,
    meanRatio,
    target: `last page ≤ ${DEEP_PAGE_RATIO}× page 1 (p50 at 1 concurrent)`,
    met:
      [rawDepartement1, rawDepartementLast].every((m) => m.result.errors + m.result.non2xx === 0) && p50Ratio <= DEEP_PAGE_RATIO,
  };

  // The body as served without Accept-Encoding, then brotli 11 (the server's own brotli is a faster level).
  const body = await new Promise<Buffer>((resolve, reject) => {
    get(target(directory.departementPath).url, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${directory.departementPath}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
  const html = body.toString('utf8');
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const scripts = executableScripts(html);
  // Readable with no script: the heading and every card of the page are in the HTML as served,
  // and a script, if any, is an enhancement that never blocks the rendering.
  const cards = (html.match(/<article class="card/g) ?? []).length;
  const readable = /<h1>[^<]+<\/h1>/.test(html) && cards === Math.min(20, directory.departementTotal);
  const nonBlocking = scripts.every((tag) => /\s(defer|async)[\s>=]|type=["']?module/i.test(tag));
  const page = {
    path: directory.departementPath,
    raw: body.length,
    brotli,
    scripts,
    budgetMet: brotli <= BROTLI_BUDGET,
    noScriptMet: readable && nonBlocking,
  };
  return {
    measures: [
      departement1,
      departementLast,
      city1,
      departement8,
      city8,
      rawDepartement1,
      rawDepartementLast,
      rawCity1,
      rawDepartement8,
    ],
    deepPage,
    page,
  };
}
