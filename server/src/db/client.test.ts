import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { type DatabaseHandle, selectRows } from './client.ts';

describe(`database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('migrates an empty database to every table of the schema', async () => {
    const rows = await selectRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'countries',
        'regions',
        'departements',
        'cities',
        'postal_codes',
        'event_types',
        'ranges',
        'languages',
        'service_types',
        'users',
        'providers',
        'projects',
        'event_requests',
        'favorites',
      ]),
    );
  });

  it('applying the migrations again changes nothing', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('bulk-loads rows with COPY, keeping empty strings apart from NULL', async () => {
    await handle.withSession(async (session) => {
      await session.exec(`create temporary table copy_probe (a text, b integer, c text)`);
      await session.copy(
        'copy_probe',
        ['a', 'b', 'c'],
        [
          ['Saint-Étienne, "Loire"', 42, ''],
          [null, null, 'x'],
        ],
      );
      await session.exec(
        `insert into countries (code, name, default_locale) select 'ZZ', a, 'fr-FR' from copy_probe where b = 42`,
      );
      await session.exec('drop table copy_probe');
    });
    const rows = await selectRows<{ name: string }>(handle.db, sql`select name from countries where code = 'ZZ'`);
    expect(rows[0]?.name).toBe('Saint-Étienne, "Loire"');
  });
});
