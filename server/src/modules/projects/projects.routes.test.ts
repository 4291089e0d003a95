import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';

describe('projects and reference lists (project host)', () => {
  let h: IdentityHarness;
  let couple: string;
  let other: string;
  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: 5, now: h.now() });
    couple = (await h.signUp('+33611111111')).token;
    other = (await h.signUp('+33622222222')).token;
  });
  afterAll(() => h.close());

  it('serves the reference lists in the caller language', async () => {
    const events = await h.get('/api/event-types', { lang: 'de' });
    expect(events.json.eventTypes).toContainEqual({ slug: 'mariage', name: 'Hochzeit' });
    const guests = await h.get('/api/project/ranges/guest', { lang: 'en' });
    expect(guests.json.ranges.length).toBeGreaterThanOrEqual(3);
    expect(guests.json.ranges[0]).toMatchObject({ slug: expect.any(String), label: expect.any(String), min: expect.any(Number) });
    const langues = await h.get('/api/langues', { lang: 'it' });
    expect(langues.json.langues).toContainEqual({ iso: 'fr', label: 'Francese' });
    expect((await h.get('/api/service-types')).json.serviceTypes.length).toBeGreaterThan(3);
    expect((await h.get('/api/project/ranges/planner-budget')).status).toBe(200);
    expect((await h.get('/api/project/ranges/budget')).status).toBe(200);
  });

  it('creates a project with every field, and lists only future ones, newest first', async () => {
    const guests = (await h.get('/api/project/ranges/guest')).json.ranges[1].slug;
    const saved = await h.post(
      '/api/save-project',
      projectBody('2027-06-12', {
        serviceType: 'organisation-complete',
        theme: 'Bohème',
        guestRange: guests,
        languages: ['fr', 'en'],
        locationPreference: 'venue-wanted',
        message: 'Nous cherchons un planner <b>attentif</b>.',
      }),
      { token: couple },
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.project).toMatchObject({
      eventType: 'mariage',
      eventTypeName: 'Mariage',
      eventDate: '2027-06-12',
      eventLocation: 'Bordeaux (33000)',
      theme: 'Bohème',
      guestRange: guests,
      languages: ['en', 'fr'],
      message: 'Nous cherchons un planner <b>attentif</b>.',
    });
    const later = await h.post('/api/save-project', projectBody('2027-09-01', { eventType: 'pacs' }), { token: couple });
    const list = await h.get('/api/get-projects', { token: couple });
    expect(list.json.success).toBe(true);
    expect(list.json.projects.map((p: { id: number }) => p.id)).toEqual([later.json.project.id, saved.json.project.id]);

    h.advance(365 * 24 * 3600 * 1000); // a year later: June 2027 has passed, September too
    expect((await h.get('/api/get-projects', { token: couple })).json.projects).toEqual([]);
    h.advance(-365 * 24 * 3600 * 1000);
  });

  it('refuses each bad field with its own message and writes nothing', async () => {
    const before = (await h.get('/api/get-projects', { token: couple })).json.projects.length;
    const past = await h.post('/api/save-project', projectBody('2026-11-23'), { token: couple });
    expect(past).toMatchObject({
      status: 400,
      json: { error: "La date de l'événement doit être dans le futur", fields: { eventDate: expect.any(String) } },
    });
    const unknown = await h.post(
      '/api/save-project',
      projectBody('2027-01-01', { eventType: 'rodeo', guestRange: 'x', languages: ['zz'] }),
      { token: couple },
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.fields).sort()).toEqual(['eventType', 'guestRange', 'languages']);
    const noPlace = await h.post('/api/save-project', projectBody('2027-01-01', { location: { city: 'Bordeaux' } }), {
      token: couple,
      lang: 'en',
    });
    expect(noPlace.status).toBe(400);
    expect((await h.get('/api/get-projects', { token: couple })).json.projects.length).toBe(before);
  });

  it('updates only through the owner: another couple gets 404 and changes nothing', async () => {
    const mine = await h.post('/api/save-project', projectBody('2027-03-03'), { token: couple });
    const stolen = await h.post('/api/save-project', projectBody('2027-04-04', { id: mine.json.project.id }), { token: other });
    expect(stolen).toMatchObject({ status: 404, json: { success: false, error: 'Projet introuvable' } });
    const updated = await h.post(
      '/api/save-project',
      projectBody('2027-05-05', { id: mine.json.project.id, theme: 'Rustique' }),
      { token: couple },
    );
    expect(updated.json.project).toMatchObject({ id: mine.json.project.id, eventDate: '2027-05-05', theme: 'Rustique' });
  });

  it('needs a logged-in couple: 401 without a token, 403 for a phone-only identity', async () => {
    expect((await h.get('/api/get-projects')).status).toBe(401);
    const proof = await h.prove('+33633333333');
    const phoneOnly = await h.get('/api/get-projects', { token: proof.token });
    expect(phoneOnly).toMatchObject({ status: 403, json: { success: false, error: 'Connectez-vous pour continuer' } });
  });
});
