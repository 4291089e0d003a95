/**
 * Starts the REAL server for the browser tests, one per Playwright worker (e2e/workers.ts): the
 * front ends built once as `npm start` builds them, then per worker `server/src/server.ts` in a
 * child process on a free port, with a fresh data folder (PGlite, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL) and a small seeded directory of its own, so the workers
 * never see each other's data. The tests read where their worker's server runs from the
 * E2E_SERVERS environment variable (see e2e/support.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { E2E_WORKERS } from './workers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** GET /healthz with the www Host header (Node does not resolve `*.localhost` everywhere). */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', headers: { host: `www.localhost:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });
}

async function withAdmin(url: string, statement: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** A new database on the TEST_DATABASE_URL server, dropped at teardown; undefined on PGlite. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `alliance_e2e_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(serverUrl, `drop database if exists ${name} with (force)`) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // The server's own graceful shutdown: finishes requests, closes the database.
    child.kill('SIGTERM');
  });
}

/** Where one worker's server runs (e2e/support.ts reads it). */
export interface E2eServer {
  port: number;
  www: string;
  project: string;
  dataDir: string;
  profileUrl: string;
}

/**
 * Every variable the server reads is set here, so a developer's .env does not leak in
 * (the server's .env loading never overrides the environment, empty values included).
 */
function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DOMAINS: 'localhost=FR',
    // Every browser of the suite comes from 127.0.0.1: the per-address limits (tested by the
    // server tests) would otherwise stop the suite's many sign-ins.
    RATE_LIMIT_FACTOR: '20',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: '',
    REDIS_URL: '',
    SMS_PROVIDER: 'outbox',
    SMTP_URL: '',
    PRODUCT_WORD: 'planners',
    DIRECTORY_PAGE_CACHE_SECONDS: '0', // listings uncached: a provider published by a test is listed at once
    WIDGET_BUNDLE: '',
    SEED_PROVIDERS: process.env.E2E_SEED_PROVIDERS ?? '40',
    GEO_DATA_DIR: process.env.GEO_DATA_DIR ?? '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The seller every invoice names (issue 21: the PDF shows the configured seller, not placeholders).
    SELLER_NAME: 'Alliance Mariages SAS',
    SELLER_ADDRESS: '12 rue des Lilas | 75011 Paris | France',
    SELLER_SIRET: '73282932000074',
    SELLER_VAT_NUMBER: 'FR44732829320',
    VAT_CHECK: 'offline',
    // As `npm start`: tsx otherwise reads the root tsconfig, which says nothing of the server's JSX.
    TSX_TSCONFIG_PATH: 'server/tsconfig.json',
  };
}

/**
 * On PGlite, the data every server starts from: migrated and seeded once (geography, reference
 * lists, 40 demo providers: about 25 s of CPU), then copied for each server, which finds it seeded.
 */
function seededDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-e2e-seed-'));
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      cwd: ROOT,
      env: serverEnv(0, dataDir, undefined),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`e2e: the seed failed\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
  return dataDir;
}

/**
 * Starts one server on a fresh data folder (a copy of `seeded` when given) and database; its
 * teardown stops it and removes them.
 */
async function startServer(seeded?: string): Promise<{ server: E2eServer; teardown: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alliance-e2e-'));
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const database = await freshDatabase();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, database?.url),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const remember = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  const teardown = async () => {
    await stop(child);
    await database?.drop().catch((error: unknown) => console.error('e2e: could not drop the test database', error));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // The start banner comes once the server listens: its "Widget demo" line names a seeded profile.
    const started = Date.now();
    let profileUrl: string | undefined;
    while (!profileUrl) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the server did not start in ${START_TIMEOUT_MS / 1000} s`);
      profileUrl = /Widget demo: (\S+)/.exec(output)?.[1];
      if (!profileUrl) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!(await healthy(port))) throw new Error('the server started but /healthz is not ok');

    const www = `http://www.localhost:${port}`;
    console.log(`e2e: server on ${www} (${database ? 'PostgreSQL' : 'PGlite'}, data in ${dataDir}), profile ${profileUrl}`);
    return { server: { port, www, project: `http://project.localhost:${port}`, dataDir, profileUrl }, teardown };
  } catch (error) {
    await teardown();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  const seeded = process.env.TEST_DATABASE_URL ? undefined : seededDataDir();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer(seeded)));
  if (seeded) rmSync(seeded, { recursive: true, force: true });
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(running.map((one) => one.teardown()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  process.env.E2E_SERVERS = JSON.stringify(running.map((one) => one.server));
  return teardown;
}
