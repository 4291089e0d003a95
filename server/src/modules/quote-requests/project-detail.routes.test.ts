import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';

describe('GET /api/project/:id (project host)', () => {
  let h: IdentityHarness;
  let couple: string;
  let other: string;
  let providers: { id: number; name: string; public_id: string }[];
  // biome-ignore lint/suspicious/noExplicitAny: the saved project as save-project answered it
  let saved: Record<string, any>;

  /** The provider's side moves a request on, as the provider area will (spec §4). */
  const setRequest = (projectId: number, providerId: number, status: string, createdAt: string) =>
    h.database.db.execute(
      sql`update event_requests set status = ${status}, created_at = ${createdAt}::timestamptz
          where project_id = ${projectId} and provider_id = ${providerId}`,
    );

  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: 8, now: h.now() });
    providers = await selectRows(h.database.db, sql`select id, name, public_id from providers order by id`);
    couple = (await h.signUp('+33611111111')).token;
    other = (await h.signUp('+33622222222')).token;
    const body = projectBody('2027-06-12', { theme: 'Champêtre', languages: ['fr', 'en'], message: 'Bonjour à vous.' });
    saved = (await h.post('/api/save-project', body, { token: couple })).json.project;
    const ids = providers.slice(0, 5).map((p) => p.id);
    const chosen = await h.post('/api/choose-prestataires', { project: saved.id, prestataires: ids }, { token: couple });
    expect(chosen.json.sent).toHaveLength(5);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await setRequest(saved.id, a, 'new', '2026-11-20T09:00:00Z');
    await setRequest(saved.id, b, 'viewed', '2026-11-21T09:00:00Z');
    await setRequest(saved.id, c, 'unlocked', '2026-11-22T09:00:00Z');
    await setRequest(saved.id, d, 'rejected', '2026-11-19T09:00:00Z');
    await setRequest(saved.id, e, 'withdrawn', '2026-11-18T09:00:00Z');
  });
  afterAll(() => h.close());

  it('shows the project as saved and each provider contacted with where the request stands, newest first', async () => {
    const detail = await h.get(`/api/project/${saved.id}`, { token: couple });
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    expect(detail.headers['cache-control']).toBe('private, no-store');
    expect(detail.json.success).toBe(true);
    expect(detail.json.project).toEqual(saved);
    const [a, b, c, d, e] = providers;
    expect(
      detail.json.requests.map((r: { prestataire: { id: number; name: string }; status: string; sentAt: string }) => [
        r.prestataire.name,
        r.status,
        r.sentAt,
      ]),
    ).toEqual([
      [c?.name, 'unlocked', '2026-11-22T09:00:00.000Z'],
      [b?.name, 'viewed', '2026-11-21T09:00:00.000Z'],
      [a?.name, 'sent', '2026-11-20T09:00:00.000Z'],
      [d?.name, 'declined', '2026-11-19T09:00:00.000Z'],
      [e?.name, 'withdrawn', '2026-11-18T09:00:00.000Z'],
    ]);
    // The whole card, as suggestions show it: the view can link to the profile.
    expect(detail.json.requests[0].prestataire).toMatchObject({
      id: c?.id,
      publicId: c?.public_id,
      profileUrl: expect.stringMatching(/^http:\/\/www\.localhost(:\d+)?\/wedding-planners\/profile\//),
      langues: expect.any(Array),
    });
  });

  it("speaks the caller's language", async () => {
    const detail = await h.get(`/api/project/${saved.id}`, { token: couple, lang: 'de' });
    expect(detail.json.project).toMatchObject({ eventType: 'mariage', eventTypeName: 'Hochzeit' });
  });

  it('a project without requests has an empty list; a past project still opens', async () => {
    const bare = (await h.post('/api/save-project', projectBody('2027-01-15'), { token: couple })).json.project;
    h.advance(365 * 24 * 3600 * 1000); // the event has passed: no longer in get-projects, still viewable
    try {
      expect((await h.get('/api/get-projects', { token: couple })).json.projects).toEqual([]);
      const detail = await h.get(`/api/project/${bare.id}`, { token: couple });
      expect(detail.json).toEqual({ success: true, project: bare, requests: [] });
    } finally {
      h.advance(-365 * 24 * 3600 * 1000);
    }
  });

  it("answers 404 with a translated message for another couple's project or an unknown id, never the data", async () => {
    const stolen = await h.get(`/api/project/${saved.id}`, { token: other });
    expect(stolen).toMatchObject({ status: 404, json: { success: false, error: 'Projet introuvable' } });
    expect(JSON.stringify(stolen.json)).not.toContain('Champêtre');
    const unknown = await h.get('/api/project/999999', { token: couple, lang: 'en' });
    expect(unknown).toMatchObject({ status: 404, json: { success: false, error: 'Project not found' } });
    expect((await h.get('/api/project/abc', { token: couple })).status).toBe(400);
  });

  it('needs a logged-in couple: 401 without a token, 403 for a phone-only identity', async () => {
    expect((await h.get(`/api/project/${saved.id}`)).status).toBe(401);
    const proof = await h.prove('+33633333333');
    expect((await h.get(`/api/project/${saved.id}`, { token: proof.token })).status).toBe(403);
  });
});
