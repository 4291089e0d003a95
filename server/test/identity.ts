import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailSender } from '../src/adapters/mail/index.ts';
import type { SmsMessage } from '../src/adapters/sms/index.ts';
import type { AppOverrides } from '../src/app.ts';
import { selectRows } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './app.ts';
import { databaseReset } from './database.ts';

/** A JSON answer of the API. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
  json: Record<string, any>;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  /** Client address as the rate limits see it (`remoteAddress` of the injected request). */
  ip?: string;
  /** Accept-Language; French (the default language) when absent. */
  lang?: string;
  host?: string;
  /** A raw body sent as is with `content-type: application/json`. */
  raw?: string;
  /** The page the call comes from (`Origin`), e.g. a provider's own site embedding the widget. */
  origin?: string;
}

/** The rows of the identity tables, to prove that an attack wrote nothing. */
export interface IdentityRows {
  users: Record<string, unknown>[];
  refresh_tokens: Record<string, unknown>[];
  phone_codes: Record<string, unknown>[];
}

/** A valid registration payload (spec §3) for `phone`. */
export function registration(phone: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'lea@example.fr',
    lastname: 'Martin',
    firstname: 'Léa',
    phone,
    city: 'Bordeaux',
    zipCode: '33000',
    country: 'FR',
    latitude: 44.84,
    longitude: -0.58,
    locale: 'fr',
    termsAccepted: true,
    ...changes,
  };
}

/**
 * The real app on a fresh database with an injected clock and an SMS sender that keeps the
 * messages, plus the calls the identity attacks need. Rate-limit counters are namespaced per app
 * (with REDIS_URL several runs share one Redis).
 */
export async function createIdentityHarness(
  start = new Date('2026-11-23T10:00:00Z'),
  extra: { mail?: MailSender; env?: Record<string, string>; overrides?: AppOverrides } = {},
) {
  let now = start;
  const sms: SmsMessage[] = [];
  // Rate-limit counters under a namespace of this app's, renewed by reset() (with REDIS_URL several runs share one Redis).
  let namespace = `alliance-rl-test-${randomUUID()}:`;
  const { env, overrides, ...deps } = extra;
  const testApp: TestApp = await createTestApp({
    env,
    deps: {
      ...deps,
      // Proof-of-work challenges that a test solves in a few milliseconds.
      powMaxNumber: 2000,
      clock: () => now,
      sms: {
        send: async (message) => {
          sms.push(message);
        },
      },
    },
    overrides: { rateLimitNamespace: () => namespace, ...overrides },
  });
  const { app, database } = testApp;
  const emptyTables = await databaseReset(database);

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
    const response = await app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '198.51.100.1',
      headers: {
        host: options.host ?? 'project.localhost',
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.raw !== undefined ? { payload: options.raw } : body !== undefined ? { payload: body as object } : {}),
    });
    const text = response.body;
    return { status: response.statusCode, json: text ? JSON.parse(text) : {}, headers: response.headers };
  }
  const post = (url: string, body?: unknown, options?: CallOptions) => call('POST', url, body, options);
  const get = (url: string, options?: CallOptions) => call('GET', url, undefined, options);

  /** The code of the last SMS sent to `phone` (E.164). */
  function lastCode(phone: string): string {
    const message = sms.filter((m) => m.to === phone).at(-1);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }

  /** Sends a code to `phone` (E.164) and returns it. */
  async function sendCode(phone: string, options?: CallOptions): Promise<string> {
    const sent = await post('/api/check-phone', { phone }, options);
    expect(sent, 'check-phone').toMatchObject({ status: 200, json: { success: true } });
    return lastCode(phone);
  }

  /** Proves `phone` (E.164): the tokens of its phone-only identity. */
  async function prove(phone: string, options?: CallOptions): Promise<{ token: string; refresh_token: string }> {
    const code = await sendCode(phone, options);
    const verified = await post('/api/verify-phone', { phone, code }, options);
    expect(verified, 'verify-phone').toMatchObject({ status: 200, json: { success: true } });
    return { token: verified.json.token, refresh_token: verified.json.refresh_token };
  }

  /** Proves `phone` and registers it: the tokens of the logged-in couple. */
  async function signUp(phone: string, changes?: Record<string, unknown>, options?: CallOptions) {
    const proof = await prove(phone, options);
    const registered = await post('/api/register', registration(phone, changes), { ...options, token: proof.token });
    expect(registered.status, 'register').toBe(200);
    return { proof, token: registered.json.token as string, refresh_token: registered.json.refresh_token as string };
  }

  async function rows(): Promise<IdentityRows> {
    const { db } = database;
    return {
      users: await selectRows(db, sql`select * from users order by id`),
      refresh_tokens: await selectRows(db, sql`select * from refresh_tokens order by id`),
      phone_codes: await selectRows(db, sql`select * from phone_codes order by id`),
    };
  }

  return {
    app,
    database,
    config: testApp.config,
    sms,
    now: () => now,
    /** Moves the injected clock (code expiry, send limits, refresh-token expiry) forward. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    call,
    post,
    get,
    lastCode,
    sendCode,
    prove,
    signUp,
    rows,
    /**
     * As a new harness, on the same app: the tables tests write emptied, the clock back at `start`,
     * no SMS kept, fresh rate-limit counters. Files of many small cases reset between them
     * instead of building an app and a database for each.
     */
    async reset() {
      await app.services.mailOutbox.settled();
      await emptyTables();
      now = start;
      sms.length = 0;
      namespace = `alliance-rl-test-${randomUUID()}:`;
    },
    close: () => testApp.close(),
  };
}

export type IdentityHarness = Awaited<ReturnType<typeof createIdentityHarness>>;

/**
 * One default harness for a file's cases: the first `fresh()` builds it, the next ones reset it
 * (cases with their own configuration still build their own). `close()` after the file.
 */
export function reusableIdentityHarness() {
  let shared: IdentityHarness | undefined;
  return {
    async fresh(): Promise<IdentityHarness> {
      if (shared) await shared.reset();
      else shared = await createIdentityHarness();
      return shared;
    },
    /** Whether `harness` is the reused one (the file closes it once, in afterAll). */
    owns: (harness: IdentityHarness | undefined) => harness !== undefined && harness === shared,
    close: async () => shared?.close(),
  };
}
