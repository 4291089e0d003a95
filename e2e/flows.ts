/**
 * What the widget flow specs share: the widget's own texts, the steps a couple takes in it (phone,
 * code, inscription), calls to the real API from Node, session cookies and screenshots.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { lastCodeSentTo, server } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The seeded couple (server/src/seed/demo/couple.ts): finished onboarding, one upcoming wedding with a message. */
export const DEMO_COUPLE_PHONE = '+33612345678';

// biome-ignore lint/suspicious/noExplicitAny: the widget's JSON texts, read as they are shipped
type Texts = Record<string, any>;

/** A namespace of the widget's texts (widget/src/i18n/locales/<language>/<namespace>.json), as the widget shows them. */
export function texts(language: string, namespace: 'account' | 'common' | 'presentation' | 'registration'): Texts {
  return JSON.parse(readFileSync(path.join(ROOT, 'widget/src/i18n/locales', language, `${namespace}.json`), 'utf8'));
}

/** A message shared with the server (shared/src/i18n/<language>.json), e.g. `auth.sessionExpired`. */
export function sharedText(language: string, key: string): string {
  const messages: Texts = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/i18n', `${language}.json`), 'utf8'));
  return key.split('.').reduce<Texts>((node, part) => node[part], messages) as unknown as string;
}

export const fr = {
  account: texts('fr', 'account'),
  common: texts('fr', 'common'),
  presentation: texts('fr', 'presentation'),
  registration: texts('fr', 'registration'),
};

