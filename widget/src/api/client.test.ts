import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryTokens, scriptedFetch } from '../test/harness.tsx';
import { AnswerShapeError, ApiError, areaOrigins, createApi, SessionExpiredError } from './client.ts';

// These tests are about the client's rules, not a route's answer: any answer goes.
const anyAnswer = z.unknown();

function setup(routes: Parameters<typeof scriptedFetch>[0], tokens = { token: 'old', refreshToken: 'r1' }) {
  const server = scriptedFetch(routes);
  const store = memoryTokens(tokens);
  const expired: number[] = [];
  const api = createApi({
    apiBase: 'https://www.alliance.fr',
    tokens: store,
    fetch: server.fetch,
    locale: () => 'de',
    onSessionExpired: () => {
      expired.push(1);
      return 'Votre session a expiré. Veuillez vous reconnecter.';
    },
  });
  return { api, server, store, expired };
}

const bearer = (r: { headers: Headers }) => r.headers.get('authorization');

describe('the API client', () => {
  it('sends www calls to www and couples calls to the project host, in the widget language', async () => {
    expect(areaOrigins('https://www.alliance.co.uk')).toEqual({
      www: 'https://www.alliance.co.uk',
      project: 'https://project.alliance.co.uk',
      app: 'https://app.alliance.co.uk',
    });
    expect(areaOrigins('http://app.localhost:3000')).toMatchObject({ www: 'http://www.localhost:3000' });
    expect(areaOrigins('http://127.0.0.1:3000')).toEqual({
      www: 'http://127.0.0.1:3000',
      project: 'http://127.0.0.1:3000',
      app: 'http://127.0.0.1:3000',
    });
    const { api, server } = setup({ 'GET /api/me': { body: { user: {} } } });
    await api.authed('project', 'get', 'api/me', anyAnswer);
    expect(server.requests[0]?.url.origin).toBe('https://project.alliance.fr');
    expect(server.requests[0]?.headers.get('accept-language')).toBe('de');
    expect(bearer(server.requests[0] as never)).toBe('Bearer old');
  });

  it('on a 401 refreshes once, stores the new pair and retries once with the new token', async () => {
    const { api, server, store } = setup({
      'GET /api/me': (r) => (bearer(r) === 'Bearer new' ? { body: { user: { phone: '+33612345678' } } } : { status: 401 }),
      'POST /api/token/refresh': { body: { token: 'new', refresh_token: 'r2' } },
    });
    await expect(api.authed('project', 'get', 'api/me', anyAnswer)).resolves.toEqual({ user: { phone: '+33612345678' } });
    expect(server.calls('POST /api/token/refresh')).toHaveLength(1);
    expect(server.calls('POST /api/token/refresh')[0]?.body).toEqual({ refresh_token: 'r1' });
    expect(server.calls('GET /api/me').map(bearer)).toEqual(['Bearer old', 'Bearer new']);
    expect(store.current).toEqual({ token: 'new', refreshToken: 'r2' });
  });

  it('when the refresh fails, removes both tokens and ends the session without retrying', async () => {
    const { api, server, store, expired } = setup({
      'GET /api/me': { status: 401 },
      'POST /api/token/refresh': { status: 401, body: { success: false, error: 'Invalid refresh token' } },
    });
    const failure = api.authed('project', 'get', 'api/me', anyAnswer);
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(failure).rejects.toThrow('Votre session a expiré. Veuillez vous reconnecter.');
    expect(server.calls('GET /api/me')).toHaveLength(1);
    expect(store.current).toEqual({});
    expect(expired).toHaveLength(1);
  });

  it('when the retry is refused again, does not refresh a second time', async () => {
    const { api, server, store } = setup({
      'GET /api/me': { status: 401 },
      'POST /api/token/refresh': { body: { token: 'new', refresh_token: 'r2' } },
    });
    await expect(api.authed('project', 'get', 'api/me', anyAnswer)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.calls('POST /api/token/refresh')).toHaveLength(1);
    expect(server.calls('GET /api/me')).toHaveLength(2);
    expect(store.current).toEqual({});
  });

  it('without any token ends the session at once', async () => {
    const { api, server, expired } = setup({}, {} as never);
    await expect(api.authed('project', 'get', 'api/get-projects', anyAnswer)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.requests).toHaveLength(0);
    expect(expired).toHaveLength(1);
  });

  it('two calls refused together share one refresh (a second use of a refresh token revokes the session)', async () => {
    const { api, server } = setup({
      'GET /api/me': (r) => (bearer(r) === 'Bearer new' ? { body: { ok: 1 } } : { status: 401 }),
      'GET /api/get-projects': (r) => (bearer(r) === 'Bearer new' ? { body: { ok: 2 } } : { status: 401 }),
      'POST /api/token/refresh': { body: { token: 'new', refresh_token: 'r2' } },
    });
    const answers = await Promise.all([
      api.authed('project', 'get', 'api/me', anyAnswer),
      api.authed('project', 'get', 'api/get-projects', anyAnswer),
    ]);
    expect(answers).toEqual([{ ok: 1 }, { ok: 2 }]);
    expect(server.calls('POST /api/token/refresh')).toHaveLength(1);
  });

  it("turns an HTTP error into the server's message and status", async () => {
    const { api } = setup({ 'POST /api/check-phone': { status: 400, body: { success: false, error: 'Numéro invalide' } } });
    const failure = api.open('project', 'post', 'api/check-phone', anyAnswer, { phone: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Numéro invalide' });
  });

  it("prefers a refusal's translated message to its code, and keeps the code in the body", async () => {
    const { api } = setup({
      'POST /api/login_check': {
        status: 401,
        body: { success: false, error: 'invalid-credentials', message: 'E-mail ou mot de passe incorrect' },
      },
    });
    const failure = api.open('app', 'post', 'api/login_check', anyAnswer, { email: 'a@b.fr', password: 'x' });
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'E-mail ou mot de passe incorrect' });
    await expect(failure).rejects.toMatchObject({ body: { error: 'invalid-credentials' } });
  });

  it('renews a session on the area it is told (the providers on the app host)', async () => {
    const server = scriptedFetch({
      'GET /api/me': (r) => (bearer(r) === 'Bearer new' ? { body: { ok: 1 } } : { status: 401 }),
      'POST /api/token/refresh': { body: { token: 'new', refresh_token: 'r2' } },
    });
    const api = createApi({
      apiBase: 'https://app.alliance.fr',
      refreshArea: 'app',
      tokens: memoryTokens({ token: 'old', refreshToken: 'r1' }),
      fetch: server.fetch,
      locale: () => 'fr',
      onSessionExpired: () => 'expired',
    });
    await expect(api.authed('app', 'get', 'api/me', anyAnswer)).resolves.toEqual({ ok: 1 });
    expect(server.requests.map((r) => `${r.method} ${r.url.origin}${r.url.pathname}`)).toEqual([
      'GET https://app.alliance.fr/api/me',
      'POST https://app.alliance.fr/api/token/refresh',
      'GET https://app.alliance.fr/api/me',
    ]);
  });

  it('parses the answer with the schema it is given: unknown keys dropped, a broken contract a clear error', async () => {
    const { api } = setup({
      'GET /api/me': { body: { user: { phone: '+33612345678' }, extra: 1 } },
      'GET /api/get-projects': { body: { projects: 'none' } },
    });
    const me = z.object({ user: z.object({ phone: z.string() }) });
    await expect(api.authed('project', 'get', 'api/me', me)).resolves.toEqual({ user: { phone: '+33612345678' } });
    const failure = api.authed('project', 'get', 'api/get-projects', z.object({ projects: z.array(z.string()) }));
    await expect(failure).rejects.toBeInstanceOf(AnswerShapeError);
    await expect(failure).rejects.toThrow('The answer of GET api/get-projects does not match its schema: projects:');
  });

  it("parses the answer as well with a schema loaded with the call (a first load without zod), and its loading failure is the call's", async () => {
    const { api, server } = setup({
      'GET /api/me': { body: { user: { phone: '+33612345678' }, extra: 1 } },
      'GET /api/get-projects': { body: { projects: 'none' } },
    });
    const me = async () => z.object({ user: z.object({ phone: z.string() }) });
    await expect(api.authed('project', 'get', 'api/me', me)).resolves.toEqual({ user: { phone: '+33612345678' } });
    const projects = async () => z.object({ projects: z.array(z.string()) });
    await expect(api.authed('project', 'get', 'api/get-projects', projects)).rejects.toBeInstanceOf(AnswerShapeError);
    const unreachable = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(api.authed('project', 'get', 'api/me', unreachable)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(server.calls('GET /api/me')).toHaveLength(2);
  });
});
