import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { selectRows } from '../../db/client.ts';

/** PROVIDERS.md "Leads": unlock against credits, once, in one transaction; reject; the price rules. */
describe('unlocking a lead', () => {
  let h: LeadsHarness;
  let planner: Awaited<ReturnType<LeadsHarness['provider']>>;

  beforeAll(async () => {
    h = await createLeadsHarness();
    planner = await h.provider('planner@example.fr');
  });
  afterAll(() => h.close());

  async function freshLead(changes: Record<string, unknown> = {}, provider = planner) {
    const couple = await h.couple(changes);
    const project = await h.project(couple.token);
    return { couple, project, uuid: await h.send(couple.token, project, provider.id) };
  }
  const unlock = (uuid: string, token = planner.token) => h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token });

  it('with too few credits: 402 with the price and the balance, and nothing changes', async () => {
    const { uuid } = await freshLead();
    await h.credit(planner.id, 3);
    const refused = await unlock(uuid);
    expect(refused).toMatchObject({ status: 402, json: { success: false, error: 'insufficient-credits', price: 4, balance: 3 } });
    expect(refused.json.message).toContain('4');
    expect(await h.lead(uuid)).toMatchObject({ status: 'new', unlock_price: null });
    expect((await h.ledger(planner.id)).map((row) => row.kind)).toEqual(['adjustment']);
  });

  it('debits the price, reveals the contact, mails the couple, and the couple sees "unlocked"', async () => {
    const { couple, project, uuid } = await freshLead({ firstname: 'Jeanne', lastname: 'Moreau' });
    await h.credit(planner.id, 10);
    const before = (await h.ledger(planner.id)).at(-1)?.balance_after ?? 0;
    const unlocked = await unlock(uuid);
    expect(unlocked).toMatchObject({
      status: 200,
      json: {
        success: true,
        balance: before - 4,
        request: {
          status: 'unlocked',
          paid: 4,
          contact: { firstname: 'Jeanne', lastname: 'Moreau', email: couple.email, phone: couple.phone },
          signals: { unlockedBy: 1 },
        },
      },
    });
    expect(unlocked.json.request.project.message).toBe('Bonjour');
    expect(await h.coupleStatuses(couple.token, project)).toEqual({ [planner.id]: 'unlocked' });
    const [mail] = await h.mailsTo(couple.email, 1);
    expect(mail?.subject).toContain(planner.name);
    expect(mail?.text).toContain(`/projects/${project}`);

    // Again: the same answer, no second debit.
    const again = await unlock(uuid);
    expect(again).toMatchObject({ status: 200, json: { balance: before - 4, request: { status: 'unlocked' } } });
    const logs = await h.get('/api/me', { token: planner.token });
    expect(logs.json.provider.credits).toBe(before - 4);
    expect((await h.ledger(planner.id)).filter((row) => row.kind === 'unlock')).toHaveLength(1);
  });

  it('ten concurrent unlocks debit once and reveal once', async () => {
    const { uuid } = await freshLead();
    await h.credit(planner.id, 40);
    const before = (await h.ledger(planner.id)).at(-1)?.balance_after ?? 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(uuid)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json.balance))).toEqual(new Set([before - 4]));
    const debits = await selectRows(
      h.database.db,
      sql`select l.id from credit_ledger l join event_requests er on er.id = l.event_request_id where er.uuid = ${uuid}`,
    );
    expect(debits).toHaveLength(1);
  });

  it('a failure after the debit leaves neither the debit nor the reveal', async () => {
    const { uuid } = await freshLead();
    await h.credit(planner.id, 10);
    const before = await h.ledger(planner.id);
    const { db } = h.database;
    // The statement after the debit (the status change) fails, as a crash between the two would.
    await db.execute(sql`create function fail_unlock() returns trigger language plpgsql as $$
      begin if new.status = 'unlocked' then raise exception 'crash after the debit'; end if; return new; end $$`);
    await db.execute(sql`create trigger fail_unlock before update on event_requests for each row execute function fail_unlock()`);
    try {
      expect((await unlock(uuid)).status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_unlock on event_requests`);
      await db.execute(sql`drop function fail_unlock()`);
    }
    expect(await h.ledger(planner.id)).toEqual(before);
    expect(await h.lead(uuid)).toMatchObject({ status: 'new', unlock_price: null });
    const read = await h.get(`/api/event-requests/${uuid}`, { token: planner.token });
    expect(read.json.request.contact).toBeNull();
  });

  it('declines with a reason, mails the couple three other providers, and then refuses the unlock (409)', async () => {
    const { couple, project, uuid } = await freshLead();
    expect((await h.post(`/api/event-requests/${uuid}/reject`, { reason: 'late' }, { token: planner.token })).status).toBe(400);
    expect((await h.post(`/api/event-requests/${uuid}/reject`, {}, { token: planner.token })).status).toBe(400);
    const rejected = await h.post(`/api/event-requests/${uuid}/reject`, { reason: 'unavailable' }, { token: planner.token });
    expect(rejected).toMatchObject({ status: 200, json: { request: { status: 'rejected', rejectReason: 'unavailable' } } });
    expect(await h.coupleStatuses(couple.token, project)).toEqual({ [planner.id]: 'declined' });
    const [mail] = await h.mailsTo(couple.email, 1);
    expect(mail?.subject).toContain(planner.name);
    expect(mail?.text).toContain('indisponible à cette date');
    // Three suggested providers, each with its profile link; never the provider who declined.
    expect(mail?.text.match(/^- .+https?:\/\/www\.localhost\S+$/gm)).toHaveLength(3);
    const conflict = await unlock(uuid);
    expect(conflict).toMatchObject({ status: 409, json: { success: false } });
    expect(conflict.json.error).toBe('Vous avez refusé cette demande.');
  });

  it('refuses to decline an unlocked lead (409)', async () => {
    const { uuid } = await freshLead();
    await h.credit(planner.id, 10);
    await unlock(uuid);
    const refused = await h.post(`/api/event-requests/${uuid}/reject`, { reason: 'budget' }, { token: planner.token });
    expect(refused.status).toBe(409);
    expect((await h.lead(uuid))?.status).toBe('unlocked');
  });

  it('costs nothing from the provider own site, nor for the same couple on the same date again', async () => {
    const site = await h.provider('site@example.fr');
    await h.post('/api/social-networks/', { links: { website: 'https://www.atelier-site.fr/' } }, { token: site.token });
    const couple = await h.couple();
    const first = await h.project(couple.token, '2027-09-18');
    const fromSite = await h.send(couple.token, first, site.id, { origin: 'https://atelier-site.fr' });
    const fromWidget = await h.send(couple.token, await h.project(couple.token, '2027-10-02'), site.id, {
      origin: 'https://blog-mariage.example',
    });
    const read = async (uuid: string) => (await h.get(`/api/event-requests/${uuid}`, { token: site.token })).json.request;
    expect(await read(fromSite)).toMatchObject({ source: 'own-site', price: 0 });
    expect(await read(fromWidget)).toMatchObject({ source: 'widget', price: 4 });

    // Free unlock: no credits needed, no ledger row.
    expect(await unlock(fromSite, site.token)).toMatchObject({ status: 200, json: { balance: 0, request: { paid: 0 } } });
    expect(await h.ledger(site.id)).toEqual([]);

    // The same couple, another project on the same date as the unlocked one: free too.
    const sameDate = await h.send(couple.token, await h.project(couple.token, '2027-09-18'), site.id);
    expect(await read(sameDate)).toMatchObject({ source: 'directory', price: 0 });
  });
});
