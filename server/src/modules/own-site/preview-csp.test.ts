import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** "Mon site" previews the real widget inside the admin: its policy lets in that script, and no other. */
describe('the admin page policy for the widget preview', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'alliance-admin-'));
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    testApp = await createTestApp({ env: { ADMIN_APP_DIR: appDir } });
  });
  afterAll(() => testApp?.close());

  it('serves /website and allows the widget script from the www host’s /widget/ folder and its calls to the couples’ host', async () => {
    const res = await testApp.app.inject({
      url: '/website',
      headers: { host: 'app.localhost:3000', cookie: 'provider_refresh_token=abc' },
    });
    expect(res.statusCode).toBe(200);
    const policy = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(policy['script-src']).toEqual(["'self'", 'http://www.localhost:3000/widget/']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://www.localhost:3000', 'http://project.localhost:3000']);
  });
});
