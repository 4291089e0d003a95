import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SmsSender } from '../adapters/sms/index.ts';

const quietSms: SmsSender = { send: async () => {} };
const phone = (i: number) => `+3361200${String(i).padStart(4, '0')}`;

async function checkPhone(t: TestApp, i: number, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/check-phone',
    remoteAddress: ip,
    headers: { host: 'project.localhost', 'accept-language': 'de' },
    payload: { phone: phone(i) },
  });
}

describe('rate limits per client IP', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('refuses the 11th code request of an IP within 10 minutes, in the caller language', async () => {
    const t = await createTestApp({ deps: { sms: quietSms } });
    apps.push(t);
    for (let i = 0; i < 10; i++) expect((await checkPhone(t, i, '203.0.113.7')).statusCode).toBe(200);
    const refused = await checkPhone(t, 10, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.' });
    expect((await checkPhone(t, 11, '203.0.113.8')).statusCode).toBe(200);
  });

  it('RATE_LIMIT_FACTOR multiplies the allowance (a rig where every browser shares one address)', async () => {
    const t = await createTestApp({ deps: { sms: quietSms }, env: { RATE_LIMIT_FACTOR: '2' } });
    apps.push(t);
    // Past 10 codes the service asks this address for a proof of work (403): not the limit's 429.
    for (let i = 0; i < 20; i++) expect((await checkPhone(t, 300 + i, '203.0.113.10')).statusCode).not.toBe(429);
    expect((await checkPhone(t, 320, '203.0.113.10')).statusCode).toBe(429);
  });

  it.runIf(process.env.REDIS_URL)('shares the counters between server processes through Redis (REDIS_URL)', async () => {
    const namespace = `alliance-rl-test-${randomUUID()}:`;
    const first = await createTestApp({ deps: { sms: quietSms }, overrides: { rateLimitNamespace: namespace } });
    const second = await createTestApp({ deps: { sms: quietSms }, overrides: { rateLimitNamespace: namespace } });
    apps.push(first, second);
    for (let i = 0; i < 10; i++) expect((await checkPhone(i % 2 ? first : second, 100 + i, '203.0.113.9')).statusCode).toBe(200);
    expect((await checkPhone(second, 200, '203.0.113.9')).statusCode).toBe(429);
    expect((await checkPhone(first, 201, '203.0.113.9')).statusCode).toBe(429);
  });
});
