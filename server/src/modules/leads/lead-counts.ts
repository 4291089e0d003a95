import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventRequests } from '../../db/schema/index.ts';

/** Leads the provider has not opened yet (the dashboard's "leads waiting"). */
export async function countNewLeads(executor: Executor, providerId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(eventRequests)
    .where(and(eq(eventRequests.providerId, providerId), eq(eventRequests.status, 'new')));
  return row?.n ?? 0;
}
