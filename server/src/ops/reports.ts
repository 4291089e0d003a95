import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { createReportDecisions } from '../modules/leads/report-decisions.ts';

const USAGE = `npm run ops -- reports <command>
  list                   the pending reports, oldest first (the default)
  refund <uuid>          refunds the lead's price to the provider (ledger: refund, reason reported)
  decline <uuid>         keeps the price; the report is closed as declined`;

/** `npm run ops -- reports …`: the reports refund rule 3 leaves to an operator. Answers the lines to print. */
export async function reportsCommand(db: Database, argv: string[], now: Date): Promise<string[]> {
  const decisions = createReportDecisions(db, () => now);
  const [command = 'list', uuid] = argv;
  if (command === 'list') {
    const pending = await decisions.pendingReports();
    if (!pending.length) return ['No pending report.'];
    return pending.map(
      (r) => `${r.uuid}  provider #${r.providerId}  ${r.reason}  ${r.reportedAt?.toISOString()}  ${r.unlockPrice ?? 0} credit(s)`,
    );
  }
  if ((command === 'refund' || command === 'decline') && uuid) {
    if (!z.uuid().safeParse(uuid).success) return [`"${uuid}" is not a lead's uuid.`, USAGE];
    const decided = await decisions.decideReport(uuid, command);
    return [decided ? `${uuid}: ${command === 'refund' ? 'refunded' : 'declined'}.` : `${uuid}: no pending report.`];
  }
  return [USAGE];
}
