import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('host areas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['www.localhost:3000', 'project.localhost:3000', 'app.localhost:3000', 'www.alliance.be', 'APP.Alliance.BE'])(
    'answers /healthz on %s after a real database query',
    async (host) => {
      const res = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    },
  );

  it.each(['localhost:3000', 'shop.localhost:3000', 'www.example.com', 'www.localhost.evil.com', 'evil.com'])(
    'answers 404 with a clear page for a host it does not serve (%s)',
    async (host) => {
      const res = await t.app.inject({ url: '/healthz', headers: { host, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Unknown site');
    },
  );

  it('serves a landing page per area in the visitor language', async () => {
    const www = await t.app.inject({ url: '/', headers: { host: 'www.localhost:3000', 'accept-language': 'de-DE,de;q=0.9' } });
    expect(www.statusCode).toBe(200);
    expect(www.body).toContain('<html lang="de">');
    expect(www.body).toContain('Finden Sie Ihren Hochzeitsplaner in Ihrer Nähe');
    expect(www.body).toContain('GeoNames (CC BY 4.0)');
    const app = await t.app.inject({ url: '/', headers: { host: 'app.localhost:3000', cookie: '_locale=it' } });
    expect(app.body).toContain('Area fornitori');
  });

  it('answers an unknown page with a translated 404 page with a link home, and an unknown API path with JSON', async () => {
    const page = await t.app.inject({ url: '/nope', headers: { host: 'www.localhost:3000', 'accept-language': 'es' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Página no encontrada');
    expect(page.body).toContain('href="/"');
    const api = await t.app.inject({ url: '/api/nope', headers: { host: 'project.localhost:3000' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: 'Ressource introuvable' });
  });

  it('lets the widget call the couples API from any site without credentials (CORS preflight)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/check-phone',
      headers: {
        host: 'project.localhost:3000',
        origin: 'https://a-provider-site.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'www.localhost:3000' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('documents the API with OpenAPI on every host', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { host: 'project.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/healthz']).toBeDefined();
  });
});

describe('errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        extraRoutes: async (app) => {
          app.post('/api/echo', async (request) => request.body);
          app.get('/api/boom', async () => {
            throw new Error('secret internals: password=hunter2');
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with a 400 in the user language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host: 'project.localhost', 'content-type': 'application/json', 'accept-language': 'nl' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'De inhoud van het verzoek is geen geldige JSON' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host: 'project.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('never leaks internals on a 500, and gives the request id', async () => {
    const res = await t.app.inject({ url: '/api/boom', headers: { host: 'project.localhost', 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toMatchObject({ success: false, error: 'Something went wrong. Please try again later.' });
    expect(res.json().requestId).toBeTruthy();
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ url: '/healthz', headers: { host: 'www.localhost:3000' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'down' });
    await t.app.close();
  });
});
