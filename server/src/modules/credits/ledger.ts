import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';

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

/** Not enough credits for a debit: 402 with the price and the balance (PROVIDERS.md). */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly price: number,
    readonly balance: number,
  ) {
    super(402, 'leads.insufficientCredits', {
      code: 'insufficient-credits',
      vars: { price, balance },
      extra: { price, balance },
    });
  }
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

/**
 * Appends one ledger row, inside the caller's transaction. The provider's row is locked first, so
 * two writers for one provider queue and each reads the balance the other left (the insert is a
 * new statement, so it sees what the previous holder of the lock committed). A debit beyond the
 * balance throws InsufficientCreditsError; a row the unique indexes already hold (the same lead's
 * debit or refund, the same payment's credit, a second welcome) is not written again: the answer
 * is then `null`, and the caller knows it was applied before.
 */
export async function appendLedger(tx: Executor, entry: LedgerEntryInput): Promise<{ id: number; balanceAfter: number } | null> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) throw new Error(`invalid ledger delta ${entry.delta}`);
  await tx.execute(sql`select id from providers where id = ${entry.providerId} for update`);
  // The balance is read and the row written by one statement; a debit the balance does not cover
  // writes nothing.
  const written = await selectRows<{ id: number; balance_after: number }>(tx, ledgerInsert(entry, lastBalance(entry.providerId)));
  const row = written[0];
  if (row) return { id: Number(row.id), balanceAfter: Number(row.balance_after) };
  // Nothing written: a debit beyond the balance, or a row the unique indexes already hold.
  const balance = await balanceOf(tx, entry.providerId);
  if (balance + entry.delta < 0) throw new InsufficientCreditsError(-entry.delta, balance);
  return null;
}
