import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const SCRIPT = '/directory.js';
const scriptText = (build: string) =>
  `(function(){${Array.from({ length: 100 }, (_, i) => `var d${i}="${build}";`).join('')}})();\n`;

describe('the directory script (www host)', () => {
  let testApp: TestApp;
  let folder: string;

  beforeAll(async () => {
    // Built beside the widget: the directory script's file follows WIDGET_BUNDLE's folder.
    folder = mkdtempSync(path.join(tmpdir(), 'alliance-directory-'));
    writeFileSync(path.join(folder, 'quote-request.js'), '/* widget */\n');
    testApp = await createTestApp({ env: { WIDGET_BUNDLE: path.join(folder, 'quote-request.js') } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (headers: Record<string, string> = {}, host = 'www.localhost:3000') =>
    testApp.app.inject({ url: SCRIPT, headers: { host, ...headers } });

  it('answers 503 with what to do while it is not built, then serves it once built', async () => {
    const missing = await get();
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).toContain('npm run build:directory');
    writeFileSync(path.join(folder, 'directory.js'), scriptText('first'));
    const built = await get();
    expect(built.statusCode).toBe(200);
    expect(built.body).toBe(scriptText('first'));
  });

  it('is served like the widget: JavaScript, short shared cache, ETag per coding, 304', async () => {
    const plain = await get();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The widget's own script is still its own file.
    const widget = await testApp.app.inject({ url: '/widget/quote-request.js', headers: { host: 'www.localhost:3000' } });
    expect(widget.body).toBe('/* widget */\n');
  });

  it('is served on the www host only', async () => {
    expect((await get({}, 'project.localhost:3000')).statusCode).toBe(404);
    expect((await get({}, 'app.localhost:3000')).statusCode).toBe(404);
    rmSync(path.join(folder, 'directory.js'));
    expect((await get()).statusCode).toBe(503);
  });
});
