/**
 * The stats bench's own database on the PostgreSQL server (a year of daily rollups of 100 000
 * providers: 36.5 M rows, minutes to load), kept between runs like the leads bench's: reused when
 * its marker says the load finished; BENCH_STATS_RELOAD=1 drops it and loads again.
 */
import { type DatabaseHandle, openDatabase, selectRows } from '@alliance/server/db/client';
import { sql } from 'drizzle-orm';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = process.env.BENCH_STATS_DATABASE ?? 'alliance_bench_stats';
const quoted = `"${databaseName.replaceAll('"', '""')}"`;

const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
export const statsDatabaseUrl = () => urlOf(databaseName);
/** The server with the password hidden, for the log. */
export const statsDatabaseLabel = () => {
  const url = new URL(statsDatabaseUrl());
  if (url.password) url.password = '***';
  return url.toString();
};

/** Opens the database, created when missing (dropped first when `reload`), migrated; `loaded` is its marker. */
export async function openStatsDatabase(reload: boolean): Promise<{ database: DatabaseHandle; loaded: string | null }> {
  const server = await openDatabase({ url: urlOf('postgres') });
  try {
    if (reload) await server.db.execute(sql.raw(`drop database if exists ${quoted} with (force)`));
    const [exists] = await selectRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from pg_database where datname = ${databaseName}`,
    );
    if (!exists?.n) await server.db.execute(sql.raw(`create database ${quoted}`));
  } finally {
    await server.close();
  }
  const database = await openDatabase({ url: statsDatabaseUrl() });
  await database.migrate();
  const [marker] = await selectRows<{ comment: string | null }>(
    database.db,
    sql`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  );
  return { database, loaded: marker?.comment ?? null };
}

export async function markStatsLoaded(database: DatabaseHandle, marker: string): Promise<void> {
  await database.db.execute(sql.raw(`comment on database ${quoted} is '${marker.replaceAll("'", "''")}'`));
}
