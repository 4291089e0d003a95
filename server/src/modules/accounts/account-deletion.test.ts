import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody, seedSmallDirectory } from '../../../test/directory.ts';
import { createIdentityHarness, type IdentityHarness } from '../../../test/identity.ts';
import { selectRows } from '../../db/client.ts';
import { deleteFavoritesOf } from '../favorites/favorites.repo.ts';
import { createCoupleAccountService } from './couple-account.service.ts';

const PHONE = '+33611111111';

describe('POST /api/account/delete (project host)', () => {
  let h: IdentityHarness;
  let providers: { id: number; public_id: string }[];

  const statuses = (projectId: number) =>
    selectRows<{ provider_id: number; status: string; withdrawn: boolean }>(
      h.database.db,
      sql`select provider_id, status::text, withdrawn_at is not null as withdrawn
          from event_requests where project_id = ${projectId} order by provider_id`,
    );
  const userRow = (id: number) =>
    selectRows<Record<string, unknown>>(h.database.db, sql`select * from users where id = ${id}`).then((rows) => rows[0]);
  const count = async (query: ReturnType<typeof sql>) => (await selectRows<{ n: number }>(h.database.db, query))[0]?.n;

  /** A couple with a project sent to four providers, who moved the requests on, and two favourites. */
  async function coupleWithHistory(phone: string) {
    const session = await h.signUp(phone);
    const { token } = session;
    const project = (await h.post('/api/save-project', projectBody('2027-06-12', { message: 'Bonjour' }), { token })).json.project
      .id as number;
    const ids = providers.slice(0, 4).map((p) => p.id);
    expect((await h.post('/api/choose-prestataires', { project, prestataires: ids }, { token })).json.sent).toHaveLength(4);
    const [, viewed, unlocked, rejected] = ids;
    await h.database.db.execute(
      sql`update event_requests set status = 'viewed' where project_id = ${project} and provider_id = ${viewed}`,
    );
    await h.database.db.execute(
      sql`update event_requests set status = 'unlocked' where project_id = ${project} and provider_id = ${unlocked}`,
    );
    await h.database.db.execute(
      sql`update event_requests set status = 'rejected' where project_id = ${project} and provider_id = ${rejected}`,
    );
    for (const provider of providers.slice(0, 2)) {
      const toggled = await h.post(
        '/api/directory/toggle-favorite',
        { publicId: provider.public_id },
        {
          token,
          host: 'www.localhost',
        },
      );
      expect(toggled.json.favorite).toBe(true);
    }
    const [user] = await selectRows<{ id: number }>(h.database.db, sql`select id from users where phone = ${phone}`);
    return { ...session, project, userId: user?.id ?? 0 };
  }

  beforeAll(async () => {
    h = await createIdentityHarness(new Date('2026-11-23T10:00:00Z'));
    await seedSmallDirectory(h.database, { providers: 6, now: h.now() });
    providers = await selectRows(h.database.db, sql`select id, public_id from providers order by id`);
  });
  afterAll(() => h.close());

  it('needs the confirmation and a logged-in couple', async () => {
    const { token } = await h.signUp('+33699999999');
    const unconfirmed = await h.post('/api/account/delete', { confirm: false }, { token });
    expect(unconfirmed).toMatchObject({ status: 400, json: { fields: { confirm: 'Confirmez la suppression' } } });
    expect((await h.post('/api/account/delete', {}, { token })).status).toBe(400);
    expect((await h.get('/api/me', { token })).status).toBe(200);
    expect((await h.post('/api/account/delete', { confirm: true })).status).toBe(401);
  });

  it('withdraws the open requests, erases the personal data and favourites, and the tokens stop at once', async () => {
    const couple = await coupleWithHistory(PHONE);
    const deleted = await h.post('/api/account/delete', { confirm: true }, { token: couple.token });
    expect(deleted).toMatchObject({ status: 200, json: { success: true, withdrawnRequests: 3 } });

    // New, viewed and unlocked are withdrawn (refund rule 1); the declined one stays as the provider left it.
    const [a, b, c, d] = providers;
    expect(await statuses(couple.project)).toEqual([
      { provider_id: a?.id, status: 'withdrawn', withdrawn: true },
      { provider_id: b?.id, status: 'withdrawn', withdrawn: true },
      { provider_id: c?.id, status: 'withdrawn', withdrawn: true },
      { provider_id: d?.id, status: 'rejected', withdrawn: false },
    ]);
    // An anonymous tombstone owns the project (the providers' leads keep their snapshot).
    expect(await userRow(couple.userId)).toMatchObject({
      phone: null,
      email: null,
      firstname: null,
      lastname: null,
      city: null,
      zip_code: null,
      country_code: null,
      latitude: null,
      longitude: null,
      has_finished_onboarding: false,
      deleted_at: expect.anything(),
    });
    expect(await count(sql`select count(*)::int as n from projects where user_id = ${couple.userId}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from favorites where user_id = ${couple.userId}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from refresh_tokens where user_id = ${couple.userId} or phone = ${PHONE}`),
    ).toBe(0);

    // The access token, still unexpired, no longer opens anything; the refresh token is gone.
    const { token } = couple;
    expect((await h.get('/api/me', { token })).status).toBe(401);
    expect((await h.get('/api/get-projects', { token })).status).toBe(401);
    expect((await h.get(`/api/project/${couple.project}`, { token })).status).toBe(401);
    expect((await h.post('/api/save-project', projectBody('2027-07-01'), { token })).status).toBe(401);
    expect((await h.get('/api/directory/favorites', { token, host: 'www.localhost' })).status).toBe(401);
    expect((await h.post('/api/account/delete', { confirm: true }, { token })).status).toBe(401);
    expect((await h.post('/api/token/refresh', { refresh_token: couple.refresh_token })).status).toBe(401);
  });

  it('frees the phone: the number registers again as a new, empty account', async () => {
    h.advance(61_000); // codes to one number are 60 s apart
    const proof = await h.prove(PHONE);
    expect((await h.post('/api/check-account', { phone: PHONE }, { token: proof.token })).json).toEqual({ hasAccount: false });
    h.advance(61_000);
    const again = await h.signUp(PHONE, { firstname: 'Nora' });
    expect((await h.get('/api/me', { token: again.token })).json.user).toMatchObject({ phone: PHONE, firstname: 'Nora' });
    expect((await h.get('/api/get-projects', { token: again.token })).json.projects).toEqual([]);
    expect((await h.get('/api/directory/favorites', { token: again.token, host: 'www.localhost' })).json.data).toEqual([]);
  });

  it('is one transaction: a step failing leaves everything as it was', async () => {
    const couple = await coupleWithHistory('+33622222222');
    const before = { user: await userRow(couple.userId), requests: await statuses(couple.project) };
    const { sessions, phoneVerification, projects, leads } = h.app.services;
    const failing = createCoupleAccountService({
      db: h.database.db,
      clock: h.now,
      sessions,
      phoneVerification,
      projectIdsOf: projects.idsOf,
      withdrawOpenRequests: leads.withdrawAll,
      // Favourites are deleted after the requests were withdrawn: that withdrawal must roll back.
      deleteFavorites: async (executor, userId) => {
        await deleteFavoritesOf(executor, userId);
        throw new Error('disk full');
      },
    });
    await expect(failing.deleteAccount(couple.userId)).rejects.toThrow('disk full');
    expect(await userRow(couple.userId)).toEqual(before.user);
    expect(await statuses(couple.project)).toEqual(before.requests);
    expect(await count(sql`select count(*)::int as n from favorites where user_id = ${couple.userId}`)).toBe(2);
    expect((await h.get('/api/me', { token: couple.token })).status).toBe(200);
  });
});
