import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREMIUM_PATHS } from '@alliance/shared/premium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN_PAGES } from './admin-app.routes.ts';

const INDEX =
  '<!doctype html><html><head><title>Alliance · Espace prestataires</title></head><body><div id="root"></div></body></html>';

describe('the admin SPA and the providers landing (app host)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'alliance-admin-'));
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), INDEX);
    writeFileSync(path.join(appDir, 'assets', 'index-Zz12.js'), 'console.log("admin");\n');
    testApp = await createTestApp({ env: { ADMIN_APP_DIR: appDir } });
  });
  afterAll(() => testApp?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { host: 'app.localhost:3000', ...headers } });

  it('answers 200 on every page the SPA routes (a page it links to or returns to never loads as a 404)', async () => {
    // The admin's routes are admin/src/pages.ts (read as text: the server does not build the admin's files).
    const pages = readFileSync(path.join(import.meta.dirname, '../../../../admin/src/pages.ts'), 'utf8');
    const literal = [...pages.matchAll(/page\('([^']+)'/g)].map((m) => m[1]);
    const named = [...pages.matchAll(/page\(PREMIUM_PATHS\.(\w+)/g)].map(
      (m) => PREMIUM_PATHS[m[1] as keyof typeof PREMIUM_PATHS],
    );
    const routed = [...literal, ...named];
    expect(routed.length).toBeGreaterThan(20);
    expect([...ADMIN_PAGES].sort()).toEqual(expect.arrayContaining(routed));
    for (const page of routed) {
      const res = await get(String(page).replaceAll(/:\w+/g, '42'), { cookie: 'provider_refresh_token=abc' });
      expect(res.statusCode, String(page)).toBe(200);
    }
  });

  it('shows a visitor the providers landing at /, with the ways in', async () => {
    const res = await get('/', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Alliance pour les prestataires du mariage');
    expect(res.body).toContain('href="/register"');
    expect(res.body).toContain('href="/login"');
  });

  it('gives a signed-in provider (session cookie) the app at /', async () => {
    const res = await get('/', { cookie: 'provider_refresh_token=abc' });
    expect(res.body).toBe(INDEX);
    // The couples' cookie of the parent domain is not a provider session.
    expect((await get('/', { cookie: 'refresh_token=abc' })).body).not.toBe(INDEX);
  });

  it.each([
    '/login',
    '/register',
    '/confirm-email/tok-123',
    '/reset-password',
    '/reset-password/tok',
    '/onboarding',
    '/profile',
    '/instagram/callback',
    '/account',
  ])('serves the app for %s with 200', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets for a year, 404s unknown pages with the app, and leaves the API its JSON 404', async () => {
    const asset = await get('/assets/index-Zz12.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unknown = await get('/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    const api = await get('/api/nope', { accept: 'application/json' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('still answers the sandbox Instagram consent page (not shadowed by the app)', async () => {
    const res = await get('/instagram/sandbox/consent?state=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Instagram');
  });
});
