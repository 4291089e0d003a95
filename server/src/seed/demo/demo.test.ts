import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { MINI_CITIES, seedMiniGeography } from '../../../test/fixtures/mini-geography.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { DEMO_COUPLE_PHONE, type DemoDataResult, seedDemoData, seedReferenceData } from './index.ts';

const now = new Date('2026-03-01T10:00:00Z');
const DAY_MS = 86_400_000;

async function seedAll(handle: DatabaseHandle, storage: FileStorage, providers: number): Promise<DemoDataResult> {
  await seedReferenceData(handle, () => {});
  return seedDemoData(handle, { storage, providers, now, log: () => {} });
}

/** Everything a rerun must leave alone, ids included. */
const snapshot = (handle: DatabaseHandle) =>
  selectRows<{ row: string }>(
    handle.db,
    sql`select concat_ws(':', 'p', id, slug, cp, premium_until, xmin) as row from providers
        union all select concat_ws(':', 'i', id, provider_id, storage_key) from images
        union all select concat_ws(':', 'l', provider_id, language_iso) from provider_languages
        union all select concat_ws(':', 'e', provider_id, event_type_id) from provider_event_types
        union all select concat_ws(':', 's', provider_id, service_type_id) from provider_service_types
        union all select concat_ws(':', 'u', id, phone, xmin) from users
        union all select concat_ws(':', 'j', id, user_id, event_date) from projects order by 1`,
  );

