import type { ChecklistItem } from '@alliance/shared/onboarding';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';

/** Whether each checklist item is done, read from stored data in one query. */
export async function checklistRow(db: Executor, providerId: number) {
  const [row] = await selectRows<Record<ChecklistItem, boolean>>(
    db,
    sql`select
      exists (select 1 from images where provider_id = ${providerId} and is_profile) as "photo",
      exists (select 1 from portfolios where provider_id = ${providerId} and published_at is not null) as "portfolio",
      exists (select 1 from provider_links where provider_id = ${providerId} and type = 'website') as "website",
      exists (
        select 1 from provider_accounts
        where provider_id = ${providerId} and deleted_at is null and phone_verified and sms_on_new_lead
      ) as "smsAlerts",
      -- We cannot look at the provider's site: its first request from there proves the widget is on it.
      exists (select 1 from event_requests where provider_id = ${providerId} and source = 'own-site') as "ownSiteWidget"`,
  );
  return row;
}
