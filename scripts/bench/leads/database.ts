/**
 * The leads bench's own database on the PostgreSQL server: loading a million leads takes minutes,
 * so it lives apart from the other parts' database and is kept between runs. It is reused when
 * its marker (a comment on the database naming the data version and sizes) says the load
 * finished; BENCH_LEADS_RELOAD=1 drops it and loads again.
 */
import { type DatabaseHandle, openDatabase, selectRows } from '@alliance/server/db/client';
import { sql } from 'drizzle-orm';

/** The server: BENCH_DATABASE_URL, else DATABASE_URL as the other parts, else the local one. */
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.BENCH_LEADS_DATABASE ?? 'alliance_bench_leads';

const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
/** The server with the password hidden, for the log. */
export const benchDatabaseLabel = () => {
  const url = new URL(urlOf(databaseName));
  if (url.password) url.password = '***';
  return url.toString();
};
export const benchDatabaseUrl = () => urlOf(databaseName);
const quoted = `"${databaseName.replaceAll('"', '""')}"`;

/** Runs statements that cannot run inside a database or a transaction (create, drop, comment). */
async function onServer<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url: urlOf('postgres') });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Opens the bench database, created when missing (dropped first when `reload`), with the
 * migrations applied; `loaded` is the marker it carries, null until a load finished.
 */
export async function openBenchDatabase(reload: boolean): Promise<{ database: DatabaseHandle; loaded: string | null }> {
  await onServer(async ({ db }) => {
    if (reload) await db.execute(sql.raw(`drop database if exists ${quoted} with (force)`));
    const [exists] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_database where datname = ${databaseName}`,
    );
    if (!exists?.n) await db.execute(sql.raw(`create database ${quoted}`));
  });
  const database = await openDatabase({ url: benchDatabaseUrl() });
  await database.migrate();
  const [marker] = await selectRows<{ comment: string | null }>(
    database.db,
    sql`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  );
  return { database, loaded: marker?.comment ?? null };
}

/** Marks the load as finished: the next run reuses the data when the marker is the same. */
export async function markLoaded(database: DatabaseHandle, marker: string): Promise<void> {
  await database.db.execute(sql.raw(`comment on database ${quoted} is '${marker.replaceAll("'", "''")}'`));
}
