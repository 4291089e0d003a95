import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { registration } from '../../../test/identity.ts';
import type { SmsMessage } from '../../adapters/sms/index.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';

const WWW = 'www.localhost';
const PROJECT = 'project.localhost';

describe('directory favorites (www host, logged-in couple)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const sms: SmsMessage[] = [];
  let couple: string;
  let phoneOnly: string;
  let providerIds: string[];

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown; host?: string; lang?: string } = {},
  ) {
    const res = await app.inject({
      method,
      url,
      headers: {
        host: options.host ?? WWW,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: res.statusCode, json: res.json(), headers: res.headers };
  }
  const toggle = (publicId: string, token = couple) =>
    call('POST', '/api/directory/toggle-favorite', { token, body: { publicId } });
  const list = async (token = couple) => (await call('GET', '/api/directory/favorites', { token })).json.data;

  /** The phone-only tokens of `phone` (E.164), proved through the real SMS code flow. */
  async function prove(phone: string): Promise<string> {
    expect((await call('POST', '/api/check-phone', { host: PROJECT, body: { phone } })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(sms.filter((m) => m.to === phone).at(-1)?.text ?? '')?.[1];
    const verified = await call('POST', '/api/verify-phone', { host: PROJECT, body: { phone, code } });
    expect(verified.status).toBe(200);
    return verified.json.token;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    await seedSmallDirectory(database, { providers: 5, uploads: path.join(config.dataDir, 'uploads') });
    app = await buildApp(
      config,
      { database, sms: { send: async (message) => void sms.push(message) } },
      {
        logger: false,
        rateLimitNamespace: `alliance-rl-test-${randomUUID()}:`,
      },
    );
    await app.ready();
    const proof = await prove('+33611111111');
    const registered = await call('POST', '/api/register', { host: PROJECT, token: proof, body: registration('+33611111111') });
    expect(registered.status).toBe(200);
    couple = registered.json.token;
    phoneOnly = await prove('+33622222222');
    providerIds = (await selectRows<{ public_id: string }>(database.db, sql`select public_id from providers order by id`)).map(
      (r) => r.public_id,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('toggles a favorite on and off, and lists favorites by public id, latest first', async () => {
    const [first, second] = providerIds as [string, string];
    expect(await list()).toEqual([]);
    expect((await toggle(first)).json).toEqual({ success: true, favorite: true });
    expect((await toggle(second)).json).toEqual({ success: true, favorite: true });
    const listed = await call('GET', '/api/directory/favorites', { token: couple });
    expect(listed.json).toEqual({ success: true, data: [{ publicId: second }, { publicId: first }] });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect((await toggle(first)).json).toEqual({ success: true, favorite: false });
    expect(await list()).toEqual([{ publicId: second }]);
    expect((await toggle(second)).json).toEqual({ success: true, favorite: false });
    expect(await list()).toEqual([]);
  });

  it('ends 10 concurrent toggles where 10 in a row would: not a favorite, 5 on and 5 off, no error', async () => {
    const target = providerIds[2] as string;
    const answers = await Promise.all(Array.from({ length: 10 }, () => toggle(target)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json.favorite === true)).toHaveLength(5);
    const rows = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from favorites f join providers p on p.id = f.provider_id where p.public_id = ${target}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await list()).toEqual([]);
    // An odd number leaves it a favorite, stored once.
    await Promise.all(Array.from({ length: 7 }, () => toggle(target)));
    expect(await list()).toEqual([{ publicId: target }]);
  });

  it('keeps each couple its own favorites', async () => {
    const other = await prove('+33633333333');
    const registered = await call('POST', '/api/register', { host: PROJECT, token: other, body: registration('+33633333333') });
    const [, , , fourth] = providerIds as [string, string, string, string];
    expect((await toggle(fourth, registered.json.token)).json.favorite).toBe(true);
    expect(await list(registered.json.token)).toEqual([{ publicId: fourth }]);
    expect(await list()).not.toContainEqual({ publicId: fourth });
  });

  it('answers 401 without a valid token and 403 to a phone-only identity, translated', async () => {
    const target = providerIds[0] as string;
    for (const token of [undefined, 'not-a-jwt']) {
      expect(await call('GET', '/api/directory/favorites', { token, lang: 'en' })).toMatchObject({
        status: 401,
        json: { success: false, error: 'Authentication required' },
      });
      expect((await call('POST', '/api/directory/toggle-favorite', { token, body: { publicId: target } })).status).toBe(401);
    }
    expect(await call('GET', '/api/directory/favorites', { token: phoneOnly, lang: 'en' })).toMatchObject({
      status: 403,
      json: { success: false, error: 'Sign in to continue' },
    });
    const refused = await call('POST', '/api/directory/toggle-favorite', {
      token: phoneOnly,
      body: { publicId: target },
      lang: 'de',
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).not.toBe('Sign in to continue');
    const rows = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from favorites where provider_id = (select id from providers where public_id = ${target})`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers 404 for an unknown provider and 400 for a malformed public id or body', async () => {
    const unknown = await call('POST', '/api/directory/toggle-favorite', {
      token: couple,
      body: { publicId: randomUUID() },
      lang: 'en',
    });
    expect(unknown).toMatchObject({ status: 404, json: { success: false, error: 'Provider not found' } });
    for (const body of [{ publicId: '1' }, { publicId: "' or 1=1 --" }, {}, { publicId: providerIds[0], extra: true }]) {
      expect((await call('POST', '/api/directory/toggle-favorite', { token: couple, body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});
