/**
 * The leads bench's data, loaded with set-based SQL on one connection: 100 000 published
 * providers in French cities, couples, their projects and 1 000 000 event requests (one per
 * project × provider). Provider 0 is the busiest (10 000 leads), providers 1–9 have 2 000 each,
 * the others share the rest (about ten each). Statuses, sources, dates over a year and each
 * lead's project snapshot look like what quote-requests.service.ts writes.
 */
import type { DatabaseHandle, Session } from '@alliance/server/db/client';
import { selectRows } from '@alliance/server/db/client';
import { seedReferenceData } from '@alliance/server/seed/demo/index';
import { seedGeography } from '@alliance/server/seed/geography/index';
import { isDatabaseEmpty } from '@alliance/server/seed/index';
import { gridPrice } from '@alliance/shared/leads';
import { sql } from 'drizzle-orm';
import { FIRSTNAMES, LASTNAMES, MESSAGE_TEMPLATES, sqlTextArray, THEMES } from './messages.ts';

export const LEADS_DATA = {
  providers: 100_000,
  requests: 1_000_000,
  busiest: 10_000,
  /** Providers 1…busy each get busyLeads: the other signed-in accounts of the bench. */
  busy: 9,
  busyLeads: 2_000,
} as const;
/** Bump when the data changes: a database loaded by another version is loaded again. */
const DATA_VERSION = 1;
export const loadMarker = () =>
  `alliance leads bench v${DATA_VERSION}: ${LEADS_DATA.providers} providers, ${LEADS_DATA.requests} event requests`;

// Each project is sent to 1–9 providers, 5 on average: the pattern's sum is 50 per 10 entries.
const SENT_TO = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9];
const PROJECTS = LEADS_DATA.requests / 5;
const COUPLES = Math.round(PROJECTS * 0.8);
// The cities leads come from: the most populated, picked with a skew towards the biggest.
const PLACES = 3_000;

