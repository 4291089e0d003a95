import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { selectRows } from '../../db/client.ts';
import { opsCommand } from '../../ops/index.ts';
import { appendLedger } from '../credits/ledger.ts';

const DAY = 86_400_000;

/** PROVIDERS.md "Refunds": withdrawn (rule 1) and reported (rule 3), each written to the ledger with its reason. */
describe('refunds', () => {
  let h: LeadsHarness;

  beforeAll(async () => {
    h = await createLeadsHarness();
  });
  afterAll(() => h.close());

  async function unlockedLead(provider: Awaited<ReturnType<LeadsHarness['provider']>>) {
    const couple = await h.couple();
    const project = await h.project(couple.token);
    const uuid = await h.send(couple.token, project, provider.id);
    const unlocked = await h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token: provider.token });
    expect(unlocked.status).toBe(200);
    return { couple, project, uuid };
  }
  const withdraw = (token: string, project: number, prestataire: number) =>
    h.post('/api/withdraw-request', { project, prestataire }, { token, host: 'project.localhost' });
  const report = (uuid: string, token: string, reason = 'unreachable') =>
    h.post(`/api/event-requests/${uuid}/report`, { reason }, { token });

  it('a withdrawal within 7 days of the unlock gives the price back; the lead shows withdrawn, without the contact', async () => {
    const planner = await h.provider('withdrawn@example.fr');
    await h.credit(planner.id, 10);
    const { couple, project, uuid } = await unlockedLead(planner);
    h.advance(6 * DAY);
    expect(await withdraw(couple.token, project, planner.id)).toMatchObject({
      status: 200,
      json: { success: true, status: 'withdrawn' },
    });
    expect(await h.coupleStatuses(couple.token, project)).toEqual({ [planner.id]: 'withdrawn' });
    const lead = (await h.get(`/api/event-requests/${uuid}`, { token: planner.token })).json.request;
    expect(lead).toMatchObject({ status: 'withdrawn', contact: null });
    expect((await h.ledger(planner.id)).map((row) => [row.kind, row.delta, row.balance_after, row.reason])).toEqual([
      ['adjustment', 10, 10, 'test'],
      ['unlock', -4, 6, null],
      ['refund', 4, 10, 'withdrawn'],
    ]);
    const logs = await h.get('/api/credit/logs', { token: planner.token });
    if (logs.status === 200) expect(logs.json.items[0]).toMatchObject({ kind: 'refund', reason: 'withdrawn', requestUuid: uuid });
    // Twice: the same answer, one refund; the unlock is refused now.
    expect((await withdraw(couple.token, project, planner.id)).status).toBe(200);
    expect((await h.ledger(planner.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect((await h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token: planner.token })).status).toBe(409);
  });

  it('after 7 days a withdrawal refunds nothing; a declined request cannot be withdrawn; another couple gets 404', async () => {
    const planner = await h.provider('late@example.fr');
    await h.credit(planner.id, 10);
    const { couple, project } = await unlockedLead(planner);
    h.advance(8 * DAY);
    expect((await withdraw(couple.token, project, planner.id)).status).toBe(200);
    expect((await h.ledger(planner.id)).map((row) => row.kind)).toEqual(['adjustment', 'unlock']);

    const declined = await h.couple();
    const declinedProject = await h.project(declined.token);
    const uuid = await h.send(declined.token, declinedProject, planner.id);
    await h.post(`/api/event-requests/${uuid}/reject`, { reason: 'budget' }, { token: planner.token });
    expect((await withdraw(declined.token, declinedProject, planner.id)).status).toBe(409);
    expect((await withdraw(couple.token, declinedProject, planner.id)).status).toBe(404);
    expect((await withdraw(declined.token, declinedProject, 999_999)).status).toBe(404);
    expect((await withdraw(declined.token, declinedProject, 1.5 as unknown as number)).status).toBe(400);
    expect((await h.lead(uuid))?.status).toBe('rejected');
  });

  it('the first report is refunded at once; past 1 in 5 of the unlocks a report waits for an operator', async () => {
    const planner = await h.provider('reports@example.fr');
    await h.credit(planner.id, 40);
    const leads = [];
    for (let i = 0; i < 6; i++) leads.push((await unlockedLead(planner)).uuid);
    const [first, second, third] = leads as [string, string, string];

    expect((await report(first, planner.token, 'wrong')).status).toBe(400);
    const refunded = await report(first, planner.token);
    expect(refunded).toMatchObject({ status: 200, json: { request: { report: { reason: 'unreachable', status: 'refunded' } } } });
    expect((await h.ledger(planner.id)).at(-1)).toMatchObject({ kind: 'refund', delta: 4, reason: 'reported' });
    expect((await report(first, planner.token)).status).toBe(409);

    // 1 refunded report among 6 unlocks: a second one would reach 2 in 6, above 1 in 5.
    const pending = await report(second, planner.token, 'fake');
    expect(pending).toMatchObject({ status: 200, json: { request: { report: { status: 'pending' } } } });
    expect((await h.ledger(planner.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);

    // An operator decides: `npm run ops -- reports`.
    const ops = (...argv: string[]) => opsCommand(h.database.db, ['reports', ...argv], h.now());
    const listed = await ops('list');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toContain(second);
    expect(listed[0]).toContain('fake');
    expect(await ops('refund', second)).toEqual([`${second}: refunded.`]);
    expect(await ops('refund', second)).toEqual([`${second}: no pending report.`]);
    expect(await ops('list')).toEqual(['No pending report.']);
    expect((await h.ledger(planner.id)).filter((row) => row.kind === 'refund')).toHaveLength(2);
    expect((await h.lead(second))?.report_status).toBe('refunded');

    // Out of time: 7 days after the unlock, no report.
    h.advance(7 * DAY + 1000);
    expect((await report(third, planner.token)).status).toBe(409);
  });

  it('keeps the counts per status (the inbox tabs) equal to the leads themselves through every change above', async () => {
    const { db } = h.database;
    const kept = await selectRows(
      db,
      sql`select provider_id, status::text, n from lead_status_counts where n <> 0 order by 1, 2`,
    );
    const counted = await selectRows(
      db,
      sql`select provider_id, status::text, count(*)::int as n from event_requests group by 1, 2 order by 1, 2`,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it('refuses a report on a lead that is not unlocked', async () => {
    const planner = await h.provider('notunlocked@example.fr');
    const couple = await h.couple();
    const uuid = await h.send(couple.token, await h.project(couple.token), planner.id);
    expect((await report(uuid, planner.token)).status).toBe(409);
  });
});

describe('the ledger', () => {
  let h: LeadsHarness;
  beforeAll(async () => {
    h = await createLeadsHarness();
  });
  afterAll(() => h.close());

  it('never goes below 0, takes only whole non-zero credits, and is append-only', async () => {
    const planner = await h.provider('ledger@example.fr');
    const { db } = h.database;
    await h.credit(planner.id, 5);
    const entry = { providerId: planner.id, at: h.now(), kind: 'adjustment' as const };
    await expect(db.transaction((tx) => appendLedger(tx, { ...entry, delta: -6 }))).rejects.toMatchObject({ status: 402 });
    for (const delta of [0, 1.5, Number.NaN, 2 ** 53])
      await expect(db.transaction((tx) => appendLedger(tx, { ...entry, delta }))).rejects.toThrow();
    // Written by hand, a negative balance or an unlock that adds credits is refused by the database itself.
    await expect(
      db.execute(
        sql`insert into credit_ledger (provider_id, at, delta, balance_after, kind) values (${planner.id}, now(), -6, -1, 'adjustment')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into credit_ledger (provider_id, at, delta, balance_after, kind) values (${planner.id}, now(), 3, 8, 'unlock')`,
      ),
    ).rejects.toThrow();
    // The database's own refusal, under the driver's wrapping error.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error) => String(error.cause ?? error),
      );
    expect(await refusal(db.execute(sql`update credit_ledger set delta = 500 where provider_id = ${planner.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`delete from credit_ledger where provider_id = ${planner.id}`))).toMatch(/append-only/);
    expect(await h.ledger(planner.id)).toEqual([{ kind: 'adjustment', delta: 5, balance_after: 5, reason: 'test' }]);
  });
});
