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
const PLANNERS = '/api/favorites/planners';

describe('favorite providers as cards (project host, logged-in couple)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const sms: SmsMessage[] = [];
  // Each favorite is added a minute after the last: "most recent first" never rests on a tie.
  let now = Date.now();
  let couple: string;
  let phoneOnly: string;
  let providers: { id: number; publicId: string }[];

  async function call(method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; host?: string } = {}) {
    const res = await app.inject({
      method,
      url,
      headers: {
        host: options.host ?? PROJECT,
        'accept-language': 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: res.statusCode, json: res.json(), headers: res.headers };
  }
  async function toggle(index: number, token = couple) {
    now += 60_000;
    const publicId = providers[index]?.publicId;
    const answer = await call('POST', '/api/directory/toggle-favorite', { host: WWW, token, body: { publicId } });
    expect(answer.status).toBe(200);
    return answer.json.favorite as boolean;
  }
  const listedIds = async (token = couple) =>
    ((await call('GET', PLANNERS, { token })).json.prestataires as { id: number }[]).map((card) => card.id);
  const idAt = (index: number) => providers[index]?.id;

  /** The phone-only token of `phone` (E.164), proved through the real SMS code flow. */
  async function prove(phone: string): Promise<string> {
    expect((await call('POST', '/api/check-phone', { body: { phone } })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(sms.filter((m) => m.to === phone).at(-1)?.text ?? '')?.[1];
    const verified = await call('POST', '/api/verify-phone', { body: { phone, code } });
    expect(verified.status).toBe(200);
    return verified.json.token;
  }
  async function register(phone: string): Promise<string> {
    const registered = await call('POST', '/api/register', { token: await prove(phone), body: registration(phone) });
    expect(registered.status).toBe(200);
    return registered.json.token;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    await seedSmallDirectory(database, { providers: 5, uploads: path.join(config.dataDir, 'uploads') });
    app = await buildApp(
      config,
      { database, sms: { send: async (message) => void sms.push(message) }, clock: () => new Date(now) },
      { logger: false, rateLimitNamespace: `alliance-rl-test-${randomUUID()}:` },
    );
    await app.ready();
    couple = await register('+33611111111');
    phoneOnly = await prove('+33622222222');
    providers = await selectRows<{ id: number; publicId: string }>(
      database.db,
      sql`select id, public_id as "publicId" from providers order by id`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists nothing before the couple has a favorite', async () => {
    const answer = await call('GET', PLANNERS, { token: couple });
    expect(answer).toMatchObject({ status: 200, json: { success: true, prestataires: [] } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('lists the favorites as provider cards, the most recently added first', async () => {
    // Not in id order: the list follows when each was added.
    for (const index of [2, 0, 3]) expect(await toggle(index)).toBe(true);
    const answer = await call('GET', PLANNERS, { token: couple });
    expect(answer.status).toBe(200);
    expect(answer.json.prestataires.map((card: { id: number }) => card.id)).toEqual([idAt(3), idAt(0), idAt(2)]);
    // The same card as the provider's own call, public id included (what the heart toggles).
    const single = await call('GET', `/api/get-planner/${idAt(3)}`);
    expect(answer.json.prestataires[0]).toEqual(single.json.prestataire);
    expect(answer.json.prestataires[0].publicId).toBe(providers[3]?.publicId);
  });

  it('drops a favorite the couple removed, and lists it first again once added back', async () => {
    expect(await toggle(0)).toBe(false);
    expect(await listedIds()).toEqual([idAt(3), idAt(2)]);
    expect(await toggle(0)).toBe(true);
    expect(await listedIds()).toEqual([idAt(0), idAt(3), idAt(2)]);
  });

  it("never shows another couple's favorites", async () => {
    const other = await register('+33633333333');
    expect(await listedIds(other)).toEqual([]);
    expect(await toggle(4, other)).toBe(true);
    expect(await listedIds(other)).toEqual([idAt(4)]);
    expect(await listedIds()).toEqual([idAt(0), idAt(3), idAt(2)]);
  });

  it('answers 401 without a valid token and 403 to a phone-only identity, on the project host only', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      expect(await call('GET', PLANNERS, { token })).toMatchObject({
        status: 401,
        json: { success: false, error: 'Authentication required' },
      });
    }
    expect(await call('GET', PLANNERS, { token: phoneOnly })).toMatchObject({
      status: 403,
      json: { success: false, error: 'Sign in to continue' },
    });
    expect((await call('GET', PLANNERS, { token: couple, host: WWW })).status).toBe(404);
  });

  it('is documented in the OpenAPI description, Bearer-secured', async () => {
    const docs = await call('GET', '/api/docs/json');
    expect(docs.json.paths[PLANNERS]?.get).toMatchObject({ tags: ['directory'], security: [{ bearer: [] }] });
  });
});
