import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';

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
