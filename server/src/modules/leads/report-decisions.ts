import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRequests } from '../../db/schema/index.ts';
import { appendLedger } from '../credits/ledger.ts';

/**
 * Refund rule 3's second half: a report beyond 1 in 5 of the provider's unlocks waits, `pending`,
 * until an operator refunds or declines it (`npm run ops -- reports`).
 */
export function createReportDecisions(db: Database, clock: () => Date) {
  /** Pending reports, oldest first, for the operators. */
  return {
    pendingReports: () =>
      db
        .select({
          uuid: eventRequests.uuid,
          providerId: eventRequests.providerId,
          reason: eventRequests.reportReason,
          reportedAt: eventRequests.reportedAt,
          unlockPrice: eventRequests.unlockPrice,
        })
        .from(eventRequests)
        .where(eq(eventRequests.reportStatus, 'pending'))
        .orderBy(eventRequests.reportedAt),

    /** An operator's decision on a pending report: `refund` credits the price back, `decline` keeps it. */
    async decideReport(uuid: string, decision: 'refund' | 'decline') {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: eventRequests.id,
            providerId: eventRequests.providerId,
            reportStatus: eventRequests.reportStatus,
            unlockPrice: eventRequests.unlockPrice,
          })
          .from(eventRequests)
          .where(eq(eventRequests.uuid, uuid))
          .for('update');
        if (row?.reportStatus !== 'pending') return false;
        const now = clock();
        await tx
          .update(eventRequests)
          .set({ reportStatus: decision === 'refund' ? 'refunded' : 'declined', reportDecidedAt: now })
          .where(eq(eventRequests.id, row.id));
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
