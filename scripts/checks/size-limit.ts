/**
 * The bundle budgets `npm run check:size` holds the build to (size-limit, gzip -9 of each file,
 * summed: the same measure as `npm run bench`). Run after `npm run build`. Budgets leave some
 * headroom over the sizes of 2026-11-27 (beside each budget); a budget that fails means a change
 * made the page heavier: trim it, or raise the budget in the same commit, saying why.
 *
 * - the widget's script, the one file a provider's page loads;
 * - the couples' app's first load: index.html's scripts and everything they import statically;
 * - each admin page's first load (admin/dist/preloads.json, written by the build from
 *   admin/src/pages.ts): the shell's first load, the page's scripts and its language's texts
 *   (the largest language's), as the server names them in index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WIDGET_SCRIPT = 'widget/dist/quote-request.js';
const PROJECT_APP = 'widget/dist/project-app';
const ADMIN = 'admin/dist';

// KiB, as the bench counts (150 KB there is 150 × 1024 bytes); today's sizes after each.
const WIDGET_BUDGET = '70 KiB'; // 65.5: the README's rule, "under 70 KB gzip"
const PROJECT_APP_BUDGET = '150 KiB'; // 146.1: issue 7's target for the first load
const SIGN_IN_BUDGET = '75 KiB'; // 60.7: well under issue 13's 120, kept near what it is
const ADMIN_PAGE_BUDGET = '150 KiB'; // 122.4 at most (/account): issue 21's target per page

interface Check {
  name: string;
  path: string[];
  limit: string;
  gzip: true;
}

interface Preloads {
  texts: Record<string, string[]>;
  pages: Record<string, string[]>;
}

/** `/assets/x.js` of index.html's `<script src>` and `<link rel="modulepreload">`. */
function entryScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ];
  return found.map((match) => (match[1] as string).replace(/^\//, ''));
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1] as string);
}

/** The files (under appDir) these scripts load before they run: themselves and their static imports. */
function loadGraph(appDir: string, scripts: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(ROOT, appDir, file), 'utf8');
    for (const relative of staticImports(code)) queue.push(path.posix.join(path.posix.dirname(file), relative));
  }
  return [...seen].map((file) => path.join(ROOT, appDir, file));
}

const firstLoad = (appDir: string) =>
  loadGraph(appDir, entryScripts(readFileSync(path.join(ROOT, appDir, 'index.html'), 'utf8')));

const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + readFileSync(file).length, 0);

function adminChecks(): Check[] {
  const preloads = JSON.parse(readFileSync(path.join(ROOT, ADMIN, 'preloads.json'), 'utf8')) as Preloads;
  const shell = firstLoad(ADMIN);
  // Raw size picks the heaviest language; its gzip follows closely enough for a budget.
  const texts = Object.values(preloads.texts)
    .map((files) => loadGraph(ADMIN, files))
    .reduce((heaviest, files) => (sizeOf(files) > sizeOf(heaviest) ? files : heaviest), [] as string[]);
  return Object.entries(preloads.pages).map(([page, scripts]) => ({
    name: `admin ${page}`,
    path: [...new Set([...shell, ...loadGraph(ADMIN, scripts), ...texts])],
    limit: page === '/login' ? SIGN_IN_BUDGET : ADMIN_PAGE_BUDGET,
    gzip: true,
  }));
}

for (const built of [WIDGET_SCRIPT, `${PROJECT_APP}/index.html`, `${ADMIN}/preloads.json`]) {
  if (!existsSync(path.join(ROOT, built))) throw new Error(`no ${built}: run npm run build first`);
}

export default [
  { name: 'widget script', path: [path.join(ROOT, WIDGET_SCRIPT)], limit: WIDGET_BUDGET, gzip: true },
  { name: "couples' app first load", path: firstLoad(PROJECT_APP), limit: PROJECT_APP_BUDGET, gzip: true },
  ...adminChecks(),
] satisfies Check[];
