import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderHarness, type ProviderHarness, providerRegistration } from '../../../test/providers.ts';

/**
 * Issue 21, security 7 and 8: the admin's session lives in HttpOnly cookies that the server
 * writes (no script of the page can read a token), cookie-authenticated writes must come from our
 * own page, provider sign-in answers on the app host only.
 */

const APP = 'app.localhost';
const APP_ORIGIN = 'http://app.localhost:3000';

type Injected = Awaited<ReturnType<ProviderHarness['app']['inject']>>;

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(response: Injected): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return Object.fromEntries(lines.map((line) => [line.split('=')[0] ?? '', line]));
}

/** `name=value` pairs a browser would send back from those Set-Cookie lines. */
const cookieHeader = (cookies: Record<string, string>) =>
  Object.values(cookies)
    .map((line) => line.split(';')[0])
    .join('; ');

describe('the admin session in HttpOnly cookies (app host)', () => {
  let h: ProviderHarness;
  beforeAll(async () => {
    h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => h.close());

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { host?: string; cookie?: string; headers?: Record<string, string>; body?: object } = {},
  ) =>
    h.app.inject({
      method,
      url,
      remoteAddress: '198.51.100.77',
      headers: { host: options.host ?? APP, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.body ? { payload: options.body } : {}),
    });

  async function signedIn(email: string) {
    await h.signUp(email);
    const login = await inject('POST', '/api/login_check', { body: { email, password: 'violet-harbour-41' } });
    expect(login.statusCode).toBe(200);
    return { login, cookies: setCookies(login) };
  }

  it('sign-in writes the tokens as HttpOnly, SameSite=Strict cookies: what a script can read holds no token', async () => {
    const { login, cookies } = await signedIn('cookies@example.fr');
    const { token, refresh_token } = login.json();
    for (const name of ['provider_token', 'provider_refresh_token']) {
      expect(cookies[name]).toMatch(/; HttpOnly/);
      expect(cookies[name]).toMatch(/; SameSite=Strict/);
      expect(cookies[name]).toMatch(/; Path=\//);
      expect(cookies[name]).not.toMatch(/Domain=/);
      expect(cookies[name]).not.toMatch(/; Secure/);
    }
    expect(cookies.provider_token).toContain(`provider_token=${token}`);
    expect(cookies.provider_refresh_token).toContain(`provider_refresh_token=${refresh_token}`);
    // document.cookie sees only the cookies without HttpOnly: the marker, which is no secret.
    const scriptVisible = Object.values(cookies).filter((line) => !/; HttpOnly/i.test(line));
    expect(scriptVisible.map((line) => line.split(';')[0])).toEqual(['provider_session=1']);
    expect(scriptVisible.join('\n')).not.toContain(token);
    expect(scriptVisible.join('\n')).not.toContain(refresh_token);
  });

  it('the confirmation link writes them too', async () => {
    const registered = await h.post('/api/register/', providerRegistration('confirm-cookie@example.fr'), { ip: '192.0.2.251' });
    expect(registered.status).toBe(202);
    const token = await h.linkToken('confirm-cookie@example.fr', '/confirm-email/');
    const confirmed = await inject('POST', '/api/register/confirm', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(setCookies(confirmed).provider_token).toMatch(/; HttpOnly/);
  });

  it('provider calls read the access cookie when no Authorization is sent; Bearer keeps working', async () => {
    const { login, cookies } = await signedIn('reader@example.fr');
    const me = await inject('GET', '/api/me', { cookie: cookieHeader(cookies) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('reader@example.fr');
    const bearer = await inject('GET', '/api/me', { headers: { authorization: `Bearer ${login.json().token}` } });
    expect(bearer.statusCode).toBe(200);
    expect((await inject('GET', '/api/me')).statusCode).toBe(401);
  });

  it('a cross-site write carrying only the cookie is refused (403), our own page passes', async () => {
    const { cookies } = await signedIn('csrf@example.fr');
    const cookie = cookieHeader(cookies);
    const body = { firstname: 'Mallory', lastname: 'Evil' };
    const fromSite = await inject('POST', '/api/account/update-personal-info', {
      cookie,
      body,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromSite.statusCode).toBe(403);
    expect(fromSite.json().error).toBe('Cette action ne peut venir que de votre espace prestataire.');
    // Another host of our own domain (same-site) is not the providers' area either.
    const sibling = await inject('POST', '/api/account/update-personal-info', {
      cookie,
      body,
      headers: { origin: 'http://www.localhost:3000', 'sec-fetch-site': 'same-site' },
    });
    expect(sibling.statusCode).toBe(403);
    // An older browser without Sec-Fetch-Site: the Origin decides.
    const noFetchSite = await inject('POST', '/api/account/update-personal-info', {
      cookie,
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(noFetchSite.statusCode).toBe(403);
    expect((await inject('GET', '/api/me', { cookie })).json().user.firstname).toBe('Camille');

    const own = await inject('POST', '/api/account/update-personal-info', {
      cookie,
      body: { firstname: 'Claire', lastname: 'Durand' },
      headers: { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect((await inject('GET', '/api/me', { cookie })).json().user.firstname).toBe('Claire');
  });

  it('renews from the refresh cookie without handing the tokens to the page; a dead cookie is cleared', async () => {
    const { cookies } = await signedIn('renew@example.fr');
    const refreshCookie = `provider_refresh_token=${/provider_refresh_token=([^;]+)/.exec(cookies.provider_refresh_token ?? '')?.[1]}`;
    const crossSite = await inject('POST', '/api/token/refresh', {
      cookie: refreshCookie,
      body: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    const renewed = await inject('POST', '/api/token/refresh', {
      cookie: refreshCookie,
      body: {},
      headers: { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ success: true });
    const fresh = setCookies(renewed);
    expect(fresh.provider_token).toMatch(/^provider_token=[\w.-]+;.*HttpOnly/);
    expect(fresh.provider_refresh_token).toMatch(/HttpOnly/);
    expect((await inject('GET', '/api/me', { cookie: cookieHeader(fresh) })).statusCode).toBe(200);

    // A refresh cookie the server does not know (expired, revoked): 401, and the cookies go.
    const dead = await inject('POST', '/api/token/refresh', { cookie: 'provider_refresh_token=unknown-token', body: {} });
    expect(dead.statusCode).toBe(401);
    expect(setCookies(dead).provider_token).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(setCookies(dead).provider_session).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // The body form is unchanged for outside clients.
    const { login } = await signedIn('renew-body@example.fr');
    const body = await inject('POST', '/api/token/refresh', { body: { refresh_token: login.json().refresh_token } });
    expect(body.statusCode).toBe(200);
    expect(body.json()).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('logout clears the cookies', async () => {
    const { cookies } = await signedIn('bye@example.fr');
    const out = await inject('POST', '/api/logout', {
      cookie: cookieHeader(cookies),
      headers: { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out);
    for (const name of ['provider_token', 'provider_refresh_token', 'provider_session']) {
      expect(cleared[name]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    }
    expect((await inject('GET', '/api/me', { cookie: cookieHeader(cookies) })).statusCode).toBe(401);
  });

  it('provider sign-in answers on the app host only; token refresh stays on every host', async () => {
    const { login } = await signedIn('hosts@example.fr');
    for (const host of ['www.localhost', 'project.localhost']) {
      const elsewhere = await inject('POST', '/api/login_check', {
        host,
        body: { email: 'hosts@example.fr', password: 'violet-harbour-41' },
        headers: { origin: 'https://evil.example' },
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
      expect(elsewhere.headers['set-cookie']).toBeUndefined();
    }
    const refreshed = await inject('POST', '/api/token/refresh', {
      host: 'project.localhost',
      body: { refresh_token: login.json().refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).toEqual(expect.any(String));
    // No provider cookie written off the app host.
    expect(refreshed.headers['set-cookie']).toBeUndefined();
  });
});

describe('behind TLS', () => {
  it('the cookies are Secure when PUBLIC_SCHEME is https', async () => {
    const h = await createProviderHarness(new Date('2026-11-23T10:00:00Z'), { PUBLIC_SCHEME: 'https' });
    try {
      await h.signUp('tls@example.fr');
      const login = await h.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { host: APP },
        payload: { email: 'tls@example.fr', password: 'violet-harbour-41' },
      });
      const cookies = setCookies(login);
      expect(cookies.provider_token).toMatch(/; Secure/);
      expect(cookies.provider_refresh_token).toMatch(/; Secure/);
    } finally {
      await h.close();
    }
  });
});

describe('tokens never reach the logs', () => {
  it('redacts reset and confirmation tokens, access tokens and handoff codes from logged URLs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { createIdentityHarness } = await import('../../../test/identity.ts');
    const h = await createIdentityHarness(undefined, { overrides: { logger: { level: 'info', stream } } });
    const secrets = ['Rs3cretResetT0ken', 'C0nfirmS3cretT0ken', 'eyJAccessSecret', 'H4ndoffC0de', 'RefreshS3cret'];
    try {
      for (const [host, url] of [
        [APP, `/reset-password/${secrets[0]}`],
        [APP, `/confirm-email/${secrets[1]}?from=mail`],
        [APP, `/api/me?access_token=${secrets[2]}&x=1`],
        ['project.localhost', `/projects/new?handoff=${secrets[3]}`],
        [APP, `/?token=${secrets[4]}`],
      ] as const) {
        await h.app.inject({ method: 'GET', url, headers: { host } });
      }
    } finally {
      await h.close();
    }
    const log = lines.join('');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('/confirm-email/[redacted]?from=mail');
    expect(log).toContain('access_token=[redacted]&x=1');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