describe(`demo data (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let storageRoot: string;
  let storage: FileStorage;
  let first: DemoDataResult;

  beforeAll(async () => {
    handle = await createTestDatabase();
    storageRoot = await mkdtemp(path.join(tmpdir(), 'alliance-demo-'));
    storage = createDiskStorage(storageRoot);
    await seedMiniGeography(handle);
    first = await seedAll(handle, storage, 300);
  });
  afterAll(async () => {
    await handle.close();
    await rm(storageRoot, { recursive: true, force: true });
  });

  it('creates the providers across every département that has a city with coordinates', async () => {
    expect(first).toEqual({ providers: 300, images: 300, couples: 1, projects: 2 });
    const rows = await selectRows<{ departements: number; cities: number; located: number; french: number; uncharted: number }>(
      handle.db,
      sql`select count(distinct departement_id)::int as departements, count(distinct city_id)::int as cities,
                 count(*) filter (where latitude is not null and longitude is not null)::int as located,
                 count(*) filter (where country_code = 'FR' and locale = 'fr')::int as french,
                 count(*) filter (where city = 'Lège-Cap-Ferret')::int as uncharted
          from providers`,
    );
    // Lège-Cap-Ferret has no coordinates in the fixture: no provider may land there.
    expect(rows[0]).toMatchObject({ departements: 7, located: 300, french: 300, uncharted: 0 });
    expect(rows[0]?.cities).toBeGreaterThanOrEqual(9);
  });

  it('places each provider in its city: name, one of its postal codes, coordinates nearby', async () => {
    const wrong = await selectRows<{ slug: string }>(
      handle.db,
      sql`select p.slug from providers p join cities c on c.id = p.city_id
          where p.city <> c.name or p.departement_id is distinct from c.departement_id
             or abs(p.latitude - c.latitude) > 0.02 or abs(p.longitude - c.longitude) > 0.02
             or not exists (select 1 from postal_codes pc where pc.city_id = c.id and pc.code = p.cp)`,
    );
    expect(wrong).toEqual([]);
    const paris = MINI_CITIES.find((c) => c.name === 'Paris');
    const [counts] = await selectRows<{ paris: number; village: number }>(
      handle.db,
      sql`select count(*) filter (where city = 'Paris')::int as paris, count(*) filter (where city = 'Saint-Émilion')::int as village
          from providers`,
    );
    // Weighted by population: the capital gets far more than a village of 1 800 people.
    expect(counts?.paris).toBeGreaterThan((counts?.village ?? 0) + 20);
    expect(paris?.postalCodes).toHaveLength(20);
  });

  it('describes each provider: e-mail, portrait, French spoken, weddings served, some premium, mostly active', async () => {
    const [stats] = await selectRows<Record<string, number>>(
      handle.db,
      sql`select count(*) filter (where email <> 'contact@' || slug || '.example')::int as bad_emails,
                 count(*) filter (where portrait not like '<p>%' or portrait !~ city)::int as bad_portraits,
                 count(*) filter (where not exists (select 1 from provider_languages l where l.provider_id = p.id and l.language_iso = 'fr'))::int as no_french,
                 count(*) filter (where not exists (select 1 from provider_event_types t join event_types e on e.id = t.event_type_id
                                                    where t.provider_id = p.id and e.slug = 'mariage'))::int as no_wedding,
                 count(*) filter (where not exists (select 1 from provider_service_types s where s.provider_id = p.id))::int as no_service,
                 count(*) filter (where premium_until > now() + interval '360 days')::int as premium,
                 count(*) filter (where last_login_at > ${now.toISOString()}::timestamptz - interval '90 days')::int as recent
          from providers p`,
    );
    expect(stats).toMatchObject({ bad_emails: 0, no_french: 0, no_wedding: 0, no_service: 0 });
    // "au Havre" does not contain "Le Havre", but no city of the fixture has an article.
    expect(stats?.bad_portraits).toBe(0);
    expect(stats?.premium).toBeGreaterThan(300 * 0.08);
    expect(stats?.premium).toBeLessThan(300 * 0.22);
    expect(stats?.recent).toBeGreaterThan(300 * 0.6);
    expect(stats?.recent).toBeLessThan(300 * 0.8);
  });

  it('gives every provider a visible profile picture stored as a real 400×400 WebP', async () => {
    const images = await selectRows<{ storage_key: string; mime_type: string; width: number; height: number; n: number }>(
      handle.db,
      sql`select storage_key, mime_type, width, height, count(*)::int as n from images
          where is_profile and is_visible group by 1, 2, 3, 4`,
    );
    expect(images.reduce((sum, i) => sum + i.n, 0)).toBe(300);
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.storage_key).toMatch(/^providers\//);
      const file = await storage.get(image.storage_key);
      expect(file, image.storage_key).not.toBeNull();
      const meta = await sharp(file as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, mime: image.mime_type }).toEqual({
        format: 'webp',
        width: image.width,
        height: image.height,
        mime: 'image/webp',
      });
      expect(image.width).toBe(400);
    }
  });

  it('creates the demo couple in Bordeaux with an upcoming wedding and a past project', async () => {
    const [user] = await selectRows<Record<string, unknown>>(
      handle.db,
      sql`select id, city, zip_code, country_code, latitude, locale, has_finished_onboarding, firstname from users where phone = ${DEMO_COUPLE_PHONE}`,
    );
    expect(user).toMatchObject({
      city: 'Bordeaux',
      zip_code: '33000',
      country_code: 'FR',
      latitude: 44.837789,
      locale: 'fr',
      has_finished_onboarding: true,
    });
    const projects = await selectRows<{
      event_date: string;
      slug: string;
      event_location: string;
      message: string;
      guest: number | null;
    }>(
      handle.db,
      sql`select p.event_date::text, e.slug, p.event_location, p.message, p.guest_range_id as guest
          from projects p join event_types e on e.id = p.event_type_id where p.user_id = ${user?.id} order by p.id desc`,
    );
    expect(projects).toHaveLength(2);
    const [upcoming, past] = projects;
    expect(upcoming).toMatchObject({ slug: 'mariage', event_location: 'Bordeaux' });
    expect(upcoming?.guest).not.toBeNull();
    const daysAhead = (Date.parse(upcoming?.event_date ?? '') - now.getTime()) / DAY_MS;
    expect(daysAhead).toBeGreaterThan(230);
    expect(daysAhead).toBeLessThan(255);
    expect(upcoming?.message).not.toMatch(/</);
    expect(Date.parse(past?.event_date ?? '')).toBeLessThan(now.getTime());
  });

  it("fills the demo provider's inbox with leads in every status and a credit history, and the couple's requests", async () => {
    const leads = await selectRows<{ status: string; n: number }>(
      handle.db,
      sql`select er.status, count(*)::int as n from event_requests er
          join provider_accounts a on a.provider_id = er.provider_id and a.email = 'prestataire@example.fr'
          group by er.status order by er.status`,
    );
    expect(Object.fromEntries(leads.map((row) => [row.status, row.n]))).toEqual({
      new: 2,
      viewed: 1,
      unlocked: 2,
      rejected: 1,
      withdrawn: 1,
    });
    const ledger = await selectRows<{ kind: string; delta: number; balance_after: number }>(
      handle.db,
      sql`select l.kind, l.delta, l.balance_after from credit_ledger l
          join provider_accounts a on a.provider_id = l.provider_id and a.email = 'prestataire@example.fr' order by l.id`,
    );
    expect(ledger.map((row) => row.kind)).toEqual(['welcome', 'adjustment', 'unlock', 'unlock']);
    expect(ledger.at(-1)?.balance_after).toBe(ledger.reduce((sum, row) => sum + row.delta, 0));
    expect(ledger.at(-1)?.balance_after).toBeGreaterThan(0);
    // The couple's past project reached five providers, one per status they can see.
    const couple = await selectRows<{ status: string }>(
      handle.db,
      sql`select er.status from event_requests er join projects p on p.id = er.project_id
          join users u on u.id = p.user_id where u.phone = ${DEMO_COUPLE_PHONE} order by er.status`,
    );
    expect(couple.map((row) => row.status)).toEqual(['new', 'viewed', 'unlocked', 'rejected', 'withdrawn']);
    // Its statistics have a history: profile views on each of the last 30 days.
    const [views] = await selectRows<{ days: number; least: number }>(
      handle.db,
      sql`select count(*)::int as days, min(s.profile_views)::int as least from provider_daily_stats s
          join provider_accounts a on a.provider_id = s.provider_id and a.email = 'prestataire@example.fr'
          where s.day > ${now.toISOString().slice(0, 10)}::date - 30 and s.day <= ${now.toISOString().slice(0, 10)}::date`,
    );
    expect(views).toEqual({ days: 30, least: expect.any(Number) });
    expect(views?.least).toBeGreaterThan(0);
  });

  it('changes nothing when run again: same counts, same ids', async () => {
    const before = await snapshot(handle);
    expect(await seedAll(handle, storage, 300)).toEqual({ providers: 0, images: 0, couples: 0, projects: 0 });
    expect(await snapshot(handle)).toEqual(before);
  });

  it('gives the same providers on a fresh database, and a larger count only adds the missing ones', async () => {
    const other = await createTestDatabase();
    try {
      await seedMiniGeography(other);
      await seedAll(other, storage, 300);
      const listing = (h: DatabaseHandle) =>
        selectRows<{ slug: string; city: string; cp: string; portrait: string }>(
          h.db,
          sql`select slug, city, cp, portrait from providers order by id`,
        );
      expect(await listing(other)).toEqual(await listing(handle));

      const before = await listing(handle);
      expect((await seedAll(handle, storage, 340)).providers).toBe(40);
      const after = await listing(handle);
      expect(after.slice(0, 300)).toEqual(before);
      expect(after).toHaveLength(340);
    } finally {
      await other.close();
    }
  });
});
