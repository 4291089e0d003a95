import type { DatabaseHandle } from '../../db/client.ts';
import type { ProviderLinkType } from '../../db/schema/providers.ts';
import { PROFILE_IMAGE, PROFILE_POOL_SIZE, profileImageKey } from './images.ts';
import { businessName, createSlugRegistry } from './names.ts';
import { createPlacePicker, type Place } from './places.ts';
import { portraitHtml } from './portraits.ts';
import { createRandom, cumulate, type Random } from './random.ts';
import { LANGUAGES, SERVICE_TYPES } from './reference-data.ts';

export interface DemoProvider {
  ord: number;
  slug: string;
  name: string;
  email: string;
  phone: string;
  place: Place;
  cp: string;
  latitude: number;
  longitude: number;
  portrait: string;
  /** Premium for a year from the seed (`premium_until`), as if a yearly subscription were paid. */
  isPremium: boolean;
  lastLoginAt: Date;
  createdAt: Date;
  imageKey: string;
  languages: string[];
  eventTypes: string[];
  serviceTypes: string[];
  /** Outside links (website, social networks), shown on the profile through the track route. */
  links: { type: ProviderLinkType; url: string }[];
}

const SEED = 20_260_214;
const DAY_MS = 86_400_000;

// How often a provider also speaks a language, besides French which they all speak.
// biome-ignore format: column lists read better packed
const OTHER_LANGUAGES: readonly [string, number][] = [
  ['en', 40], ['es', 14], ['it', 12], ['de', 9], ['nl', 6], ['pt', 6], ['ar', 5], ['ru', 3], ['zh', 2], ['pl', 2], ['ja', 1],
];
const EXTRA_LANGUAGE_COUNT = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3] as const;

// Every planner does weddings; the other occasions are taken up more or less often.
// biome-ignore format: column lists read better packed
const EVENT_TYPE_SHARE: readonly [string, number][] = [
  ['pacs', 0.5], ['ceremonie-laique', 0.45], ['fiancailles', 0.4], ['demande-en-mariage', 0.25],
  ['renouvellement-de-voeux', 0.3], ['anniversaire-de-mariage', 0.3], ['bapteme', 0.2], ['evjf-evg', 0.15],
];
// biome-ignore format: column lists read better packed
const SERVICE_TYPE_SHARE: Record<string, number> = {
  'organisation-complete': 0.8, 'organisation-partielle': 0.6, 'coordination-jour-j': 0.75, 'conseils-accompagnement': 0.5,
  'recherche-lieu-prestataires': 0.45, 'decoration-scenographie': 0.35, 'officiant-ceremonie-laique': 0.15, 'destination-wedding': 0.15,
};

const frenchLanguageName = (iso: string) => LANGUAGES.find((l) => l.iso === iso)?.labels.fr.toLocaleLowerCase('fr') ?? iso;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The first `count` demo providers, all drawn from one seeded stream: the same geography and
 * `now` give the same rows, and provider n is the same whatever the count.
 */
export function generateProviders(places: readonly Place[], count: number, now: Date): DemoProvider[] {
  const random = createRandom(SEED);
  const nextPlace = createPlacePicker(places, random);
  const slugFor = createSlugRegistry();
  const providers: DemoProvider[] = [];
  for (let ord = 0; ord < count; ord++) {
    const place = nextPlace();
    const name = businessName(random, place.name);
    const slug = slugFor(name, place.name);
    const languages = ['fr', ...pickLanguages(random)];
    const serviceTypes = SERVICE_TYPES.map((s) => s.slug).filter((slug) => random.chance(SERVICE_TYPE_SHARE[slug] ?? 0));
    if (serviceTypes.length === 0) serviceTypes.push('coordination-jour-j');
    const lastLoginAt = new Date(now.getTime() - loginAgeDays(random) * DAY_MS);
    providers.push({
      ord,
      slug,
      name,
      email: `contact@${slug}.example`,
      // ARCEP's range reserved for fiction: a demo number never rings a real phone.
      phone: `+3363998${String(ord % 10_000).padStart(4, '0')}`,
      place,
      cp: random.pick(place.postalCodes),
      // About a kilometre of jitter, so a city's providers do not sit on one map pin.
      latitude: round6(place.latitude + (random.next() - 0.5) * 0.02),
      longitude: round6(place.longitude + (random.next() - 0.5) * 0.03),
      portrait: portraitHtml(random, {
        name,
        city: place.name,
        services: serviceTypes.map((slug) => SERVICE_TYPES.find((s) => s.slug === slug)?.names.fr ?? slug),
        otherLanguages: languages.slice(1).map(frenchLanguageName),
      }),
      isPremium: random.chance(0.15),
      lastLoginAt,
      createdAt: new Date(lastLoginAt.getTime() - random.int(20, 1500) * DAY_MS),
      imageKey: profileImageKey(random.int(0, PROFILE_POOL_SIZE - 1)),
      languages,
      eventTypes: ['mariage', ...EVENT_TYPE_SHARE.filter(([, share]) => random.chance(share)).map(([slug]) => slug)],
      serviceTypes,
      links: demoLinks(ord, slug),
    });
  }
  return providers;
}

/**
 * Outside links drawn from the position, not from the random stream (which would move every
 * later provider): two thirds have a website, half an Instagram account, a fifth a Facebook page.
 * The website is on `.example`, reserved for documentation: no demo link leads to a real business.
 */
function demoLinks(ord: number, slug: string): DemoProvider['links'] {
  const handle = slug.replaceAll('-', '').slice(0, 30);
  const links: DemoProvider['links'] = [];
  if (ord % 3 !== 0) links.push({ type: 'website', url: `https://www.${slug}.example/` });
  if (ord % 2 === 0) links.push({ type: 'instagram', url: `https://www.instagram.com/${handle}/` });
  if (ord % 5 === 0) links.push({ type: 'facebook', url: `https://www.facebook.com/${handle}` });
  return links;
}

