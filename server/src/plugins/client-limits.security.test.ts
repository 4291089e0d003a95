import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedSmallDirectory } from '../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness, reusableIdentityHarness } from '../../test/identity.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { selectRows } from '../db/client.ts';
import { RATE_LIMITS } from './rate-limit-rules.ts';

/**
 * Issue 12, security 3 and 6: who a client is (behind a proxy, on IPv6), one counter per rule
 * across routes and hosts, Retry-After on every 429, origins from configuration, slow clients.
 */
let h: IdentityHarness | undefined;
let t: TestApp | undefined;
// The cases on the default configuration share one app and database, emptied between them.
const reusable = reusableIdentityHarness();
afterEach(async () => {
  if (!reusable.owns(h)) await h?.close();
  await t?.close();
  h = t = undefined;
});
afterAll(() => reusable.close());

const PROXY = '10.0.0.5';

describe('TRUST_PROXY', () => {
  it('refuses true (any client could forge X-Forwarded-For) and takes a hop count or address ranges', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).trustProxy).toBe('10.0.0.0/8, 2001:db8::/32');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('behind one proxy, a forged X-Forwarded-For entry does not make a new client', async () => {
    h = await createIdentityHarness(undefined, { env: { TRUST_PROXY: '1' } });
    const refresh = (forged: string) =>
      h?.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        remoteAddress: PROXY,
        headers: { host: 'project.localhost', 'x-forwarded-for': `${forged}, 203.0.113.7` },
        payload: { refresh_token: 'x'.repeat(40) },
      });
    for (let i = 0; i < RATE_LIMITS.tokenRefresh.max; i++) expect((await refresh(`198.51.100.${i}`))?.statusCode).not.toBe(429);
    const limited = await refresh('192.0.2.99');
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('with the proxies named by range, a client outside them is counted by its own address', async () => {
    h = await createIdentityHarness(undefined, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    const refresh = (remoteAddress: string, forwardedFor: string) =>
      h?.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        remoteAddress,
        headers: { host: 'project.localhost', 'x-forwarded-for': forwardedFor },
        payload: { refresh_token: 'x'.repeat(40) },
      });
    // Through the proxy, each real client has its own counter.
    for (let i = 0; i < RATE_LIMITS.tokenRefresh.max + 5; i++) {
      expect((await refresh(PROXY, `198.51.100.${i}`))?.statusCode).toBe(401);
    }
    // Straight from outside, the header is not believed: one client, however it names itself.
    for (let i = 0; i < RATE_LIMITS.tokenRefresh.max; i++) await refresh('203.0.113.9', `192.0.2.${i}`);
    expect((await refresh('203.0.113.9', '192.0.2.250'))?.statusCode).toBe(429);
  });
});

describe('one counter per rule', () => {
  it('check-phone and phone/check spend the same per-address allowance', async () => {
    h = await reusable.fresh();
    for (let i = 0; i < RATE_LIMITS.smsSend.max; i++) {
      // Counted before the body is read: refused bodies spend the allowance too.
      expect((await h.post('/api/check-phone', { phone: 'not a phone' })).status).toBe(400);
    }
    const changed = await h.post('/api/phone/check', { phone: '+33612345678' });
    expect(changed.status).toBe(429);
    expect(changed.json.error).toBe('Trop de requêtes. Veuillez réessayer dans un instant.');
    expect(Number(changed.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('token refresh has one counter across the three hosts', async () => {
    h = await reusable.fresh();
    const hosts = ['project.localhost', 'www.localhost', 'app.localhost'];
    for (let i = 0; i < RATE_LIMITS.tokenRefresh.max; i++) {
      const host = hosts[i % 3];
      expect((await h.post('/api/token/refresh', { refresh_token: 'y'.repeat(40) }, { host })).status).toBe(401);
    }
    expect((await h.post('/api/token/refresh', { refresh_token: 'y'.repeat(40) }, { host: 'www.localhost' })).status).toBe(429);
  });

  it('an IPv6 client is counted by its /64: another address of it shares the counter, another /64 does not', async () => {
    h = await reusable.fresh();
    for (let i = 0; i < RATE_LIMITS.smsSend.max; i++) {
      expect((await h.post('/api/check-phone', { phone: 'x' }, { ip: `2001:db8:1:2::${i + 1}` })).status).toBe(400);
    }
    expect((await h.post('/api/check-phone', { phone: 'x' }, { ip: '2001:db8:1:2:ffff::1' })).status).toBe(429);
    expect((await h.post('/api/check-phone', { phone: 'x' }, { ip: '2001:db8:1:3::1' })).status).toBe(400);
  });
});

describe('public routes have per-address limits', () => {
  it('the locality autocomplete, the directory search and the outbound links answer 429 with Retry-After past their limit', async () => {
    t = await createTestApp();
    const app = t.app;
    const call = (method: 'GET' | 'POST', url: string, ip: string, payload?: object) =>
      app.inject({ method, url, remoteAddress: ip, headers: { host: 'www.localhost:3000' }, ...(payload ? { payload } : {}) });
    const exhaust = async (max: number, send: () => ReturnType<typeof call>) => {
      for (let i = 0; i < max; i++) expect((await send()).statusCode).not.toBe(429);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    };
    await exhaust(RATE_LIMITS.autocomplete.max, () => call('GET', '/search/locality?q=Bor', '203.0.113.1'));
    await exhaust(RATE_LIMITS.publicSearch.max, () => call('POST', '/api/directory/', '203.0.113.2', { page: 1 }));
    // The JSON search and the search form share one allowance.
    expect((await call('GET', '/wedding-planners/search?departement=gironde', '203.0.113.2')).statusCode).toBe(429);
    await exhaust(RATE_LIMITS.tracking.max, () => call('GET', '/annuaire/track/nobody/website', '203.0.113.3'));
    // Another address is not affected.
    expect((await call('GET', '/search/locality?q=Bor', '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('origins come from configuration', () => {
  it('a forged Host port is not reflected into canonical URLs, the widget base-url or the CSP', async () => {
    t = await createTestApp({ env: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' } });
    await seedSmallDirectory(t.database, { providers: 1 });
    const [provider] = await selectRows<{ slug: string }>(t.database.db, sql`select slug from providers limit 1`);
    const forged = { host: 'www.localhost:6666' };
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).toContain('Sitemap: https://www.localhost/sitemap.xml');
    const path = `/wedding-planners/profile/${encodeURIComponent(provider?.slug ?? '')}`;
    const profile = await t.app.inject({ method: 'GET', url: path, headers: forged });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(`<link rel="canonical" href="https://www.localhost${path}"/>`);
    expect(profile.body).toContain('base-url="https://project.localhost/"');
    expect(String(profile.headers['content-security-policy'])).toContain('https://project.localhost');
    expect(String(profile.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(profile.body + String(profile.headers['content-security-policy'])).not.toContain('6666');
  });
});

describe('slow clients', () => {
  it('a request whose headers never finish is closed', async () => {
    t = await createTestApp({ overrides: { timeouts: { requestMs: 300, connectionMs: 500 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: www.localhost\r\nX-Slow: '),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    // Closed without an answer to the unfinished request (or with a 408, whichever timer fires first).
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
