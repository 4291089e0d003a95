import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { httpRequest } from '../../test/http.ts';
import { registration } from '../../test/identity.ts';
import { type RunningServer, startServer } from '../lifecycle.ts';

/** The couples' sign-in paths through real HTTP, with codes read from the SMS outbox file. */
describe('phone identity over HTTP, codes from the outbox', () => {
  let server: RunningServer;
  let outboxFile: string;
  let now = new Date('2026-11-23T10:00:00Z');

  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const response = await httpRequest(server.port, {
      host: `project.localhost:${server.port}`,
      method,
      path: url,
      headers: {
        'accept-language': 'fr-FR,fr;q=0.9',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
    return { status: response.status, json: JSON.parse(response.body) as Record<string, any> };
  };

  const lastCodeSentTo = async (phone: string) => {
    const lines = (await readFile(outboxFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const message = lines.filter((m) => m.to === phone).at(-1);
    expect(message.sentAt).toBeTruthy();
    return /\b(\d{6})\b/.exec(message.text)?.[1] ?? 'no code';
  };

  const provePhone = async (phone: string) => {
    expect(await call('POST', '/api/check-phone', { phone })).toEqual({ status: 200, json: { success: true } });
    const code = await lastCodeSentTo(phone.replaceAll(' ', ''));
    const verified = await call('POST', '/api/verify-phone', { phone, code });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ success: true, token: expect.any(String), refresh_token: expect.any(String) });
    return verified.json as { token: string; refresh_token: string };
  };

  beforeAll(async () => {
    const config = testConfig();
    outboxFile = path.join(config.dataDir, 'outbox', 'sms.jsonl');
    server = await startServer(config, {
      database: await createTestDatabase(),
      clock: () => now,
      overrides: { logger: false, rateLimitNamespace: `alliance-rl-test-${randomUUID()}:` },
    });
  });
  afterAll(() => server.stop());

  it('a new couple proves the phone, has no account, registers and is logged in', async () => {
    const proof = await provePhone('+33 6 11 22 33 44');
    const sms = (await readFile(outboxFile, 'utf8')).trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(sms).text).toMatch(/^Alliance : votre code de vérification est \d{6}\. Il expire dans 10 minutes\.$/);

    const me = await call('GET', '/api/me', undefined, proof.token);
    expect(me.json.user).toMatchObject({ phone: '+33611223344', has_finished_onboarding: false });
    expect(await call('POST', '/api/check-account', { phone: '+33611223344' }, proof.token)).toEqual({
      status: 200,
      json: { hasAccount: false },
    });

    const registered = await call('POST', '/api/register', registration('+33611223344'), proof.token);
    expect(registered.status).toBe(200);
    expect(registered.json.user).toMatchObject({
      firstname: 'Léa',
      lastname: 'Martin',
      has_finished_onboarding: true,
      city: 'Bordeaux',
    });
    const loggedIn = await call('GET', '/api/me', undefined, registered.json.token);
    expect(loggedIn.json.user).toMatchObject({ email: 'lea@example.fr', has_finished_onboarding: true, latitude: 44.84 });
  });

  it('a returning couple proves the phone again and gets its account and full tokens, which refresh and log out', async () => {
    now = new Date(now.getTime() + 61_000);
    const proof = await provePhone('+33 6 11 22 33 44');
    const account = await call('POST', '/api/check-account', { phone: '+33611223344' }, proof.token);
    expect(account.status).toBe(200);
    expect(account.json).toMatchObject({
      hasAccount: true,
      user: { firstname: 'Léa' },
      token: expect.any(String),
      refresh_token: expect.any(String),
    });

    const refreshed = await call('POST', '/api/token/refresh', { refresh_token: account.json.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await call('GET', '/api/me', undefined, refreshed.json.token)).json.user.firstname).toBe('Léa');

    expect(await call('POST', '/api/logout', undefined, refreshed.json.token)).toEqual({ status: 200, json: { success: true } });
    const afterLogout = await call('POST', '/api/token/refresh', { refresh_token: refreshed.json.refresh_token });
    expect(afterLogout).toEqual({
      status: 401,
      json: { success: false, error: 'Votre session a expiré. Veuillez vous reconnecter.' },
    });
  });

  it('refreshes on the www and app hosts too', async () => {
    now = new Date(now.getTime() + 61_000);
    const proof = await provePhone('+33 6 99 88 77 66');
    const response = await httpRequest(server.port, {
      host: `app.localhost:${server.port}`,
      method: 'POST',
      path: '/api/token/refresh',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: proof.refresh_token }),
    });
    expect(response.status).toBe(200);
    const rotated = JSON.parse(response.body).refresh_token as string;
    const onWww = await httpRequest(server.port, {
      host: `www.localhost:${server.port}`,
      method: 'POST',
      path: '/api/token/refresh',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: rotated }),
    });
    expect(onWww.status).toBe(200);
  });
});
