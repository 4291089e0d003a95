import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { toCsv } from './csv.ts';
import { preparedByDefault } from './prepared-by-default.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

/** One connection held for a sequence of statements (temporary tables, COPY). */
export interface Session {
  exec(statement: string): Promise<void>;
  /** Bulk-loads rows with COPY … FROM STDIN (CSV); null values become SQL NULL. */
  copy(table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  migrate(): Promise<void>;
  withSession<T>(work: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to open copies of it (`{ memory: true, from }`). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
// Serialises migrations of several processes starting at once against one server.
const MIGRATION_LOCK_KEY = 727_001;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

/** `from`: a PGlite data folder dumped by `dumpDataDir` (tests start from a migrated one). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

/** Opens PGlite (a folder, or memory) or a PostgreSQL server (postgres.js); same API for both. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  return 'dataDir' in target ? openPglite(target.dataDir) : openPglite(undefined, target.from);
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: from });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  // PGlite is one connection: a session is the client itself.
  const session: Session = {
    exec: async (statement) => {
      await client.exec(statement);
    },
    copy: async (table, columns, rows) => {
      const blob = new Blob([toCsv(rows)]);
      await client.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob });
    },
  };
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    withSession: (work) => work(session),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // Short OLTP queries: starting parallel workers costs more than it saves and, under
    // concurrent load on a few cores, multiplies latency.
    connection: { max_parallel_workers_per_gather: '0' },
  });
  const db = drizzlePostgres({ client: preparedByDefault(client), schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const conn = await client.reserve();
      try {
        // The lock is held on its own connection while the pool migrates: another process waits.
        await conn`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await conn`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
        conn.release();
      }
    },
    withSession: async (work) => {
      const conn = await client.reserve();
      try {
        return await work({
          exec: async (statement) => {
            await conn.unsafe(statement);
          },
          copy: async (table, columns, rows) => {
            const writable = await conn.unsafe(copyStatement(table, columns, 'STDIN')).writable();
            await pipeline(Readable.from([toCsv(rows)]), writable);
          },
        });
      } finally {
        conn.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Rows of a raw SQL query: PGlite answers `{rows}`, postgres.js an array; callers see rows. */
export async function selectRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A real round trip to the database, for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A transaction handle: repos take either the database or a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
