import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import { selectRows } from '../../db/client.ts';

/**
 * The deep pages read from where the process last saw them start (page-anchors.ts): whatever
 * happens to the inbox between two reads, every page is the one its offset gives at that moment.
 */
describe('inbox pages read again', () => {
  let h: LeadsHarness;
  let busy: Awaited<ReturnType<LeadsHarness['provider']>>;
  let couple: Awaited<ReturnType<LeadsHarness['couple']>>;

  beforeAll(async () => {
    h = await createLeadsHarness();
    busy = await h.provider('deep@example.fr');
    couple = await h.couple();
    const project = await h.project(couple.token);
    await h.send(couple.token, project, busy.id);
    // 64 more leads, three to a minute (equal times: the id decides), each time with microseconds
    // that a millisecond Date would lose.
    await h.copyLeads(project, busy.id, 64, (n) => sql`(${n} / 3 || ' minutes')::interval + interval '0.000123 seconds'`);
  });
  afterAll(() => h.close());

  /** The inbox's order as the database has it now, of one tab. */
  async function expected(status?: string) {
    const rows = await selectRows<{ uuid: string }>(
      h.database.db,
      sql`select uuid::text as uuid from event_requests where provider_id = ${busy.id}
        ${status ? sql`and status = ${status}` : sql``} order by created_at desc, id desc`,
    );
    return rows.map((r) => r.uuid);
  }
  async function page(n: number, status?: string) {
    const query = status ? `?status=${status}&page=${n}` : `?page=${n}`;
    const answer = await h.get(`/api/event-requests/${query}`, { token: busy.token });
    expect(answer.status).toBe(200);
    return {
      uuids: (answer.json.items as { uuid: string }[]).map((item) => item.uuid),
      next: answer.json.next_page as number | null,
    };
  }
  async function expectPages(status?: string) {
    const order = await expected(status);
    for (const n of [2, 3, 4, 3, 2, 4]) {
      const read = await page(n, status);
      expect(read.uuids, `page ${n}`).toEqual(order.slice((n - 1) * 20, n * 20));
      expect(read.next).toBe(order.length > n * 20 ? n + 1 : null);
    }
  }

  it('reads each page again as it is, then after a new lead, a deleted one and a lead that changed tab', async () => {
    await page(1);
    await expectPages();
    await expectPages('new');

    // A new lead: every page after it starts one lead earlier.
    const newcomer = await h.couple();
    await h.send(newcomer.token, await h.project(newcomer.token, '2027-08-21'), busy.id);
    await expectPages();

    // A lead of page 2 gone (its project deleted): every later page starts one lead later.
    const order = await expected();
    await h.database.db.execute(sql`delete from event_requests where uuid = ${order[25] ?? ''}`);
    await expectPages();

    // A lead read on page 1 of the new leads leaves that tab for "viewed": the tab's pages move,
    // the inbox's order does not.
    const fresh = await expected('new');
    await h.get(`/api/event-requests/${fresh[3]}`, { token: busy.token });
    await expectPages('new');
    await expectPages('viewed');
    await expectPages();
  });
});
