/** What the browser tests share: where the server of global-setup.ts runs, and small host pages. */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\` (global setup starts the server)`);
  return value;
}

/** The running server: its areas' origins, its data folder, a seeded provider's profile page. */
export const server = {
  get port(): number {
    return Number(fromEnv('E2E_PORT'));
  },
  /** `http://www.localhost:PORT`: the directory, the widget script, the profile pages. */
  get www(): string {
    return fromEnv('E2E_WWW_URL');
  },
  /** `http://project.localhost:PORT`: the couples' app and API. */
  get project(): string {
    return fromEnv('E2E_PROJECT_URL');
  },
  get dataDir(): string {
    return fromEnv('E2E_DATA_DIR');
  },
  get profileUrl(): string {
    return fromEnv('E2E_PROFILE_URL');
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
