import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import { type Database, type DatabaseHandle, selectRows } from '../../db/client.ts';
import { refreshProfileCompleteness } from '../../modules/providers/providers.repo.ts';
import { seedDemoCouple } from './couple.ts';
import { ensureProfileImagePool, PROFILE_POOL_SIZE } from './images.ts';
import { seedDemoLeads } from './leads.ts';
import { loadPlaces } from './places.ts';
import { seedDemoProviderAccount } from './provider-account.ts';
import { generateProviders, insertProviders } from './providers.ts';

export { DEMO_COUPLE_PHONE } from './couple.ts';
export { DEMO_PROVIDER_EMAIL, DEMO_PROVIDER_PASSWORD } from './provider-account.ts';
export { seedReferenceData } from './reference.ts';

export interface DemoDataOptions {
  storage: FileStorage;
  /** How many demo providers the directory should hold (300 at start-up, 100 000 for benchmarks). */
  providers: number;
  log: (message: string) => void;
  /** Reference point of login dates and project dates; the data is reproducible for a given `now`. */
  now?: Date;
  /** The demo provider's leads and credits, and the demo couple's requests (default true; API tests start without). */
  leads?: boolean;
}

/** What this run added: zero everywhere on a rerun with the same options. */
export interface DemoDataResult {
  providers: number;
  images: number;
  couples: number;
  projects: number;
}

/**
 * Demo providers spread over the loaded geography, their profile images and one demo couple.
 * Needs the geography and `seedReferenceData` first. Idempotent; a larger `providers` count
 * later adds only the missing providers (the first ones are the same for any count).
 */
export async function seedDemoData(handle: DatabaseHandle, options: DemoDataOptions): Promise<DemoDataResult> {
  const { db } = handle;
  const now = options.now ?? new Date();
  const started = performance.now();
  const [reference] = await selectRows<{ ready: boolean }>(
    db,
    sql`select exists (select 1 from event_types where slug = 'mariage') as ready`,
  );
  if (!reference?.ready) throw new Error('demo data needs the reference lists: run seedReferenceData first');

  const generatedFiles = await ensureProfileImagePool(options.storage);
  if (generatedFiles > 0) options.log(`demo data: generated ${generatedFiles} of ${PROFILE_POOL_SIZE} profile images`);

  let providers = 0;
  let images = 0;
  if (options.providers > 0) {
    const places = await loadPlaces(db);
    const rows = generateProviders(places, options.providers, now);
    const before = await counts(db);
    await insertProviders(handle, rows);
    // The ranking's completeness points of the new rows (a no-op for rows already right).
    await refreshProfileCompleteness(db);
    const after = await counts(db);
    // Before/after counts rather than RETURNING: the bulk path runs on a session that returns no rows.
    providers = after.providers - before.providers;
    images = after.images - before.images;
  }
  const couple = await seedDemoCouple(db, now);
  const providerAccount = await seedDemoProviderAccount(db, now);
  const demoLeads = options.leads === false ? { leads: 0 } : await seedDemoLeads(db, now);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log(
    `demo data: +${providers} providers, +${images} images, +${couple.couples} couple, +${couple.projects} projects, ` +
      `+${providerAccount.accounts} provider account, +${demoLeads.leads} leads ` +
      `(${options.providers} providers wanted, ${seconds} s)`,
  );
  return { providers, images, couples: couple.couples, projects: couple.projects };
}

async function counts(db: Database): Promise<{ providers: number; images: number }> {
  const [row] = await selectRows<{ providers: number; images: number }>(
    db,
    sql`select (select count(*) from providers)::int as providers, (select count(*) from images)::int as images`,
  );
  return { providers: row?.providers ?? 0, images: row?.images ?? 0 };
}
