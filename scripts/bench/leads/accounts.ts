/**
 * Before each run: accounts to sign in with on the busiest provider and the busy ones, the
 * unlocks of the previous run rewound (so every run unlocks fresh leads), credits for every
 * unlock of this run, and the fresh leads' uuids.
 */
import { type DatabaseHandle, selectRows } from '@alliance/server/db/client';
import { hashPassword } from '@alliance/server/modules/provider-accounts/passwords';
import { sql } from 'drizzle-orm';
import { recountLeadStatuses } from './recount.ts';

export interface BenchAccount {
  email: string;
  password: string;
  providerId: number;
}

/** One grant covers any run: the dearest lead costs 6 credits, a run unlocks some thousands. */
const CREDITS = 1_000_000;
const PASSWORD = 'phare-de-cordouan-2026';

/** Accounts on providers 0…count−1 (0 is the busiest), each with CREDITS on a fresh ledger. */
export async function prepareAccounts(database: DatabaseHandle, count: number): Promise<BenchAccount[]> {
  const { db } = database;
  const rows = await selectRows<{ id: number }>(db, sql`select id from providers order by id limit ${count}`);
  const ids = rows.map((r) => r.id);
  const accounts = ids.map((providerId, i) => ({ email: `bench-leads-${i}@example.fr`, password: PASSWORD, providerId }));
  const hash = await hashPassword(PASSWORD);
  for (const account of accounts) {
    await db.execute(sql`insert into provider_accounts (email, password_hash, firstname, lastname, email_confirmed_at, provider_id)
      values (${account.email}, ${hash}, 'Bench', 'Leads', now(), ${account.providerId})
      on conflict do nothing`);
  }
  await db.transaction(async (tx) => {
    // The ledger is append-only (a trigger): rewinding the bench's own past runs needs the triggers
    // off, which only this dedicated database allows. A lead the bench unlocked was unlocked after
    // that provider's grant (its first ledger row); the loaded unlocks are older than any grant.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update event_requests e
      set status = case when e.viewed_at is null then 'new' else 'viewed' end::event_request_status,
        unlocked_at = null, unlock_price = null
      from (select provider_id, min(at) as granted from credit_ledger group by provider_id) g
      where e.provider_id = g.provider_id and e.status = 'unlocked' and e.unlocked_at >= g.granted
        and e.provider_id in ${sql.raw(`(${ids.join(', ')})`)}`);
    await tx.execute(sql`delete from credit_ledger where provider_id in ${sql.raw(`(${ids.join(', ')})`)}`);
    await tx.execute(sql`insert into credit_ledger (provider_id, at, delta, balance_after, kind, reason)
      select id, now(), ${CREDITS}, ${CREDITS}, 'adjustment', 'leads bench' from providers where id in ${sql.raw(`(${ids.join(', ')})`)}`);
    // The triggers were off: these providers' counts of leads per status are counted again.
    await recountLeadStatuses(tx, ids);
  });
  // The mails of past runs, all sent, gone: a live outbox holds only what is not sent yet.
  await db.execute(sql`delete from mail_outbox where sent_at is not null`);
  // The rewound rows' pages back to all-visible, as right after the load (the inbox reads its page
  // from the index alone), and the dead rows of every table an unlock writes gone: leftovers of
  // the last run must not tax this one, on a server whose autovacuum may be off.
  await db.execute(
    sql`vacuum event_requests, credit_ledger, mail_outbox, lead_status_counts, provider_daily_stats, departement_daily_stats, providers`,
  );
  return accounts;
}

/**
 * The fresh leads (new or viewed, paid: own-site ones are free) of these providers, shuffled,
 * each provider's list apart.
 */
export async function freshLeads(database: DatabaseHandle, providerIds: number[]): Promise<Map<number, string[]>> {
  const rows = await selectRows<{ uuid: string; provider_id: number }>(
    database.db,
    sql`select uuid::text as uuid, provider_id from event_requests
      where provider_id in ${sql.raw(`(${providerIds.join(', ')})`)} and status in ('new', 'viewed') and source <> 'own-site'
      order by md5(uuid::text)`,
  );
  const byProvider = new Map<number, string[]>(providerIds.map((id) => [id, []]));
  for (const row of rows) byProvider.get(row.provider_id)?.push(row.uuid);
  return byProvider;
}
