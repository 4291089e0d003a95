import type { Executor } from '@alliance/server/db/client';
import { sql } from 'drizzle-orm';

/** Counts these providers' leads per status again (lead_status_counts), after a write made with the triggers off. */
export async function recountLeadStatuses(executor: Executor, providerIds: readonly number[]): Promise<void> {
  if (providerIds.length === 0) return;
  const ids = sql.raw(`(${providerIds.map((id) => Number(id)).join(', ')})`);
  await executor.execute(sql`delete from lead_status_counts where provider_id in ${ids}`);
  await executor.execute(sql`insert into lead_status_counts (provider_id, status, n)
    select provider_id, status, count(*)::int from event_requests where provider_id in ${ids} group by provider_id, status`);
}
