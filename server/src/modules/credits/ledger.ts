import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/**
 * Appends one ledger row, inside the caller's transaction. The provider's row is locked first, so
 * two writers for one provider queue and each reads the balance the other left. A debit beyond
 * the balance throws InsufficientCreditsError; a row the unique indexes already hold (the same
 * lead's debit or refund, the same payment's credit, a second welcome) is not written again:
 * the answer is then `null`, and the caller knows it was applied before.
 */
export async function appendLedger(tx: Executor, entry: LedgerEntryInput): Promise<{ id: number; balanceAfter: number } | null> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) throw new Error(`invalid ledger delta ${entry.delta}`);
  await tx.execute(sql`select id from providers where id = ${entry.providerId} for update`);
  const balance = await balanceOf(tx, entry.providerId);
  if (balance + entry.delta < 0) throw new InsufficientCreditsError(-entry.delta, balance);
  const [row] = await tx
    .insert(creditLedger)
    .values({
      providerId: entry.providerId,
      at: entry.at,
      delta: entry.delta,
      balanceAfter: balance + entry.delta,
      kind: entry.kind,
      reason: entry.reason ?? null,
      eventRequestId: entry.eventRequestId ?? null,
      paymentId: entry.paymentId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id, balanceAfter: creditLedger.balanceAfter });
  return row ?? null;
}
