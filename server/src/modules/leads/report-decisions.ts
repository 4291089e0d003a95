import type { Database } from '../../db/client.ts';
import { appendLedger } from '../credits/ledger.ts';
import { decideReportRow, lockReport, pendingReports } from './leads.repo.ts';

/**
 * Refund rule 3's second half: a report beyond 1 in 5 of the provider's unlocks waits, `pending`,
 * until an operator refunds or declines it (`npm run ops -- reports`).
 */
export function createReportDecisions(db: Database, clock: () => Date) {
  /** Pending reports, oldest first, for the operators. */
  return {
    pendingReports: () => pendingReports(db),

    /** An operator's decision on a pending report: `refund` credits the price back, `decline` keeps it. */
    async decideReport(uuid: string, decision: 'refund' | 'decline') {
      return db.transaction(async (tx) => {
        const row = await lockReport(tx, uuid);
        if (row?.reportStatus !== 'pending') return false;
        const now = clock();
        await decideReportRow(tx, row.id, decision === 'refund' ? 'refunded' : 'declined', now);
        if (decision === 'refund' && row.unlockPrice)
          await appendLedger(tx, {
            providerId: row.providerId,
            at: now,
            delta: row.unlockPrice,
            kind: 'refund',
            reason: 'reported',
            eventRequestId: row.id,
          });
        return true;
      });
    },
  };
}
