/**
 * Issue 13's target for the admin SPA: the JavaScript the sign-in page downloads (gzip -9) — the
 * first-load graph of index.html plus the lazy LoginPage chunk and its static imports — beside
 * the 120 KB target, and the whole SPA's scripts for comparison. Issue 21's: every screen's
 * JavaScript and time to usable on Fast 3G at 4× CPU, in Chromium (admin-screens.ts).
 * BENCH_ADMIN_DIR measures another build (say, a copy of an older admin/dist) without building.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@alliance/server/config';
import { build } from 'vite';
import { benchAdminScreens, type ScreenMeasure } from './admin-screens.ts';
import { firstLoadOf } from './project-app.bench.ts';

export const SIGN_IN_BUDGET = 120 * 1024;

export interface AdminMeasures {
  signIn: { files: string[]; gzip: number; budgetMet: boolean };
  wholeGzip: number;
  screens: ScreenMeasure[];
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function signInLoadOf(adminDir: string): Omit<AdminMeasures, 'screens'> {
  const assets = path.join(adminDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const login = scripts.find((name) => name.startsWith('LoginPage-'));
  if (!login) throw new Error(`no LoginPage chunk in ${assets}`);
  // The login chunk's own graph, as the first load's: a temporary index pointing at it.
  const first = firstLoadOf(adminDir);
  const files = new Set(first.files.map((f) => f.file));
  const queue = [`assets/${login}`];
  while (queue.length) {
    const file = queue.shift() as string;
    if (files.has(file) && file !== `assets/${login}`) continue;
    files.add(file);
    const code = readFileSync(path.join(adminDir, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      const next = path.posix.join('assets', m[1] as string);
      if (!files.has(next)) queue.push(next);
    }
  }
  const gzip = [...files].reduce((sum, file) => sum + gzipOf(path.join(adminDir, file)), 0);
  const wholeGzip = scripts.reduce((sum, name) => sum + gzipOf(path.join(assets, name)), 0);
  return { signIn: { files: [...files], gzip, budgetMet: gzip <= SIGN_IN_BUDGET }, wholeGzip };
}

/** Builds the admin (as `npm run build:admin`), measures the sign-in page's scripts, then every screen in Chromium. */
export async function benchAdmin(log: (m: string) => void): Promise<AdminMeasures> {
  const adminDir = process.env.BENCH_ADMIN_DIR ?? path.join(REPO_ROOT, 'admin', 'dist');
  if (!process.env.BENCH_ADMIN_DIR) await build({ configFile: path.join(REPO_ROOT, 'vite.admin.config.ts'), logLevel: 'warn' });
  if (!existsSync(path.join(adminDir, 'index.html'))) throw new Error(`no build in ${adminDir}`);
  const measures = signInLoadOf(adminDir);
  log(
    `admin sign-in page JS: ${(measures.signIn.gzip / 1024).toFixed(1)} KB gzip; whole SPA ${(measures.wholeGzip / 1024).toFixed(1)} KB`,
  );
  const screens = await benchAdminScreens({ adminDir, runs: Number(process.env.BENCH_ADMIN_RUNS ?? 3), log });
  return { ...measures, screens };
}
