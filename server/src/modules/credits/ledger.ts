import type { Executor } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { balanceOf, insertLedgerRow, type LedgerEntryInput, lockProviderRow } from './credits.repo.ts';

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
  await lockProviderRow(tx, entry.providerId);
  // The balance is read and the row written by one statement; a debit the balance does not cover
  // writes nothing.
  const written = await insertLedgerRow(tx, entry);
  const row = written[0];
  if (row) return { id: Number(row.id), balanceAfter: Number(row.balance_after) };
  // Nothing written: a debit beyond the balance, or a row the unique indexes already hold.
  const balance = await balanceOf(tx, entry.providerId);
  if (balance + entry.delta < 0) throw new InsufficientCreditsError(-entry.delta, balance);
  return null;
}
