import { count, countDistinct } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';

export function createHomeRepo(db: Database) {
  const directorySize = db
    .select({ providers: count(), departements: countDistinct(providers.departementId) })
    .from(providers)
    .prepare('home_directory_size');
  return {
    async directorySize() {
      const [row] = await directorySize.execute();
      return { providers: row?.providers ?? 0, departements: row?.departements ?? 0 };
    },
  };
}
