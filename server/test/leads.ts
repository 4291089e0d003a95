import { type SQL, sql } from 'drizzle-orm';
import { selectRows } from '../src/db/client.ts';
import { appendLedger } from '../src/modules/credits/ledger.ts';
import { projectBody } from './directory.ts';
import { registration } from './identity.ts';
import { createProviderHarness } from './providers.ts';

/**
 * Leads as they happen: published providers signed in on the app host, couples who send them
 * requests from the project host (with the page they send from), credits given by an adjustment.
 */
export async function createLeadsHarness(start = new Date('2026-11-23T10:00:00Z'), env?: Record<string, string>) {
  const h = await createProviderHarness(start, env, { directory: true });
  const { db } = h.database;
  let couples = 0;

  /** A registered, published provider (its profile's details do not matter to the leads). */
  async function provider(email: string) {
    const { token } = await h.signUp(email);
    const me = (await h.get('/api/me', { token })).json.provider as { id: number; name: string };
    await db.execute(sql`update providers set published_at = ${h.now().toISOString()} where id = ${me.id}`);
    return { token, id: me.id, name: me.name, email };
  }

  /** A logged-in couple (each from an address of its own: code sends are capped per address). */
  async function couple(changes: Record<string, unknown> = {}) {
    const n = couples++;
    const phone = `+3367${String(1_000_000 + n).padStart(7, '0')}`;
    const ip = `203.0.113.${(n % 250) + 1}`;
    const proof = await h.prove(phone, { ip });
    const email = `couple${n}@example.com`;
    const registered = await h.post('/api/register', registration(phone, { email, ...changes }), {
      ip,
      token: proof.token,
      host: 'project.localhost',
    });
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
    return { token: registered.json.token as string, phone, email };
  }

  /** A project of the couple's; a wedding in Bordeaux for 100–150 guests and a 20–30 k€ budget unless told. */
  async function project(token: string, eventDate = '2027-06-12', changes: Record<string, unknown> = {}) {
    const saved = await h.post(
      '/api/save-project',
      projectBody(eventDate, { guestRange: '100-150', budgetRange: '20000-30000', message: 'Bonjour', ...changes }),
      { token, host: 'project.localhost' },
    );
    if (saved.status !== 200) throw new Error(`save-project: ${saved.status} ${JSON.stringify(saved.json)}`);
    return saved.json.project.id as number;
  }

  /** Sends the project to the provider; the lead's uuid. */
  async function send(token: string, projectId: number, providerId: number, options: { origin?: string; message?: string } = {}) {
    const sent = await h.post(
      '/api/send-to-prestataire',
      { project: projectId, prestataire: providerId, ...(options.message ? { message: options.message } : {}) },
      { token, host: 'project.localhost', origin: options.origin },
    );
    if (sent.json.success !== true) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.json)}`);
    const [row] = await selectRows<{ uuid: string }>(
      db,
      sql`select uuid from event_requests where project_id = ${projectId} and provider_id = ${providerId}`,
    );
    if (!row) throw new Error('no lead written');
    return row.uuid;
  }

  /**
   * `count` more leads of the provider from copies of a project it received (a busy inbox without
   * as many sends): the n-th `after(n)` later than the sent one, n from 1.
   */
  async function copyLeads(
    projectId: number,
    providerId: number,
    count: number,
    after: (n: SQL) => SQL = (n) => sql`(${n} || ' minutes')::interval`,
  ) {
    await db.execute(sql`
      with copies as (
        insert into projects (user_id, event_type_id, event_date, city_id, event_location, zip_code, created_at)
        select user_id, event_type_id, event_date, city_id, event_location, zip_code, created_at
        from projects, generate_series(1, ${count}::int) where id = ${projectId}
        returning id)
      insert into event_requests (project_id, provider_id, status, message, project_snapshot, created_at, grid_price)
      select c.id, ${providerId}, 'new', 'Bonjour', er.project_snapshot,
             er.created_at + ${after(sql`(row_number() over (order by c.id))`)}, 3
      from copies c, event_requests er where er.provider_id = ${providerId} and er.project_id = ${projectId}`);
  }

  /** Gives credits (an operator's adjustment). */
  const credit = (providerId: number, credits: number) =>
    db.transaction((tx) => appendLedger(tx, { providerId, at: h.now(), delta: credits, kind: 'adjustment', reason: 'test' }));

  const ledger = (providerId: number) =>
    selectRows<{ kind: string; delta: number; balance_after: number; reason: string | null }>(
      db,
      sql`select kind, delta, balance_after, reason from credit_ledger where provider_id = ${providerId} order by id`,
    );

  const lead = async (uuid: string) =>
    (
      await selectRows<{ status: string; unlock_price: number | null; report_status: string | null }>(
        db,
        sql`select status, unlock_price, report_status from event_requests where uuid = ${uuid}`,
      )
    )[0];

  /** The couple's project view: each request's status by provider id. */
  async function coupleStatuses(token: string, projectId: number) {
    const detail = await h.get(`/api/project/${projectId}`, { token, host: 'project.localhost' });
    return Object.fromEntries(
      (detail.json.requests as { prestataire: { id: number }; status: string }[]).map((r) => [r.prestataire.id, r.status]),
    );
  }

  return { ...h, provider, couple, project, send, copyLeads, credit, ledger, lead, coupleStatuses };
}

export type LeadsHarness = Awaited<ReturnType<typeof createLeadsHarness>>;
