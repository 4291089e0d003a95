import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LISTED_PROVIDER, providers } from '../../db/schema/index.ts';

/** How many providers the directory lists, prepared (the couples' app's home page asks it). */
export function prepareListedProvidersCount(db: Database) {
  const query = db.select({ providers: count() }).from(providers).where(LISTED_PROVIDER).prepare('app_stats_providers');
  return async (): Promise<number> => {
    const [row] = await query.execute();
    return row?.providers ?? 0;
  };
}
