import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { pickEncoding } from '../../www/http-cache.ts';

const SCRIPT = '/widget/quote-request.js';
// Big enough for compression to matter, like the real bundle.
const bundleText = (build: string) =>
  `(function(){${Array.from({ length: 200 }, (_, i) => `var a${i}="${build}";`).join('')}})();\n`;

describe('the widget script (www host)', () => {
  let testApp: TestApp;
  let bundle: string;

  beforeAll(async () => {
    bundle = path.join(mkdtempSync(path.join(tmpdir(), 'alliance-widget-')), 'quote-request.js');
    writeFileSync(bundle, bundleText('first'));
    testApp = await createTestApp({ env: { WIDGET_BUNDLE: bundle } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (headers: Record<string, string> = {}, host = 'www.localhost:3000') =>
    testApp.app.inject({ url: SCRIPT, headers: { host, ...headers } });

  it('serves the built script as JavaScript, cacheable, to any origin', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toBe(bundleText('first'));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 304 without a body on a matching If-None-Match', async () => {
    const { etag } = (await get()).headers;
    const again = await get({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('max-age=300');
    expect((await get({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('compresses with brotli or gzip when the client accepts it, each with its own ETag', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('reads Accept-Encoding q-values', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity, gzip;q=0')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  it('serves a new build without a restart', async () => {
    const before = await get();
    writeFileSync(bundle, bundleText('second'));
    // A rebuild always moves the mtime; make sure it does on a coarse-grained file system too.
    const later = new Date(Date.now() + 5000);
    utimesSync(bundle, later, later);
    const after = await get();
    expect(after.body).toBe(bundleText('second'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get({ 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('answers 503 with what to do while the bundle is missing, then serves it once built', async () => {
    rmSync(bundle);
    const missing = await get();
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).toContain('npm run build:widget');
    writeFileSync(bundle, bundleText('third'));
    expect((await get()).body).toBe(bundleText('third'));
  });

  it('is served on the www host only', async () => {
    expect((await get({}, 'www.alliance.be')).statusCode).toBe(200);
    expect((await get({}, 'project.localhost:3000')).statusCode).toBe(404);
    expect((await get({}, 'app.localhost:3000')).statusCode).toBe(404);
  });
});
