import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leadStatusCounts } from '../../db/schema/index.ts';

/** Leads the provider has not opened yet (the dashboard's "leads waiting"), from the trigger-kept counts. */
export async function countNewLeads(executor: Executor, providerId: number): Promise<number> {
  const [row] = await executor
    .select({ n: leadStatusCounts.n })
    .from(leadStatusCounts)
    .where(and(eq(leadStatusCounts.providerId, providerId), eq(leadStatusCounts.status, 'new')));
  return row?.n ?? 0;
}
