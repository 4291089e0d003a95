import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage } from '../src/adapters/storage/disk-storage.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { seedDemoData, seedReferenceData } from '../src/seed/demo/index.ts';
import { seedMiniGeography } from './fixtures/mini-geography.ts';

/** A small directory for API tests: a slice of France, the reference lists and `providers` demo providers. */
export async function seedSmallDirectory(
  handle: DatabaseHandle,
  options: { providers?: number; now?: Date; uploads?: string } = {},
) {
  const uploads = options.uploads ?? mkdtempSync(path.join(tmpdir(), 'alliance-uploads-'));
  await seedMiniGeography(handle);
  await seedReferenceData(handle, () => {});
  await seedDemoData(handle, {
    storage: createDiskStorage(uploads),
    providers: options.providers ?? 30,
    log: () => {},
    now: options.now,
    // Tests make their own leads (the seed's have a test of their own).
    leads: false,
  });
  return { uploads };
}

/** A valid `save-project` body: a wedding in Bordeaux on `eventDate`. */
export function projectBody(eventDate: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventType: 'mariage',
    eventDate,
    location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
    ...changes,
  };
}
