/** What the browser tests share: where their worker's server (global-setup.ts) runs, and small host pages. */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';

interface WorkerServer {
  port: number;
  www: string;
  project: string;
  dataDir: string;
  profileUrl: string;
}

/** The server of this worker (global-setup.ts starts one per worker and lists them in E2E_SERVERS). */
function workerServer(): WorkerServer {
  const listed = process.env.E2E_SERVERS;
  if (!listed)
    throw new Error('E2E_SERVERS is not set: run the browser tests with `npm run test:e2e` (global setup starts the servers)');
  const servers = JSON.parse(listed) as WorkerServer[];
  // TEST_PARALLEL_INDEX: this worker's slot, 0 … workers − 1 (a restarted worker keeps its slot).
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const found = servers[slot % servers.length];
  if (!found) throw new Error('E2E_SERVERS lists no server');
  return found;
}

/** This worker's server: its areas' origins, its data folder, a seeded provider's profile page. */
export const server = {
  get port(): number {
    return workerServer().port;
  },
  /** `http://www.localhost:PORT`: the directory, the widget script, the profile pages. */
  get www(): string {
    return workerServer().www;
  },
  /** `http://project.localhost:PORT`: the couples' app and API. */
  get project(): string {
    return workerServer().project;
  },
  get dataDir(): string {
    return workerServer().dataDir;
  },
  get profileUrl(): string {
    return workerServer().profileUrl;
  },
};

/** The SMS the server "sent" (its outbox, DATA_DIR/outbox/sms.jsonl), oldest first. */
function smsOutbox(): { to: string; text: string; sentAt: string }[] {
  const file = path.join(server.dataDir, 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The last code texted to `phone` (E.164), read from the outbox. */
export function lastCodeSentTo(phone: string): string | undefined {
  const message = smsOutbox()
    .filter((sms) => sms.to === phone)
    .at(-1);
  return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
}

/**
 * A third-party site: a tiny HTTP server on 127.0.0.1 (another origin than our hosts) serving
 * the given pages by path. Close it when done.
 */
export async function thirdPartySite(pages: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const site = createServer((request, response) => {
    const html = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (html === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => site.close(() => resolve())),
  };
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
