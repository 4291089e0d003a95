import { CREDIT_LOGS_PAGE_SIZE, type LedgerEntry } from '@alliance/shared/credits';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';
import { creditLedger, eventRequests, invoices } from '../../db/schema/index.ts';

export type LedgerKind = typeof creditLedger.$inferInsert.kind;

export interface LedgerEntryInput {
  providerId: number;
  at: Date;
  /** Whole credits: positive in, negative out. */
  delta: number;
  kind: LedgerKind;
  reason?: string | null;
  eventRequestId?: number | null;
  paymentId?: number | null;
}

/** The provider's balance: the last ledger row's, 0 before any. */
export async function balanceOf(executor: Executor, providerId: number): Promise<number> {
  const [last] = await executor
    .select({ balance: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(eq(creditLedger.providerId, providerId))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  return last?.balance ?? 0;
}

/** The provider's balance as an SQL expression (the last row's, 0 before any). */
export const lastBalance = (providerId: number) => sql`coalesce((select ${creditLedger.balanceAfter} from ${creditLedger}
    where ${creditLedger.providerId} = ${providerId}::int order by ${creditLedger.id} desc limit 1), 0)`;

/**
 * The insert of one ledger row after `balance` (an SQL expression), as a statement or a CTE of
 * one: nothing is written when the balance does not cover a debit, nor when the unique indexes
 * hold the row already. Returns `id, balance_after`. The caller holds the provider's row lock.
 */
export function ledgerInsert(entry: LedgerEntryInput, balance: SQL): SQL {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) throw new Error(`invalid ledger delta ${entry.delta}`);
  return sql`
      insert into ${creditLedger} (provider_id, at, delta, balance_after, kind, reason, event_request_id, payment_id)
      select ${entry.providerId}::int, ${entry.at.toISOString()}::timestamptz, ${entry.delta}::int, b.balance + ${entry.delta}::int,
        ${entry.kind}::text, ${entry.reason ?? null}::text, ${entry.eventRequestId ?? null}::int, ${entry.paymentId ?? null}::int
      from (select ${balance} as balance) b
      where b.balance + ${entry.delta}::int >= 0
      on conflict do nothing
      returning id, balance_after`;
}

/** Locks the provider's row until the transaction ends: its ledger's writers queue on it. */
export async function lockProviderRow(tx: Executor, providerId: number): Promise<void> {
  await tx.execute(sql`select id from providers where id = ${providerId} for update`);
}

/** Writes one ledger row after the provider's last balance (ledgerInsert): the row written, or none. */
export async function insertLedgerRow(tx: Executor, entry: LedgerEntryInput) {
  return selectRows<{ id: number; balance_after: number }>(tx, ledgerInsert(entry, lastBalance(entry.providerId)));
}

/** The id of the provider's lead with this uuid, or undefined when it is not theirs. */
export async function ownLeadId(executor: Executor, providerId: number, uuid: string): Promise<number | undefined> {
  const [own] = await executor
    .select({ id: eventRequests.id })
    .from(eventRequests)
    .where(and(eq(eventRequests.uuid, uuid), eq(eventRequests.providerId, providerId)));
  return own?.id;
}

/**
 * One page of a provider's ledger, newest first, each row with the lead it paid or refunded and
 * the invoice of the purchase it records. The page's ids are picked on the (provider, id) index
 * first, so the joins run for the page's rows only (a deferred join, not a joined OFFSET scan).
 */
export async function creditLogsPage(
  executor: Executor,
  providerId: number,
  page: number,
): Promise<{ items: LedgerEntry[]; nextPage: number | null }> {
  const pageIds = executor
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.providerId, providerId))
    .orderBy(desc(creditLedger.id))
    .limit(CREDIT_LOGS_PAGE_SIZE + 1)
    .offset((page - 1) * CREDIT_LOGS_PAGE_SIZE)
    .as('page_ids');
  const rows = await executor
    .select({
      id: creditLedger.id,
      at: creditLedger.at,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
      kind: creditLedger.kind,
      reason: creditLedger.reason,
      requestUuid: eventRequests.uuid,
      invoiceNumber: invoices.number,
    })
    .from(pageIds)
    .innerJoin(creditLedger, eq(creditLedger.id, pageIds.id))
    .leftJoin(eventRequests, eq(eventRequests.id, creditLedger.eventRequestId))
    .leftJoin(invoices, eq(invoices.paymentId, creditLedger.paymentId))
    .orderBy(desc(creditLedger.id));
  const items = rows.slice(0, CREDIT_LOGS_PAGE_SIZE).map(
    (row): LedgerEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      kind: row.kind,
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.requestUuid ? { requestUuid: row.requestUuid } : {}),
      ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
    }),
  );
  return { items, nextPage: rows.length > CREDIT_LOGS_PAGE_SIZE ? page + 1 : null };
}
