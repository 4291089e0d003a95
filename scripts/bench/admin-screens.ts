/**
 * Issue 21's targets for the admin on a mid-range phone: for every screen, the JavaScript it
 * downloads (gzip -9 of each script fetched, ≤ 150 KB) and the time from navigation to a usable
 * screen (≤ 3 s), in Chromium with DevTools' "Fast 3G" preset, 4× CPU throttling and a cold
 * cache (a new browser context per screen), signed in as the demo provider of the seed.
 * The REAL server (server/src/server.ts) runs in a child process on a fresh PGlite folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@alliance/server/config';
import { chromium, type Page } from 'playwright-core';

const ROUTE_JS_BUDGET = 150 * 1024;
const SCREEN_MS_BUDGET = 3000;

/** Chrome DevTools' "Fast 3G" preset (its SDK's constants): 1.6 Mbps and 750 kbps at 90 %, 150 ms × 3.75. */
const FAST_3G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'prestataire@example.fr', password: 'alliance-demo-2026' };

export interface ScreenMeasure {
  route: string;
  /** Scripts fetched for the screen, by file name. */
  scripts: string[];
  jsGzip: number;
  /** Navigation start → marker shown, ms (median of the runs). */
  usableMs: number;
  jsMet: boolean;
  timeMet: boolean;
}

/**
 * The screens and what "usable" means on each: the page's heading, no loading message nor busy
 * region left, and where the screen's point is a piece of data, that piece.
 */
const SCREENS: { route: string; marker?: string; signedOut?: boolean }[] = [
  { route: '/login', marker: 'input[type="password"]', signedOut: true },
  { route: '/register', marker: 'form input', signedOut: true },
  { route: '/' },
  { route: '/onboarding', marker: 'form' },
  { route: '/profile', marker: '.np-editor-area' },
  { route: '/media' },
  { route: '/videos' },
  { route: '/portfolios' },
  { route: '/portfolios/:id', marker: 'form' },
  { route: '/venues' },
  { route: '/venues/:id', marker: 'form' },
  { route: '/leads', marker: 'main a[href^="/leads/"]' },
  { route: '/leads/:id' },
  { route: '/credits' },
  { route: '/premium' },
  { route: '/statistics', marker: 'main table' },
  { route: '/website' },
  { route: '/account', marker: 'form' },
];

/** Starts server/src/server.ts as `npm start` runs it, with the demo data; resolves with its port. */
async function startServer(dataDir: string, adminDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DOMAINS: 'localhost=FR',
      RATE_LIMIT_FACTOR: '20',
      DATA_DIR: dataDir,
      ADMIN_APP_DIR: adminDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMS_PROVIDER: 'outbox',
      SMTP_URL: '',
      SEED_PROVIDERS: '40',
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: 'server/tsconfig.json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const started = Date.now();
  while (!/Widget demo: /.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 180_000) throw new Error(`the server did not start in 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, child };
}

/** Waits until the screen is usable and returns performance.now() at that moment. */
async function usableAt(page: Page, marker: string | undefined): Promise<number> {
  const handle = await page.waitForFunction(
    (selector) => {
      // Runs in the page (the scripts' tsconfig has no DOM types).
      const doc = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } })
        .document;
      if (!doc.querySelector('h1')?.textContent?.trim()) return false;
      if (doc.querySelector('.loading, [aria-busy="true"]')) return false;
      if (selector && !doc.querySelector(selector)) return false;
      return performance.now();
    },
    marker,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function benchAdminScreens(options: {
  adminDir: string;
  runs?: number;
  log: (m: string) => void;
}): Promise<ScreenMeasure[]> {
  const runs = options.runs ?? 3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-admin-bench-'));
  const { port, child } = await startServer(dataDir, options.adminDir);
  const origin = `http://app.localhost:${port}`;
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(options.adminDir, file)), { level: 9 }).length);
    return gzipOf.get(file) as number;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], headless: true });
  try {
    // Signed in once, unthrottled: each screen's context starts from these cookies and storage.
    const signIn = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await signIn.newPage();
    await page.goto(`${origin}/login`);
    await page.fill('input[type="email"]', DEMO.email);
    await page.fill('input[type="password"]', DEMO.password);
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    const ids: Record<string, string> = {};
    for (const list of ['leads', 'portfolios', 'venues']) {
      await page.goto(`${origin}/${list}`);
      const link = page.locator(`main a[href^="/${list}/"]`).first();
      const href = await link.getAttribute('href', { timeout: 15_000 }).catch(() => null);
      if (href) ids[list] = href.split('/')[2] ?? '';
    }
    const state = await signIn.storageState();
    await signIn.close();

    const measures: ScreenMeasure[] = [];
    for (const screen of SCREENS) {
      const list = screen.route.split('/')[1] ?? '';
      const id = ids[list];
      if (screen.route.endsWith(':id') && !id) {
        options.log(`admin: ${screen.route} skipped (no ${list} in the demo data)`);
        continue;
      }
      const route = screen.route.replace(':id', id ?? '');
      const times: number[] = [];
      let scripts: string[] = [];
      for (let i = 0; i < runs; i++) {
        // A new context: a cold HTTP cache, as a phone's first visit.
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          locale: 'fr-FR',
          ...(screen.signedOut ? {} : { storageState: state }),
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', FAST_3G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const fetched: string[] = [];
        tab.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin === origin && url.pathname.endsWith('.js')) fetched.push(url.pathname.slice(1));
        });
        await tab.goto(`${origin}${route}`, { waitUntil: 'commit' });
        times.push(await usableAt(tab, screen.marker));
        scripts = [...new Set(fetched)];
        await context.close();
      }
      const usableMs = Math.round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0);
      const jsGzip = scripts.reduce((sum, file) => sum + gzip(file), 0);
      measures.push({
        route: screen.route,
        scripts,
        jsGzip,
        usableMs,
        jsMet: jsGzip <= ROUTE_JS_BUDGET,
        timeMet: usableMs <= SCREEN_MS_BUDGET,
      });
      options.log(`admin ${screen.route}: ${(jsGzip / 1024).toFixed(1)} KB JS gzip, usable in ${usableMs} ms (Fast 3G, 4× CPU)`);
    }
    return measures;
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