/** 70 % logged in within the 90 days that make a provider "up to date" (spec §9), the rest long before. */
function loginAgeDays(random: Random): number {
  return random.chance(0.7) ? random.next() * 89 : 91 + random.next() * 640;
}

function pickLanguages(random: Random): string[] {
  const pool = [...OTHER_LANGUAGES];
  const picked: string[] = [];
  for (let n = random.pick(EXTRA_LANGUAGE_COUNT); n > 0 && pool.length > 0; n--) {
    const [entry] = pool.splice(random.weighted(cumulate(pool.map(([, weight]) => weight))), 1);
    if (entry) picked.push(entry[0]);
  }
  return picked;
}

// biome-ignore format: column lists read better packed
const PROVIDER_COLUMNS = [
  'ord', 'slug', 'name', 'email', 'phone', 'country_code', 'city_id', 'departement_id', 'city', 'cp',
  'latitude', 'longitude', 'portrait', 'is_premium', 'last_login_at', 'created_at', 'image_key',
] as const;

/**
 * Bulk load: COPY into temporary tables, then one set-based insert per table. Providers whose
 * slug (or e-mail) already exists are skipped, and links and images are only added for the rows
 * this run inserted, so a rerun writes nothing and existing ids never move. One transaction:
 * an interrupted seed leaves no provider without its image.
 */
export async function insertProviders(handle: DatabaseHandle, providers: readonly DemoProvider[]): Promise<void> {
  await handle.withSession(async (session) => {
    await session.exec('begin');
    try {
      // Two servers starting at once against one database seed one after the other.
      await session.exec('select pg_advisory_xact_lock(727002)');
      await session.exec(`create temporary table demo_providers (
        ord integer primary key, slug text not null, name text not null, email text not null, phone text,
        country_code char(2) not null, city_id integer, departement_id integer, city text not null, cp text not null,
        latitude double precision, longitude double precision, portrait text not null, is_premium boolean not null,
        last_login_at timestamptz, created_at timestamptz not null, image_key text not null) on commit drop`);
      await session.exec(
        'create temporary table demo_links (ord integer not null, kind text not null, ref text not null) on commit drop',
      );
      await session.exec('create temporary table demo_new (id integer primary key, ord integer not null) on commit drop');

      await session.copy('demo_providers', PROVIDER_COLUMNS, providers.map(providerRow));
      await session.copy('demo_links', ['ord', 'kind', 'ref'], linkRows(providers));
      await session.exec('analyze demo_providers; analyze demo_links');

      await session.exec(`
        with inserted as (
          insert into providers (slug, name, email, phone, country_code, city_id, departement_id, city, cp, latitude, longitude,
                                 portrait, locale, premium_until, last_login_at, published_at, created_at, updated_at)
          select slug, name, email, phone, country_code, city_id, departement_id, city, cp, latitude, longitude,
                 portrait, 'fr', case when is_premium then now() + interval '1 year' end, last_login_at, created_at, created_at, created_at
          from demo_providers s
          where not exists (select 1 from providers p where p.slug = s.slug)
            and not exists (select 1 from providers p where p.email = s.email)
          order by s.ord
          on conflict do nothing
          returning id, slug)
        insert into demo_new (id, ord) select i.id, s.ord from inserted i join demo_providers s on s.slug = i.slug`);

      await session.exec(`
        insert into provider_languages (provider_id, language_iso)
        select n.id, l.iso from demo_links k join demo_new n on n.ord = k.ord join languages l on l.iso = k.ref
        where k.kind = 'language' on conflict do nothing;
        insert into provider_event_types (provider_id, event_type_id)
        select n.id, e.id from demo_links k join demo_new n on n.ord = k.ord join event_types e on e.slug = k.ref
        where k.kind = 'event' on conflict do nothing;
        insert into provider_service_types (provider_id, service_type_id)
        select n.id, t.id from demo_links k join demo_new n on n.ord = k.ord join service_types t on t.slug = k.ref
        where k.kind = 'service' on conflict do nothing;
        insert into provider_links (provider_id, type, url)
        select n.id, substr(k.kind, 6), k.ref from demo_links k join demo_new n on n.ord = k.ord
        where k.kind like 'link-%' on conflict do nothing;
        insert into images (provider_id, storage_key, mime_type, width, height, is_profile, is_visible, created_at)
        select n.id, s.image_key, '${PROFILE_IMAGE.mimeType}', ${PROFILE_IMAGE.size}, ${PROFILE_IMAGE.size}, true, true, s.created_at
        from demo_new n join demo_providers s on s.ord = n.ord
        order by n.id
        on conflict do nothing`);
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback').catch(() => {});
      throw error;
    }
  });
}

// biome-ignore format: column lists read better packed
function providerRow(p: DemoProvider): unknown[] {
  return [
    p.ord, p.slug, p.name, p.email, p.phone, p.place.countryCode, p.place.id, p.place.departementId, p.place.name, p.cp,
    p.latitude, p.longitude, p.portrait, p.isPremium, p.lastLoginAt, p.createdAt, p.imageKey,
  ];
}

function* linkRows(providers: readonly DemoProvider[]): Iterable<unknown[]> {
  for (const p of providers) {
    for (const iso of p.languages) yield [p.ord, 'language', iso];
    for (const slug of p.eventTypes) yield [p.ord, 'event', slug];
    for (const slug of p.serviceTypes) yield [p.ord, 'service', slug];
    for (const link of p.links) yield [p.ord, `link-${link.type}`, link.url];
  }
}
