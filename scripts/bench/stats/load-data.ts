/**
 * The stats bench's data, set-based SQL on one connection: 100 000 published providers spread over
 * the French départements, and a year of daily rollups for each (a row per provider and day: the
 * profile views of the day; on about one day in thirty, a lead with its fate and delays, the
 * histograms then filled), and the départements' rollups summed from them, as the triggers keep them.
 */
import type { DatabaseHandle, Session } from '@alliance/server/db/client';
import { selectRows } from '@alliance/server/db/client';
import { seedReferenceData } from '@alliance/server/seed/demo/index';
import { seedGeography } from '@alliance/server/seed/geography/index';
import { isDatabaseEmpty } from '@alliance/server/seed/index';
import { sql } from 'drizzle-orm';

export const STATS_DATA = { providers: 100_000, days: 365 } as const;
/** Bump when the data changes: a database loaded by another version is loaded again. */
const DATA_VERSION = 1;
export const statsLoadMarker = () =>
  `alliance stats bench v${DATA_VERSION}: ${STATS_DATA.providers} providers, ${STATS_DATA.days} days of rollups`;

/** Loads everything into an empty, migrated database; `log` reports each step's time. */
export async function loadStatsData(database: DatabaseHandle, log: (m: string) => void): Promise<void> {
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`stats data: ${name} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  if (await isDatabaseEmpty(database)) await seedGeography(database, { log });
  await seedReferenceData(database, log);
  await database.withSession(async (session) => {
    // Consistent by construction: foreign-key and rollup triggers are skipped while loading (superuser).
    await session.exec(`set session_replication_role = replica; set work_mem = '256MB'; set maintenance_work_mem = '1GB';
      set synchronous_commit = off; select setseed(0.16)`);
    await step(`${STATS_DATA.providers} providers`, () => providers(session));
    await step(`${STATS_DATA.providers * STATS_DATA.days} provider days`, () => providerDays(session));
    await step('département days', () => departementDays(session));
    await session.exec('set session_replication_role = origin');
    await step('vacuum analyze', () => session.exec('vacuum analyze providers, provider_daily_stats, departement_daily_stats'));
  });
}

/** Published providers in the French cities, 1 000 per département on average. */
async function providers(session: Session) {
  await session.exec(`
    create temp table bench_places as
      select row_number() over (order by c.population desc nulls last, c.id)::int as rn, c.id, c.departement_id, c.name,
        (select min(p.code) from postal_codes p where p.city_id = c.id) as cp
      from cities c
      where c.country_code = 'FR' and c.departement_id is not null and exists (select 1 from postal_codes p where p.city_id = c.id)
      order by c.population desc nulls last, c.id limit 3000;
    create unique index on bench_places (rn);
    insert into providers (slug, name, email, country_code, city_id, departement_id, city, cp, locale, published_at, created_at, updated_at)
    select 'bench-stats-' || g, 'Prestataire ' || g, 'contact-' || g || '@bench-stats.example', 'FR', pl.id, pl.departement_id,
      pl.name, pl.cp, 'fr', now() - interval '2 years', now() - interval '2 years', now() - interval '2 years'
    from generate_series(1, ${STATS_DATA.providers}) g
    join bench_places pl on pl.rn = 1 + (g * 7919) % 3000
    order by g`);
}

/**
 * A row per provider and day of the last year (today included). Views: 0–40 a day. A lead on about
 * one day in thirty: viewed 80 % (after 0–72 h), unlocked 40 %, rejected 20 %, delays filed in the
 * buckets of stats_delay_bucket (migration 0026).
 */
async function providerDays(session: Session) {
  await session.exec(`
    insert into provider_daily_stats (provider_id, day, profile_views, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
    select id, day, views, lead::int, (lead and u < 0.8)::int, (lead and u < 0.4)::int, (lead and u >= 0.4 and u < 0.6)::int,
      case when lead and u < 0.8 then stats_histogram_add(null, stats_delay_bucket(interval '1 minute' * view_minutes)) end,
      case when lead and u < 0.4 then stats_histogram_add(null, stats_delay_bucket(interval '1 minute' * (view_minutes + act_minutes))) end
    from (
      -- The lateral subquery names the outer row: its random() draws are made per provider and day.
      select p.id, d.day, x.*
      from (select id from providers order by id) p
      cross join (select (current_date - g)::date as day from generate_series(${STATS_DATA.days - 1}, 0, -1) g) d
      cross join lateral (select floor(random() * 41)::int as views, random() < 1.0 / 30 as lead, random() as u,
        random() * 4320 as view_minutes, random() * 2880 as act_minutes, p.id as of) x
    ) r
    order by id, day`);
}

/** The départements' rows: their published providers' rows summed, as the triggers keep them. */
async function departementDays(session: Session) {
  const histogram = (column: string) =>
    `array[${Array.from({ length: 16 }, (_, i) => `coalesce(sum(s.${column}[${i + 1}]), 0)::int`).join(', ')}]`;
  await session.exec(`
    insert into departement_daily_stats (departement_id, day, requests, viewed, unlocked, rejected, view_delays, unlock_delays)
    select p.departement_id, s.day, sum(s.requests)::int, sum(s.viewed)::int, sum(s.unlocked)::int, sum(s.rejected)::int,
      ${histogram('view_delays')}, ${histogram('unlock_delays')}
    from provider_daily_stats s join providers p on p.id = s.provider_id
    where p.published_at is not null and p.departement_id is not null
    group by p.departement_id, s.day`);
}

export async function statsDataCounts(database: DatabaseHandle) {
  const [row] = await selectRows<{ providers: number; days: number }>(
    database.db,
    sql`select (select count(*) from providers)::int as providers, (select count(*) from provider_daily_stats)::int as days`,
  );
  return row;
}
