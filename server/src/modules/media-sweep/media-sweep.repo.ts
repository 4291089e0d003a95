import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';

/** Of these variant prefixes and stored keys, those an image or video row names. */
export async function namedStorageKeys(db: Database, prefixes: string[], keys: string[]): Promise<string[]> {
  const list = (values: string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const named = await selectRows<{ key: string }>(
    db,
    sql`select variant_prefix as key from images where variant_prefix in (${list(prefixes)})
        union select storage_key from images where storage_key in (${list(keys)})
        union select storage_key from videos where storage_key in (${list(keys)})`,
  );
  return named.map((row) => row.key);
}
