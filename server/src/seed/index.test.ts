import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Config } from '../config.ts';
import { type DatabaseHandle, selectRows } from '../db/client.ts';
import { isDatabaseEmpty, runSeed } from './index.ts';

const FIXTURE_GEO = path.resolve(import.meta.dirname, '../../test/fixtures/geo');

type Counts = Record<string, number>;
const TABLES = [
  'countries',
  'regions',
  'departements',
  'cities',
  'postal_codes',
  'event_types',
  'service_types',
  'ranges',
  'languages',
  'providers',
  'provider_languages',
  'provider_event_types',
  'images',
  'users',
  'projects',
];

async function counts(handle: DatabaseHandle): Promise<Counts> {
  const parts = TABLES.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ');
  const [row] = await selectRows<Counts>(handle.db, sql.raw(`select ${parts}`));
  return row ?? {};
}

describe('the whole seed (fixture geography, 40 providers)', () => {
  let handle: DatabaseHandle;
  let config: Config;
  let first: Counts;
  beforeAll(async () => {
    handle = await createTestDatabase();
    config = testConfig({ GEO_DATA_DIR: FIXTURE_GEO, SEED_PROVIDERS: '40' });
    expect(await isDatabaseEmpty(handle)).toBe(true);
    await runSeed(handle, config, () => {});
    first = await counts(handle);
  });
  afterAll(() => handle.close());

  it('fills every area: geography of seven countries, reference lists, providers with images, a couple with a project', async () => {
    expect(await isDatabaseEmpty(handle)).toBe(false);
    expect(first.countries).toBe(7);
    expect(first.departements).toBeGreaterThanOrEqual(101);
    expect(first.cities).toBeGreaterThan(34_000);
    expect(first.providers).toBe(40);
    expect(first.images).toBe(40);
    // The demo couple and the six couples who wrote to the demo provider.
    expect(first.users).toBe(7);
    expect(first.projects).toBeGreaterThanOrEqual(1);
    const [image] = await selectRows<{ storage_key: string }>(handle.db, sql`select storage_key from images limit 1`);
    expect(existsSync(path.join(config.dataDir, 'uploads', image?.storage_key ?? 'missing'))).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    await runSeed(handle, config, () => {});
    expect(await counts(handle)).toEqual(first);
  });
});
