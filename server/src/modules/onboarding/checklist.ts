import { CHECKLIST_ITEMS, type ChecklistItem } from '@alliance/shared/onboarding';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.ts';

type Row = Record<ChecklistItem, boolean>;

/**
 * Where a provider's profile stands on the dashboard's checklist, read in one query so the
 * dashboard makes one call. Every answer comes from stored data, never from what the SPA remembers.
 */
export async function readChecklist(db: Executor, providerId: number) {
  const [row] = await selectRows<Row>(
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
  return {
    success: true as const,
    items: CHECKLIST_ITEMS.map((key) => ({ key, done: row?.[key] === true })),
  };
}
