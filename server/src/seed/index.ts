import { sql } from 'drizzle-orm';
import { createStorage } from '../adapters/storage/index.ts';
import type { Config } from '../config.ts';
import { type DatabaseHandle, selectRows } from '../db/client.ts';
import { seedDemoData, seedReferenceData } from './demo/index.ts';
import { seedGeography } from './geography/index.ts';

/** True before the first seed: no place loaded yet (the countries come with the migrations). */
export async function isDatabaseEmpty(database: DatabaseHandle): Promise<boolean> {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from cities`);
  return (row?.n ?? 0) === 0;
}

/**
 * The whole seed, idempotent: geography, reference lists, then the demo directory and couple.
 * Each part skips or merges what is already there, so a second run changes nothing.
 */
export async function runSeed(database: DatabaseHandle, config: Config, log: (message: string) => void): Promise<void> {
  const started = performance.now();
  const geography = await seedGeography(database, { geoDataDir: config.geoDataDir, log });
  log(
    `geography from ${geography.source === 'geonames' ? `GeoNames files in ${config.geoDataDir}` : 'npm packages only (GEO_DATA_DIR not set)'}`,
  );
  await seedReferenceData(database, log);
  await seedDemoData(database, {
    storage: createStorage(config),
    providers: config.seedProviders,
    log,
  });
  log(`seed finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
