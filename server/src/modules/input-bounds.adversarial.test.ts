import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness, registration } from '../../test/identity.ts';

/**
 * Issue 12, security 2: ids beyond PostgreSQL's integer and NUL characters never reach the
 * database (they answered 500). Every id is bounded; a NUL in a path or a body is refused once,
 * for all routes: 400 for an API, 404 for a page.
 */
const BEYOND_INT = 2147483648;

describe('unexpected input answers 400/404, never 500', () => {
  let h: IdentityHarness;
  let token: string;
  let project: number;
  let provider: number;

  beforeAll(async () => {
    h = await createIdentityHarness();
    await seedSmallDirectory(h.database, { providers: 6, now: h.now() });
    token = (await h.signUp('+33611111111')).token;
    project = (await h.post('/api/save-project', projectBody('2027-06-12'), { token })).json.project.id;
    provider = (await h.post('/api/get-prestataires', { project }, { token })).json.prestataires?.[0]?.id ?? 1;
  });
  afterAll(() => h.close());

  it('a project id beyond 32 bits in the path is a 400, in French', async () => {
    for (const id of ['99999999999999', String(BEYOND_INT), '-1', '0']) {
      const answer = await h.get(`/api/project/${id}`, { token });
      expect(answer.status, id).toBe(400);
      expect(answer.json).toMatchObject({ success: false, error: 'Identifiant invalide' });
    }
    // The biggest valid id is simply not found.
    expect((await h.get('/api/project/2147483647', { token })).status).toBe(404);
  });

  it.each([
    ['/api/send-to-prestataire', (p: number, v: number) => ({ project: p, prestataire: v, message: 'Bonjour' })],
    ['/api/choose-prestataires', (p: number, v: number) => ({ project: p, prestataires: [v], message: 'Bonjour' })],
    ['/api/get-prestataires', (p: number) => ({ project: p })],
    ['/api/get-more-prestataires', (p: number) => ({ project: p, page: 2 })],
  ])('%s refuses ids beyond 32 bits with a 400', async (url, body) => {
    expect((await h.post(url, body(BEYOND_INT, provider), { token })).status).toBe(400);
    if (url.includes('prestataire') && !url.includes('get')) {
      expect((await h.post(url, body(project, BEYOND_INT), { token })).status).toBe(400);
    }
    expect((await h.post('/api/save-project', projectBody('2027-06-12', { id: BEYOND_INT }), { token })).status).toBe(400);
  });

  it('a NUL character in a body is a 400 and changes nothing', async () => {
    const sent = await h.post(
      '/api/send-to-prestataire',
      { project, prestataire: provider, message: 'Bon\u0000jour' },
      { token },
    );
    expect(sent).toMatchObject({ status: 400, json: { success: false } });
    const theme = await h.post('/api/save-project', projectBody('2027-06-12', { theme: 'Bo\u0000hème' }), { token });
    expect(theme).toMatchObject({ status: 400, json: { success: false } });
    const email = await h.post(
      '/api/update-profile',
      { ...registration('+33611111111'), email: 'a\u0000@example.com' },
      { token },
    );
    expect(email.status).toBe(400);
    const projects = (await h.get('/api/get-projects', { token })).json;
    expect(JSON.stringify(projects)).not.toContain('\\u0000');
    // A NUL in a key is refused too.
    expect((await h.post('/api/check-phone', { 'ph\u0000one': '+33611111111' })).status).toBe(400);
  });

  it('a NUL in a path segment is a 404 page on www, a 400 on the API', async () => {
    const www = { host: 'www.localhost' };
    for (const url of [
      '/wedding-planners/gir%00onde/',
      '/annuaire/track/abc%00/website',
      '/wedding-planners/gironde/bor%00deaux/',
    ]) {
      const answer = await h.app.inject({ method: 'GET', url, headers: { host: www.host, accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toContain('<!doctype html>');
    }
    expect((await h.get('/api/project/1%00', { token })).status).toBe(400);
    expect((await h.get('/search/locality?q=Bor%00deaux', { host: 'www.localhost' })).status).toBe(400);
  });
});
