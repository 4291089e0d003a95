import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const INDEX = '<!doctype html><html><head><title>Alliance</title></head><body><div id="root"></div></body></html>';
const ASSET = 'index-Ab12Cd34.js';
const SCRIPT = 'console.log("app");\n';

describe("the couples' app (project host)", () => {
  let testApp: TestApp;
  let appDir: string;

  beforeAll(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), 'alliance-project-app-'));
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), INDEX);
    writeFileSync(path.join(appDir, 'assets', ASSET), 'console.log("app");\n');
    // As the build writes them (vite.project.config.ts): brotli and gzip beside the script.
    writeFileSync(path.join(appDir, 'assets', `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(appDir, 'assets', `${ASSET}.gz`), gzipSync(SCRIPT));
    testApp = await createTestApp({ env: { PROJECT_APP_DIR: appDir } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, host = 'project.localhost:3000') =>
    testApp.app.inject({ url, headers: { host, ...headers } });

  it.each([
    '/',
    '/?project=new&prestataire=12',
    '/projects/new',
    '/projects/42',
    '/search',
    '/providers/7',
    '/favorites',
    '/account',
  ])('serves the app for its page %s with 200, revalidated on every visit', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('lets the page call its own host and the www host, and show images from www', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' http://www.localhost:3000");
    expect(csp).toContain("img-src 'self' data: blob: http://www.localhost:3000");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const belgian = String((await get('/search', {}, 'project.alliance.be')).headers['content-security-policy']);
    expect(belgian).toContain("connect-src 'self' http://www.alliance.be:3000;");
  });

  it.each(['/nope', '/projects/abc', '/providers/', '/search/more', '/favorites/1', '/account/x'])(
    "answers an unknown page (%s) with the app's HTML and a 404 status",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves a hashed asset with immutable caching, and a missing one as a plain 404', async () => {
    const res = await get(`/assets/${ASSET}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app");\n');
    const missing = await get('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(INDEX);
  });

  it('keeps the API in JSON: a known call, an unknown one, /healthz', async () => {
    const types = await get('/api/event-types');
    expect(types.statusCode).toBe(200);
    expect(types.json()).toMatchObject({ success: true });
    const unknown = await get('/api/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Ressource introuvable' });
    expect((await get('/healthz')).json()).toEqual({ status: 'ok', db: 'ok' });
    expect((await get('/nope', { accept: 'application/json' })).json()).toMatchObject({ success: false });
  });

  it('leaves the www and app hosts their own pages', async () => {
    const www = await get('/', {}, 'www.localhost:3000');
    expect(www.statusCode).toBe(200);
    expect(www.body).not.toBe(INDEX);
    expect((await get('/search', {}, 'www.localhost:3000')).statusCode).toBe(404);
    expect((await get(`/assets/${ASSET}`, {}, 'app.localhost:3000')).statusCode).toBe(404);
    expect((await get('/nope', {}, 'app.localhost:3000')).body).not.toBe(INDEX);
  });

  it('answers 503 with what to do while the app is not built (an unknown path stays a 404)', async () => {
    rmSync(path.join(appDir, 'index.html'));
    const res = await get('/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('npm run build');
    expect((await get('/nope')).statusCode).toBe(404);
    writeFileSync(path.join(appDir, 'index.html'), INDEX);
    expect((await get('/account')).body).toBe(INDEX);
  });

  it('sends the precompressed script the browser accepts, brotli first, with Vary: Accept-Encoding', async () => {
    const br = await get(`/assets/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(`/assets/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(`/assets/${ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
