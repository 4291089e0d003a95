import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../test/providers.ts';

/**
 * Issue 21, speed a provider feels: the admin's index.html names at once what its page needs (its
 * scripts, its language's texts) and, for a signed-in provider, carries the answers of its first
 * reads, so a phone on 3G does not wait for four round trips one after the other.
 */
const INDEX = '<!doctype html><html><head><title>Alliance</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  texts: { fr: ['assets/fr-1.js', 'assets/ui-1.js'], en: ['assets/en-1.js', 'assets/ui-1.js'] },
  pages: { '/login': ['assets/LoginPage-1.js', 'assets/ui-1.js'], '/leads': ['assets/LeadsPage-1.js'] },
  data: { '/leads': ['/api/me', '/api/credit/packs', '/api/nowhere'], '/leads/:uuid': ['/api/me', '/api/event-requests/:uuid'] },
};

const preloaded = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const earlyAnswers = (body: string): Record<string, unknown> | undefined => {
  const block = /<script type="application\/json" id="early-answers">(.*?)<\/script>/s.exec(body)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
};

describe('the admin page with its preloads and first answers (app host)', () => {
  let h: ProviderHarness;
  let cookie: string;
  beforeAll(async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'alliance-preloads-'));
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), INDEX);
    writeFileSync(path.join(appDir, 'preloads.json'), JSON.stringify(PRELOADS));
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), { ADMIN_APP_DIR: appDir });
    // A provider whose company name would close a script block if it were written as is.
    const { token, refresh_token } = await h.signUp('preloads@example.fr', { companyName: 'Atelier </script><b>Lune' });
    cookie = `provider_token=${token}; provider_refresh_token=${refresh_token}; provider_session=1`;
  });
  afterAll(() => h.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ url, remoteAddress: '198.51.100.9', headers: { host: 'app.localhost', ...headers } });

  it('names the page’s scripts and its language’s texts, once each, and nothing private for a visitor', async () => {
    const fr = await page('/login', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.statusCode).toBe(200);
    expect(preloaded(fr.body)).toEqual(['/assets/fr-1.js', '/assets/ui-1.js', '/assets/LoginPage-1.js']);
    expect(earlyAnswers(fr.body)).toBeUndefined();
    expect(fr.headers['cache-control']).toBe('no-cache');
    const en = await page('/login', { 'accept-language': 'en-GB' });
    expect(preloaded(en.body)).toEqual(['/assets/en-1.js', '/assets/ui-1.js', '/assets/LoginPage-1.js']);
    // A page the build does not know still gets its language's texts.
    expect(preloaded((await page('/nope', { 'accept-language': 'en' })).body)).toEqual(['/assets/en-1.js', '/assets/ui-1.js']);
  });

  it('carries a signed-in provider’s first reads as the API answers them, escaped, and keeps the page out of caches', async () => {
    const res = await page('/leads', { cookie, 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = earlyAnswers(res.body);
    const me = await h.app.inject({ url: '/api/me', headers: { host: 'app.localhost', cookie } });
    const packs = await h.app.inject({ url: '/api/credit/packs', headers: { host: 'app.localhost', cookie } });
    expect(answers).toEqual({ '/api/me': me.json(), '/api/credit/packs': packs.json() });
    // The company's "</script>" stays inside the block: the page has one script block, and the name reads back whole.
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.stringify(answers)).toContain('Atelier </script><b>Lune');
  });

  it('leaves to the app what the API refuses: an ended session, a lead that is not there', async () => {
    const ended = await page('/leads', { cookie: 'provider_token=forged; provider_refresh_token=forged' });
    expect(ended.statusCode).toBe(200);
    expect(earlyAnswers(ended.body)).toBeUndefined();
    expect(ended.headers['cache-control']).toBe('no-cache');
    const lead = await page('/leads/0b5c9a52-5d5e-4d0c-9a51-1c3f8a0f2d11', { cookie });
    expect(Object.keys(earlyAnswers(lead.body) ?? {})).toEqual(['/api/me']);
  });
});
