import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const INDEX = '<!doctype html><title>admin</title>';

/**
 * Issue 21, defect 11: every signed-out visit of the providers' home logged
 * FST_ERR_REP_ALREADY_SENT (the landing was sent, then the SPA's index.html after it).
 */
describe("the providers' landing leaves a clean log", () => {
  const logged: Array<{ level: number; msg?: string }> = [];
  let t: TestApp;
  beforeAll(async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'alliance-admin-'));
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), INDEX);
    t = await createTestApp({
      env: { ADMIN_APP_DIR: appDir },
      overrides: { logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } },
    });
  });
  afterAll(() => t?.close());

  it('a signed-out GET or HEAD of the app host / answers the landing and logs no warning or error', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/', headers: { host: 'app.localhost:3000', 'accept-language': 'fr' } });
      expect(res.statusCode).toBe(200);
      if (method === 'GET') expect(res.body).toContain('Alliance pour les prestataires du mariage');
    }
    // The second send happened after the answer: give it the time to be logged.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(logged.filter((line) => line.msg === 'request completed')).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toContain('FST_ERR_REP_ALREADY_SENT');
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('a signed-in provider still gets the app at / and nothing is logged above info', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'app.localhost:3000', cookie: 'provider_refresh_token=abc' } });
    expect(res.body).toBe(INDEX);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
  });
});
