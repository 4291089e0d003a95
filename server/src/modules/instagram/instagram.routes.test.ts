import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness } from '../../../test/providers.ts';
import { createOAuthInstagram } from '../../adapters/instagram/oauth-instagram.ts';
import { selectRows } from '../../db/client.ts';

describe('Instagram connection through the sandbox consent page (app host)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  /** Follows the consent page's "Allow" link as a browser would: the code and state sent back to the admin. */
  async function consent(token: string) {
    const auth = await h.get('/api/instagram/auth-url', { token });
    expect(auth.status).toBe(200);
    const url = new URL(auth.json.url);
    expect(url.origin).toBe('http://app.localhost:3000');
    const page = await h.app.inject({ url: url.pathname + url.search, headers: { host: 'app.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Autoriser');
    const allow = /href="([^"]*code=[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    const back = new URL(allow ?? '');
    expect(back.pathname).toBe('/instagram/callback');
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  it('connects after consent, stores the token sealed, and revokes', async () => {
    const { token } = await h.signUp('insta@example.fr');
    expect((await h.get('/api/instagram/', { token })).json).toEqual({ success: true, connected: false, username: null });
    const { code, state } = await consent(token);
    const connected = await h.post('/api/instagram/token', { code, state }, { token });
    expect(connected.json).toMatchObject({
      success: true,
      connected: true,
      username: expect.stringMatching(/^alliance_sandbox_/),
    });
    const [row] = await selectRows<{ access_token_sealed: string }>(
      h.database.db,
      sql`select access_token_sealed from provider_instagram`,
    );
    expect(row?.access_token_sealed).not.toContain('sandbox-token');

    expect((await h.post('/api/instagram/revoke', undefined, { token })).json).toEqual({
      success: true,
      connected: false,
      username: null,
    });
    expect((await h.get('/api/instagram/', { token })).json.connected).toBe(false);
  });

  it('refuses a forged code, another account state and an expired state', async () => {
    const mine = await h.signUp('mine@example.fr');
    const theirs = await h.signUp('theirs@example.fr');
    const { code, state } = await consent(mine.token);
    expect((await h.post('/api/instagram/token', { code: `${code}x`, state }, { token: mine.token })).json).toMatchObject({
      error: 'token-invalid',
    });
    expect((await h.post('/api/instagram/token', { code, state }, { token: theirs.token })).status).toBe(400);
    h.advance(11 * 60_000);
    expect((await h.post('/api/instagram/token', { code, state }, { token: mine.token })).status).toBe(400);
    expect((await h.get('/api/instagram/auth-url')).status).toBe(401);
  });
});

describe('Instagram OAuth adapter (against a local fake of Instagram)', () => {
  let base: string;
  let close: () => void;
  const seen: string[] = [];
  beforeAll(async () => {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${body}`);
        response.setHeader('content-type', 'application/json');
        if (request.url?.startsWith('/oauth/access_token')) {
          const form = new URLSearchParams(body);
          if (form.get('code') !== 'good-code' || form.get('client_secret') !== 'shh') {
            response.statusCode = 400;
            return response.end('{"error_message":"Invalid code"}');
          }
          return response.end('{"access_token":"IGQV-token","user_id":17841400000}');
        }
        if (request.url?.startsWith('/me?')) return response.end('{"id":"17841400000","username":"atelier.camille"}');
        response.statusCode = 404;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('builds the consent address, exchanges the code and reads the username', async () => {
    const instagram = createOAuthInstagram({ clientId: 'app-id', clientSecret: 'shh', apiUrl: base, graphUrl: base });
    const url = new URL(
      instagram.authUrl({ state: 's1', redirectUri: 'https://app.alliance.fr/instagram/callback', appOrigin: '' }),
    );
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'app-id', state: 's1', response_type: 'code' });
    const account = await instagram.exchange({
      code: 'good-code',
      state: 's1',
      redirectUri: 'https://app.alliance.fr/instagram/callback',
    });
    expect(account).toEqual({ userId: '17841400000', username: 'atelier.camille', accessToken: 'IGQV-token' });
    expect(seen.some((line) => line.includes('grant_type=authorization_code'))).toBe(true);
    await expect(instagram.exchange({ code: 'bad', state: 's1', redirectUri: 'x' })).rejects.toThrow('400');
  });
});
