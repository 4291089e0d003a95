import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { providerDailyStats } from '../../db/schema/index.ts';

/** How far back the demo provider's profile has been visited. */
const DAYS = 120;

/**
 * The demo provider's profile views of the last months, so that its statistics page and its
 * dashboard show a history on a first visit: 6 to 22 a day, more at weekends, the same on every
 * seed (no randomness). Added to the days its demo leads already wrote.
 */
export async function seedDemoProfileViews(tx: Executor, providerId: number, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into ${providerDailyStats} (provider_id, day, profile_views)
    select ${providerId}::int, d.day, 6 + (d.i * 7 + d.i / 5) % 13 + case when extract(isodow from d.day) >= 6 then 4 else 0 end
    from (select (${today}::date - i) as day, i from generate_series(0, ${DAYS - 1}::int) as i) d
    on conflict (provider_id, day) do update set profile_views = excluded.profile_views`);
}
