import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * database created on the PostgreSQL server of TEST_DATABASE_URL (dropped on close). Both start
 * from the run's migrated template (test/global-setup.ts), or migrate themselves outside vitest's run.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (template) return openDatabase({ memory: true, from: new Blob([await readFile(template)]) });
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const name = `alliance_test_${randomUUID().replaceAll('-', '')}`;
  const template = inject('postgresTemplate');
  await withAdmin(serverUrl, (admin) => admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`));
  const handle = await openDatabase({ url: serverDatabaseUrl(serverUrl, name) });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The address of database `name` on the server of `serverUrl`. */
export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Empties what tests write, keeping what the migrations put in (reference lists): a file that
 * runs many cases on one app and database starts each on a database as fresh as a new copy,
 * without paying for the copy. Call it on a fresh database: the tables it finds empty then are
 * the ones it empties later (identities restart at 1).
 */
export async function databaseReset(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const names = (
    await selectRows<{ name: string }>(
      handle.db,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    )
  ).map((table) => table.name);
  const filled = await selectRows<{ name: string; filled: boolean }>(
    handle.db,
    sql.raw(names.map((name) => `select '${name}' as name, exists (select 1 from ${name}) as filled`).join(' union all ')),
  );
  const written = filled.filter((table) => !table.filled).map((table) => table.name);
  const statement = sql.raw(`truncate table ${written.join(', ')} restart identity cascade`);
  return async () => {
    if (written.length) await handle.db.execute(statement);
  };
}
