import { MAX_REQUESTS_PER_COUPLE_PER_DAY, MAX_REQUESTS_PER_PROJECT } from '@alliance/shared/quote-requests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';

/** Issue 12, security 6: a couple's sends are capped per 24 hours and per project (429, nothing written). */
describe('caps on sending requests', () => {
  let h: IdentityHarness;
  let providers: number[];
  const HOUR = 3_600_000;

  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: MAX_REQUESTS_PER_PROJECT + 5, now: h.now() });
    providers = (await selectRows<{ id: number }>(h.database.db, sql`select id from providers order by id`)).map((r) => r.id);
  });
  afterAll(() => h.close());

  const requestCount = async () =>
    (await selectRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from event_requests`))[0]?.n;
  const choose = (token: string, project: number, ids: number[]) =>
    h.post('/api/choose-prestataires', { project, prestataires: ids, message: 'Bonjour' }, { token });

  it(`refuses the request beyond ${MAX_REQUESTS_PER_COUPLE_PER_DAY} in 24 hours, says when, and sends again a day later`, async () => {
    const { token } = await h.signUp('+33611111111', {}, { ip: '198.51.100.11' });
    const project = (await h.post('/api/save-project', projectBody('2027-06-12'), { token })).json.project.id;
    for (let i = 0; i < MAX_REQUESTS_PER_COUPLE_PER_DAY; i += 10) {
      expect((await choose(token, project, providers.slice(i, i + 10))).json.sent).toHaveLength(10);
      h.advance(HOUR);
    }
    const before = await requestCount();
    const next = providers[MAX_REQUESTS_PER_COUPLE_PER_DAY] ?? 0;
    const refused = await h.post('/api/send-to-prestataire', { project, prestataire: next, message: 'Bonjour' }, { token });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      success: false,
      error: `Vous avez envoyé ${MAX_REQUESTS_PER_COUPLE_PER_DAY} demandes ces dernières 24 heures, le maximum. Réessayez plus tard.`,
    });
    // The first sends were 3 hours ago: a send frees up 21 hours from now.
    expect(Number(refused.headers['retry-after'])).toBe(21 * 3600);
    expect((await choose(token, project, [next])).status).toBe(429);
    expect(await requestCount()).toBe(before);
    // Providers already contacted are not new sends: reported, not refused.
    expect((await choose(token, project, [providers[0] ?? 0])).json).toMatchObject({ sent: [], alreadySent: [providers[0]] });
    h.advance(22 * HOUR);
    expect(
      (await h.post('/api/send-to-prestataire', { project, prestataire: next, message: 'Bonjour' }, { token })).json,
    ).toEqual({
      success: true,
    });
  });

  it(`refuses a project's request beyond ${MAX_REQUESTS_PER_PROJECT} providers, in English for an English couple`, async () => {
    const { token } = await h.signUp('+33622222222', {}, { ip: '198.51.100.12' });
    const project = (await h.post('/api/save-project', projectBody('2027-06-12'), { token })).json.project.id;
    let sent = 0;
    while (sent < MAX_REQUESTS_PER_PROJECT) {
      const batch = providers.slice(sent, Math.min(sent + 10, MAX_REQUESTS_PER_PROJECT));
      expect((await choose(token, project, batch)).status).toBe(200);
      sent += batch.length;
      if (sent % MAX_REQUESTS_PER_COUPLE_PER_DAY === 0) h.advance(25 * HOUR);
    }
    const refused = await h.post(
      '/api/send-to-prestataire',
      { project, prestataire: providers[MAX_REQUESTS_PER_PROJECT], message: 'Hello' },
      { token, lang: 'en' },
    );
    expect(refused).toMatchObject({
      status: 429,
      json: {
        success: false,
        error: `This project has already been sent to ${MAX_REQUESTS_PER_PROJECT} providers, the maximum. Create another project for another need.`,
      },
    });
    // Another project of the same couple still sends.
    const other = (await h.post('/api/save-project', projectBody('2027-07-12'), { token })).json.project.id;
    expect((await choose(token, other, [providers[MAX_REQUESTS_PER_PROJECT] ?? 0])).json.sent).toHaveLength(1);
  });

  it('two racing sends of one couple never pass the cap together', async () => {
    const { token } = await h.signUp('+33633333333', {}, { ip: '198.51.100.13' });
    const project = (await h.post('/api/save-project', projectBody('2027-06-12'), { token })).json.project.id;
    // 25 sent: 5 remain; two calls of 5 race, one passes.
    for (let i = 0; i < 25; i += 5) expect((await choose(token, project, providers.slice(i, i + 5))).status).toBe(200);
    const [a, b] = await Promise.all([
      choose(token, project, providers.slice(25, 30)),
      choose(token, project, providers.slice(30, 35)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
  });
});
