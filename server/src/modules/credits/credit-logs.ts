import { CREDIT_LOGS_PAGE_SIZE, type LedgerEntry } from '@alliance/shared/credits';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLedger, eventRequests, invoices } from '../../db/schema/index.ts';

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