/** A French mobile number nobody has used in this run: +33 6 7x xx xx xx. */
export function freshMobile(): string {
  return `+3367${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** The widget element (Playwright's locators pierce its open shadow root). */
export const widget = (page: Page): Locator => page.locator('quote-request');

/** The provider id of the page's widget. */
export async function providerIdOf(page: Page): Promise<number> {
  const id = Number(await widget(page).getAttribute('provider-id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * Fills the phone field with an international number (+33…) and asks for the code. Works with
 * the library field and with a native country <select> + <input type="tel">: either way the
 * input is the one labelled like account.json's `phone.label`.
 */
export async function askForCode(page: Page, phone: string, account = fr.account): Promise<void> {
  const input = widget(page).getByLabel(account.phone.label);
  await expect(input).toBeVisible();
  await input.fill(phone);
  await widget(page).getByRole('button', { name: account.phone.submit }).click();
  await expect(widget(page).getByRole('heading', { name: account.code.title })).toBeVisible();
}

/** The code the server texted to `phone` (the SMS outbox), once it is there. */
export async function codeSentTo(phone: string): Promise<string> {
  await expect.poll(() => lastCodeSentTo(phone), { message: `no SMS to ${phone} in the outbox` }).toMatch(/^\d{6}$/);
  return lastCodeSentTo(phone) as string;
}

/** Types the code into the six boxes, one key per digit from the first box (the widget verifies it on the last). */
async function typeCode(page: Page, code: string): Promise<void> {
  const first = widget(page).getByRole('textbox', {
    name: fr.account.codeInput.digit.replace('{{index}}', '1').replace('{{length}}', '6'),
  });
  await first.click();
  await page.keyboard.type(code);
}

/** Phone, then the code from the outbox: the widget then shows inscription (new phone) or presentation. */
export async function signInWithPhone(page: Page, phone: string, shots?: Screens): Promise<void> {
  await askForCode(page, phone);
  await shots?.widget('2-account-code-step');
  await typeCode(page, await codeSentTo(phone));
  await expect(widget(page).getByRole('heading', { name: fr.account.code.title })).toBeHidden();
}

/** The inscription form, filled and sent; the city through the autocomplete (Bordeaux). */
export async function register(
  page: Page,
  person: { email: string; lastname: string; firstname: string },
  shots?: Screens,
): Promise<void> {
  const w = widget(page);
  const t = fr.registration;
  await expect(w.getByRole('heading', { name: t.title })).toBeVisible();
  await w.getByLabel(t.email, { exact: true }).fill(person.email);
  await w.getByLabel(t.lastname, { exact: true }).fill(person.lastname);
  await w.getByLabel(t.firstname, { exact: true }).fill(person.firstname);
  const city = w.getByRole('combobox', { name: t.city });
  await city.fill('Bordeaux');
  const options = w.getByRole('option');
  await expect(options.first()).toBeVisible();
  const exact = w.getByRole('option', { name: 'Bordeaux (33000)', exact: true });
  const choice = (await exact.count()) > 0 ? exact : options.first();
  const label = await choice.textContent();
  await choice.click();
  await expect(city).toHaveValue(label ?? '');
  await w.getByRole('checkbox').check();
  await shots?.widget('3-inscription');
  await w.getByRole('button', { name: t.submit }).click();
}

/** Where screenshots of the screens go: test-results/screens/<name>.png (kept after the run). */
export interface Screens {
  /** The widget element alone. */
  widget(name: string): Promise<void>;
  /** The viewport (dialogs cover it). */
  page(name: string): Promise<void>;
}

export function screens(page: Page, testInfo: TestInfo): Screens {
  const file = (name: string) => {
    const size = page.viewportSize();
    const where = path.join(testInfo.project.outputDir, 'screens', `${name}-${size?.width ?? 0}px.png`);
    testInfo.attachments.push({ name, path: where, contentType: 'image/png' });
    return where;
  };
  return {
    widget: async (name) => {
      await widget(page).scrollIntoViewIfNeeded();
      await widget(page).screenshot({ path: file(name), animations: 'disabled' });
    },
    page: async (name) => {
      await page.screenshot({ path: file(name), animations: 'disabled' });
    },
  };
}

/** The widget's next POST to `/api/<name>` on the project host, answered (its answer's JSON is readable; ky's request bodies are not). */
export function waitForCall(page: Page, name: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url() === `${server.project}/api/${name}`,
  );
}

/** The mails the server "sent" (its outbox, DATA_DIR/outbox/mail.jsonl), oldest first. */
export function mailOutbox(): { to: string; subject: string; text: string; sentAt: string }[] {
  const file = path.join(server.dataDir, 'outbox', 'mail.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Console errors and uncaught exceptions of a page, from now on, as support.ts's collectErrors,
 * with the address of a resource that failed to load (its console message names none).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // The proof-of-work challenge is a 403 by design (ARCHITECTURE: an address past 10 codes a
    // day is asked for one, and the widget solves it by itself); the suite's browsers all share
    // 127.0.0.1, so later sign-ins meet it. Chromium logs any 4xx: that one is no error.
    if (message.text().includes('status of 403') && /\/api\/(check-phone|verify-phone|phone\/check|phone\/verify)$/.test(where))
      return;
    errors.push(message.text().startsWith('Failed to load resource') && where ? `${message.text()} ${where}` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Nothing scrolls sideways: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

// --- The real API, from Node (which does not resolve *.localhost: 127.0.0.1 with the area's Host header) ---

export interface Answer<T> {
  status: number;
  body: T;
}

/** A JSON call to an area of the running server, as the holder of `token` when given (a couple, or a provider on app). */
export function callApi<T = Record<string, unknown>>(
  area: 'project' | 'www' | 'app',
  method: 'GET' | 'POST',
  pathname: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: `${area}.localhost:${server.port}`, 'accept-language': 'fr' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method, path: pathname, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
        } catch (error) {
          reject(new Error(`${method} ${area} ${pathname}: ${res.statusCode} not JSON: ${text.slice(0, 200)}`, { cause: error }));
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Tokens {
  token: string;
  refresh_token: string;
}

/**
 * A phone call of the project host, repeated with the proof of work solved when the server asks
 * for one (403 with `challenge`): the whole suite comes from 127.0.0.1, which gets busy, and the
 * widget solves these by itself the same way.
 */
async function withChallenge<T = Record<string, unknown>>(pathname: string, body: Record<string, unknown>) {
  const first = await callApi<T & { challenge?: AltchaChallenge }>('project', 'POST', pathname, { body });
  const challenge = first.status === 403 ? first.body.challenge : undefined;
  if (!challenge) return first;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error(`${pathname}: the proof-of-work challenge was not solved`);
  const altcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  return callApi<T>('project', 'POST', pathname, { body: { ...body, altcha } });
}

interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** A new couple registered through the API (check-phone, the code from the outbox, verify-phone, register). */
export async function registerCoupleByApi(phone: string, person: { email: string; lastname: string; firstname: string }) {
  const sent = await withChallenge('/api/check-phone', { phone });
  expect(sent, 'check-phone').toMatchObject({ status: 200, body: { success: true } });
  const code = await codeSentTo(phone);
  const verified = await withChallenge<Partial<Tokens>>('/api/verify-phone', { phone, code });
  expect(verified.status, 'verify-phone').toBe(200);
  const registered = await callApi<Tokens>('project', 'POST', '/api/register', {
    token: verified.body.token,
    body: {
      ...person,
      phone,
      city: 'Bordeaux',
      zipCode: '33000',
      country: 'FR',
      latitude: 44.8378,
      longitude: -0.5792,
      locale: 'fr',
      termsAccepted: true,
    },
  });
  expect(registered.status, `register: ${JSON.stringify(registered.body)}`).toBe(200);
  return { token: registered.body.token, refresh_token: registered.body.refresh_token };
}

/** A calendar date (YYYY-MM-DD) in the middle of next year. */
export function nextYearDate(): string {
  return `${new Date().getFullYear() + 1}-06-20`;
}

/** A wedding project in Bordeaux next year, WITHOUT a message, saved for the couple of `token`. */
export async function saveProjectWithoutMessage(token: string): Promise<{ id: number; eventDate: string }> {
  const saved = await callApi<{ success: boolean; project: { id: number; eventDate: string; message: string | null } }>(
    'project',
    'POST',
    '/api/save-project',
    {
      token,
      body: {
        eventType: 'mariage',
        eventDate: nextYearDate(),
        location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
      },
    },
  );
  expect(saved.status, `save-project: ${JSON.stringify(saved.body)}`).toBe(200);
  expect(saved.body.project.message).toBeNull();
  return saved.body.project;
}

// --- Cookies of the www host ---

/** Sets cookies on the www host, as the page would have them. */
export async function setWwwCookies(context: BrowserContext, cookies: Record<string, string>): Promise<void> {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: `${server.www}/` })));
}

/** The couple's session as the widget stored it: the `token` and `refresh_token` cookies. */
export async function sessionCookies(context: BrowserContext): Promise<{ token?: string; refresh_token?: string }> {
  const cookies = await context.cookies(`${server.www}/`);
  return {
    token: cookies.find((cookie) => cookie.name === 'token')?.value,
    refresh_token: cookies.find((cookie) => cookie.name === 'refresh_token')?.value,
  };
}
