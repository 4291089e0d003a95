/**
 * Issue 7's target for the couples' app: the JavaScript a first visit downloads (gzip -9), i.e.
 * the entry script of the built index.html, its modulepreloads and every chunk they import
 * statically (what the browser fetches before the home page runs), beside the 150 KB target.
 * Lazy chunks (the creation page and its editor, the account page…) are left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@alliance/server/config';
import { build } from 'vite';

export const FIRST_LOAD_BUDGET = 150 * 1024;

export interface ProjectAppMeasures {
  /** Each first-load script (path under the app's root) and its gzip -9 size. */
  files: { file: string; gzip: number }[];
  gzip: number;
  budgetMet: boolean;
}

/** `/assets/x.js` files of index.html's `<script src>` and `<link rel="modulepreload">`. */
function entryScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ];
  return found.map((match) => match[1] as string);
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1] as string);
}

/** The first-load graph of a built app directory (index.html + assets/). */
export function firstLoadOf(appDir: string): ProjectAppMeasures {
  const seen = new Set<string>();
  const queue = entryScripts(readFileSync(path.join(appDir, 'index.html'), 'utf8')).map((src) => src.replace(/^\//, ''));
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(appDir, file), 'utf8');
    for (const relative of staticImports(code)) queue.push(path.posix.join(path.posix.dirname(file), relative));
  }
  const files = [...seen].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(appDir, file)), { level: 9 }).length }));
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, gzip, budgetMet: gzip <= FIRST_LOAD_BUDGET };
}

/** Builds the app (as `npm run build:app`) and measures its first load. */
export async function benchProjectApp(log: (m: string) => void): Promise<ProjectAppMeasures> {
  await build({ configFile: path.join(REPO_ROOT, 'vite.project.config.ts'), logLevel: 'warn' });
  const appDir = path.join(REPO_ROOT, 'widget', 'dist', 'project-app');
  if (!existsSync(path.join(appDir, 'index.html'))) throw new Error(`no build in ${appDir}`);
  const measures = firstLoadOf(appDir);
  log(`couples' app first-load JS: ${(measures.gzip / 1024).toFixed(1)} KB gzip in ${measures.files.length} files`);
  return measures;
}

// `tsx scripts/bench/project-app.bench.ts`: the figure alone, from the current build.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const m = firstLoadOf(path.join(REPO_ROOT, 'widget', 'dist', 'project-app'));
  for (const f of m.files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(
    `couples' app first-load JS (gzip): ${(m.gzip / 1024).toFixed(1)} KB (target ≤ 150 KB) ${m.budgetMet ? 'met' : 'NOT met'}`,
  );
}