/** Loads everything into an empty, migrated database; `log` reports each step's time. */
export async function loadLeadsData(database: DatabaseHandle, log: (m: string) => void): Promise<void> {
  checkShape();
  const started = performance.now();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`leads data: ${name} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  // French communes from the npm packages: the leads need places, not every country.
  if (await isDatabaseEmpty(database)) await seedGeography(database, { log });
  await seedReferenceData(database, log);
  const prices = await priceTable(database);
  await database.withSession(async (session) => {
    // Consistent by construction: the foreign-key triggers are skipped while loading (superuser).
    await session.exec(`set session_replication_role = replica; set work_mem = '256MB'; set synchronous_commit = off;
      select setseed(0.14)`);
    await step('places and prices', () => places(session, prices));
    await step(`${LEADS_DATA.providers} providers`, () => providers(session));
    await step(`${COUPLES} couples`, () => couples(session));
    await step(`${PROJECTS} projects`, () => projects(session));
    await step(`${LEADS_DATA.requests} event requests`, () => eventRequests(session));
    await session.exec('set session_replication_role = origin');
    // Loaded with the triggers off: the counts of leads per status, counted once.
    await step('lead counts', () =>
      session.exec(`delete from lead_status_counts; insert into lead_status_counts (provider_id, status, n)
        select provider_id, status, count(*)::int from event_requests group by provider_id, status`),
    );
    await step('vacuum analyze', () => session.exec('vacuum analyze'));
  });
  const [counts] = await selectRows<{ providers: number; requests: number; busiest: number }>(
    database.db,
    sql`select (select count(*) from providers)::int as providers, (select count(*) from event_requests)::int as requests,
      (select count(*) from event_requests where provider_id = (select min(id) from providers))::int as busiest`,
  );
  log(
    `leads data: ${counts?.providers} providers, ${counts?.requests} event requests (busiest ${counts?.busiest}), ` +
      `loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** The spread below gives exactly the wanted counts only for these sizes' arithmetic. */
function checkShape() {
  const { requests, busiest, busy, busyLeads } = LEADS_DATA;
  if (PROJECTS % 1000 !== 0 || PROJECTS / 20 !== busiest || PROJECTS / 100 !== busyLeads || busy > 9 || requests !== PROJECTS * 5)
    throw new Error('leads bench: sizes do not fit the spread of loadLeadsData');
}

/** The published grid's price for every guest × budget range pair (0: no range), from shared/leads. */
async function priceTable(database: DatabaseHandle) {
  const ranges = await selectRows<{ id: number; kind: string; min: number }>(
    database.db,
    sql`select id, kind::text as kind, min from ranges where kind in ('guest', 'budget')`,
  );
  const of = (kind: string) => [{ id: 0, min: null }, ...ranges.filter((r) => r.kind === kind)];
  return of('guest').flatMap((g) => of('budget').map((b) => [g.id, b.id, gridPrice(g.min, b.min)]));
}

async function places(session: Session, prices: number[][]) {
  await session.exec(`
    create temp table bench_places as
      select row_number() over (order by c.population desc nulls last, c.id)::int as rn, c.id, c.departement_id, c.name,
        c.latitude, c.longitude, (select min(p.code) from postal_codes p where p.city_id = c.id) as cp
      from cities c
      where c.country_code = 'FR' and c.latitude is not null and c.departement_id is not null
        and exists (select 1 from postal_codes p where p.city_id = c.id)
      order by c.population desc nulls last, c.id limit ${PLACES};
    create unique index on bench_places (rn);
    create temp table bench_prices (guest_id int, budget_id int, price int, primary key (guest_id, budget_id));
    insert into bench_prices values ${prices.map((p) => `(${p.join(', ')})`).join(', ')};
    analyze bench_places; analyze bench_prices`);
}

/** Published providers in the 3 000 biggest cities; provider 0 (the lowest id) is the busiest. */
async function providers(session: Session) {
  await session.exec(`
    insert into providers (slug, name, email, phone, country_code, city_id, departement_id, city, cp, latitude, longitude,
      portrait, locale, profile_completeness, last_login_at, published_at, created_at, updated_at)
    select 'bench-leads-' || g, 'Prestataire ' || g, 'contact-' || g || '@bench-leads.example', '+336' || lpad(g::text, 8, '0'),
      'FR', pl.id, pl.departement_id, pl.name, pl.cp, pl.latitude, pl.longitude,
      '<p>Nous accompagnons les couples de ' || pl.name || ' et des environs depuis ' || (2005 + g % 18) || '.</p>',
      'fr', g % 6, now() - (g % 60) * interval '1 day', created + interval '2 days', created, created
    from (select g, now() - interval '3 years' * random() as created from generate_series(1, ${LEADS_DATA.providers}) g offset 0) x
    join bench_places pl on pl.rn = 1 + (g * 7919) % ${PLACES}
    order by g`);
}

async function couples(session: Session) {
  await session.exec(`
    insert into users (phone, email, firstname, lastname, country_code, locale, has_finished_onboarding, created_at, updated_at)
    select '+337' || lpad(g::text, 8, '0'), 'couple-' || g || '@bench-leads.example',
      (${sqlTextArray(FIRSTNAMES)})[1 + g % ${FIRSTNAMES.length}], (${sqlTextArray(LASTNAMES)})[1 + (g / 7) % ${LASTNAMES.length}],
      'FR', 'fr', true, now() - interval '370 days', now() - interval '370 days'
    from generate_series(1, ${COUPLES}) g order by g`);
}

/** Projects created over the last year, for an event 2 to 18 months later (a Saturday). */
async function projects(session: Session) {
  const pick = (slugs: string[]) =>
    `(select array_agg(id order by position) from event_types where slug in (${slugs.map((s) => `'${s}'`).join(', ')}))`;
  await session.exec(`
    insert into projects (user_id, event_type_id, service_type_id, theme, event_date, city_id, event_location, zip_code,
      country_code, latitude, longitude, location_preference, guest_range_id, budget_range_id, planner_budget_range_id,
      message, created_at, updated_at)
    select u0 + r % ${COUPLES},
      case when u_type < 0.8 then (select id from event_types where slug = 'mariage') else (o.others)[1 + r % cardinality(o.others)] end,
      case when u_service < 0.5 then null else (o.services)[1 + r % cardinality(o.services)] end,
      case when u_theme < 0.3 then (${sqlTextArray(THEMES)})[1 + r % ${THEMES.length}] end,
      event_date, pl.id, pl.name, pl.cp, 'FR', pl.latitude, pl.longitude,
      case when u_pref < 0.4 then 'venue-found' when u_pref < 0.75 then 'venue-wanted' when u_pref < 0.9 then 'undecided' end,
      case when u_guest < 0.85 then (o.guests)[1 + (r / 3) % cardinality(o.guests)] end,
      case when u_budget < 0.7 then (o.budgets)[1 + (r / 5) % cardinality(o.budgets)] end,
      case when u_budget < 0.3 then (o.planner)[1 + (r / 7) % cardinality(o.planner)] end,
      replace(replace(replace(replace((${sqlTextArray(MESSAGE_TEMPLATES)})[1 + (r / 11) % ${MESSAGE_TEMPLATES.length}],
        '{prenom}', (${sqlTextArray(FIRSTNAMES)})[1 + (r % ${COUPLES}) % ${FIRSTNAMES.length}]),
        '{date}', to_char(event_date, 'DD/MM/YYYY')), '{ville}', pl.name), '{invites}', (40 + r % 160)::text),
      created, created
    from (
      select g - 1 as r, random() as u_type, random() as u_service, random() as u_theme, random() as u_pref,
        random() as u_guest, random() as u_budget, random() as u_place, created,
        (d + (6 - extract(isodow from d)::int + 7) % 7)::date as event_date
      from (select g, now() - interval '365 days' * random() as created from generate_series(1, ${PROJECTS}) g offset 0) c,
        lateral (select (created + interval '1 day' * (60 + 480 * random()))::date as d offset 0) e
      offset 0
    ) x
    join bench_places pl on pl.rn = 1 + floor(${PLACES} * u_place ^ 2)::int % ${PLACES}
    cross join (select (select min(id) from users) as u0,
      ${pick(['pacs', 'ceremonie-laique', 'fiancailles', 'renouvellement-de-voeux', 'evjf-evg'])} as others,
      (select array_agg(id order by position) from service_types) as services,
      (select array_agg(id order by position) from ranges where kind = 'guest') as guests,
      (select array_agg(id order by position) from ranges where kind = 'budget') as budgets,
      (select array_agg(id order by position) from ranges where kind = 'planner_budget') as planner) o
    order by r;
    insert into project_languages (project_id, language_iso)
    select p.id, l from projects p, (select min(id) as p0 from projects) m,
      unnest(case when (p.id - m.p0) % 20 < 6 then array['fr', 'en'] when (p.id - m.p0) % 20 = 6 then array['fr', 'en', 'es']
        when (p.id - m.p0) % 20 = 7 then array['it'] else array[]::text[] end) l`);
}

/**
 * One row per project × provider. Project r's first request goes to the busiest provider when
 * r % 20 = 0, to busy provider i when r % 100 = i (1–9), else, like its other requests, to
 * provider 10 + (r·7919 + s·9973) mod (N − 10): distinct within a project for s ≤ 8. The
 * snapshot is built once per project (the `offset 0` keeps it from being computed per row).
 */
async function eventRequests(session: Session) {
  const { providers: n, busy } = LEADS_DATA;
  const rest = n - 10;
  await session.exec(`
    insert into event_requests (project_id, provider_id, status, message, project_snapshot, created_at, viewed_at,
      unlocked_at, rejected_at, withdrawn_at, source, grid_price, unlock_price, reject_reason)
    select project_id, provider_id, status::event_request_status, message, snapshot, created_at,
      case when status in ('viewed', 'unlocked', 'rejected') or (status = 'withdrawn' and u_view < 0.5) then viewed_at end,
      case when status = 'unlocked' then least(viewed_at + interval '48 hours' * u_act, now()) end,
      case when status = 'rejected' then least(viewed_at + interval '48 hours' * u_act, now()) end,
      case when status = 'withdrawn' then least(created_at + interval '20 days' * u_act, now()) end,
      source, price, case when status = 'unlocked' then price end,
      case when status = 'rejected' then (array['unavailable', 'out-of-area', 'budget', 'not-my-service', 'other'])[1 + floor(u_act * 5)::int] end
    from (
      select project_id, provider_id, message, snapshot, created_at, u_view, u_act,
        least(created_at + interval '72 hours' * u_view, now()) as viewed_at,
        case when u_status < 0.28 then 'new' when u_status < 0.60 then 'viewed' when u_status < 0.82 then 'unlocked'
          when u_status < 0.94 then 'rejected' else 'withdrawn' end as status,
        case when u_source < 0.7 then 'directory' when u_source < 0.95 then 'widget' else 'own-site' end as source,
        case when u_source < 0.95 then base_price else 0 end as price
      from (
        select l.project_id, l.message, l.snapshot, l.base_price,
          pv0 + case when s = 0 and r % 20 = 0 then 0 when s = 0 and r % 100 between 1 and ${busy} then r % 100
            else 10 + (r * 7919 + s * 9973) % ${rest} end as provider_id,
          least(l.created_at + case when s = 0 or random() < 0.6 then interval '40 seconds' * s
            else interval '20 days' * random() end, now() - interval '1 minute') as created_at,
          random() as u_status, random() as u_source, random() as u_view, random() as u_act
        from (
          select p.id as project_id, p.id - pr0 as r, p.created_at, p.message, coalesce(bp.price, 2) as base_price,
            jsonb_build_object('id', p.id, 'eventDate', p.event_date, 'eventType', et.slug, 'eventTypeName', et.names->>'fr',
              'eventLocation', p.event_location || ' (' || p.zip_code || ')', 'serviceType', st.slug, 'theme', p.theme,
              'location', jsonb_build_object('city', p.event_location, 'zipCode', p.zip_code, 'countryCode', p.country_code,
                'latitude', p.latitude, 'longitude', p.longitude),
              'locationPreference', p.location_preference, 'guestRange', g.slug, 'budgetRange', b.slug,
              'plannerBudgetRange', pb.slug,
              'languages', coalesce((select jsonb_agg(language_iso order by language_iso) from project_languages pl
                where pl.project_id = p.id), '[]'::jsonb),
              'message', p.message) as snapshot
          from projects p
          cross join (select min(id) as pr0 from projects) m
          join event_types et on et.id = p.event_type_id
          left join service_types st on st.id = p.service_type_id
          left join ranges g on g.id = p.guest_range_id
          left join ranges b on b.id = p.budget_range_id
          left join ranges pb on pb.id = p.planner_budget_range_id
          left join bench_prices bp on bp.guest_id = coalesce(p.guest_range_id, 0) and bp.budget_id = coalesce(p.budget_range_id, 0)
          offset 0
        ) l
        cross join (select min(id) as pv0 from providers) v
        cross join lateral generate_series(0, (array[${SENT_TO.join(', ')}])[1 + (l.r / 100) % 10] - 1) s
        offset 0
      ) x
    ) y`);
}
