import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';
import { suggestionQueries } from './suggestions.repo.ts';

const DAY = 24 * 3600 * 1000;

describe('suggested providers for a project', () => {
  let h: IdentityHarness;
  let token: string;
  let userId: number;
  let gironde: number;

  const suggest = (project: number, page = 1) => h.app.services.quoteRequests.suggestions(userId, project, page, 3);
  const providerRows = () =>
    selectRows<{ id: number; departement_id: number }>(h.database.db, sql`select id, departement_id from providers order by id`);

  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: 40, now: h.now() });
    // Everyone active and serving weddings, so each rule below is what excludes a provider.
    const active = new Date(h.now().getTime() - 5 * DAY).toISOString();
    await h.database.db.execute(sql`update providers set last_login_at = ${active}, premium_until = null`);
    await h.database.db.execute(sql`insert into provider_event_types (provider_id, event_type_id)
      select p.id, e.id from providers p, event_types e where e.slug = 'mariage' on conflict do nothing`);
    token = (await h.signUp('+33611111111')).token;
    [{ id: userId }] = (await selectRows<{ id: number }>(
      h.database.db,
      sql`select id from users where phone = '+33611111111'`,
    )) as [{ id: number }];
    [{ id: gironde }] = (await selectRows<{ id: number }>(h.database.db, sql`select id from departements where code = '33'`)) as [
      { id: number },
    ];
  });
  afterAll(() => h.close());

  const newProject = async () =>
    (await h.post('/api/save-project', projectBody('2027-06-12', { message: 'Bonjour' }), { token })).json.project.id as number;

  it('offers providers of the project département first, then the nearest, three at a time, pages not overlapping', async () => {
    const project = await newProject();
    const first = await suggest(project);
    expect(first.ok && first.ids).toHaveLength(3);
    const rows = await providerRows();
    const inGironde = rows.filter((r) => r.departement_id === gironde).map((r) => r.id);
    const ids = first.ok ? first.ids : [];
    expect(ids.slice(0, Math.min(3, inGironde.length)).every((id) => inGironde.includes(id))).toBe(true);
    const second = await suggest(project, 2);
    expect(second.ok && second.ids.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('never suggests a provider the project already contacted, one inactive for 90 days, or one not serving the event type', async () => {
    const project = await newProject();
    const before = await suggest(project);
    const [contacted, inactive, notServing] = before.ok ? before.ids : [];
    await h.post('/api/send-to-prestataire', { project, prestataire: contacted }, { token });
    await h.database.db.execute(
      sql`update providers set last_login_at = ${new Date(h.now().getTime() - 91 * DAY).toISOString()} where id = ${inactive}`,
    );
    await h.database.db.execute(sql`delete from provider_event_types where provider_id = ${notServing}`);
    const after = await suggest(project);
    const seen = [...(after.ok ? after.ids : [])];
    for (let page = 2; page <= 20; page++) {
      const more = await suggest(project, page);
      if (!more.ok || !more.ids.length) break;
      seen.push(...more.ids);
    }
    expect(seen.length).toBeGreaterThan(10);
    expect(seen).not.toContain(contacted);
    expect(seen).not.toContain(inactive);
    expect(seen).not.toContain(notServing);
  });

  it('puts a premium provider first among providers at the same distance', async () => {
    const project = await newProject();
    const before = await suggest(project);
    const ids = before.ok ? before.ids : [];
    const last = ids.at(-1) ?? 0;
    // Two providers at the same place: the premium one must come first.
    await h.database.db.execute(
      sql`update providers set latitude = 44.8378, longitude = -0.5792, departement_id = ${gironde} where id in (${ids[0]}, ${last})`,
    );
    await h.database.db.execute(sql`update providers set premium_until = now() + interval '1 day' where id = ${last}`);
    const after = await suggest(project);
    expect(after.ok && after.ids[0]).toBe(last);
    // Its paid period over, it is ranked as any other: of the two at the same place, by id.
    await h.database.db.execute(sql`update providers set premium_until = now() - interval '1 second' where id = ${last}`);
    const ended = await h.app.services.quoteRequests.suggestions(userId, project, 1, 10);
    const both = (ended.ok ? ended.ids : []).filter((id) => id === last || id === ids[0]);
    expect(both).toEqual([Math.min(last, ids[0] ?? 0), Math.max(last, ids[0] ?? 0)]);
    const cards = await h.post('/api/get-prestataires', { project }, { token });
    const card = (cards.json.prestataires as { id: number; isPremium: boolean }[]).find((c) => c.id === last);
    expect(card?.isPremium ?? false).toBe(false);
    await h.database.db.execute(sql`update providers set premium_until = null`);
  });

  it('answers get-prestataires and get-more-prestataires over HTTP with provider cards, portraits sanitized', async () => {
    const project = await newProject();
    const first = await suggest(project);
    const top = first.ok ? first.ids[0] : 0;
    await h.database.db.execute(
      sql`update providers set portrait = '<p>Bonjour<script>alert(1)</script><img src=x onerror=alert(1)></p>' where id = ${top}`,
    );
    const answer = await h.post('/api/get-prestataires', { project }, { token, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, next_page: 2 });
    expect(answer.json.prestataires).toHaveLength(3);
    const [card] = answer.json.prestataires;
    expect(card).toMatchObject({
      id: top,
      name: expect.any(String),
      city: expect.any(String),
      cp: expect.stringMatching(/^\d{5}$/),
    });
    const [{ public_id: publicId }] = (await selectRows<{ public_id: string }>(
      h.database.db,
      sql`select public_id from providers where id = ${top}`,
    )) as [{ public_id: string }];
    expect(card.publicId).toBe(publicId);
    for (const other of answer.json.prestataires) expect(other.publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect(card.portrait).toBe('<p>Bonjour</p>');
    expect(card.profileUrl).toMatch(/^http:\/\/www\.localhost:\d+\/wedding-planners\/profile\//);
    expect(card.langues).toContainEqual({ iso: 'fr', label: 'French' });
    const more = await h.post('/api/get-more-prestataires', { project, page: 2 }, { token });
    expect(more.json.prestataires.map((c: { id: number }) => c.id)).not.toContain(top);
    expect((await h.post('/api/get-prestataires', { project }, { token: (await h.prove('+33655555555')).token })).status).toBe(
      403,
    );
  });

  it('uses indexes, not a scan of every provider, for both hot queries', async () => {
    const values = {
      projectId: 1,
      eventTypeId: 1,
      departementId: gironde,
      lat: 44.84,
      lon: -0.58,
      since: h.now().toISOString(),
      limit: 4,
      band: 0.5,
      lonBand: 0.7,
    };
    const queries = suggestionQueries(h.database.db, values);
    // Tiny test tables make a scan the cheapest plan: forbid it to prove an index path exists.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const query of [queries.inDepartement, queries.around]) {
        const plan = (await selectRows<Record<string, string>>(tx, sql`explain ${query}`))
          .map((r) => Object.values(r)[0])
          .join('\n');
        expect(plan).not.toMatch(/Seq Scan on providers/);
        expect(plan).toMatch(/Index|Bitmap/);
      }
    });
  });
});
