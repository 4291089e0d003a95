import type { ProviderLinkType } from '@alliance/shared/provider-links';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, countries, departements } from './geography.ts';
import { eventTypes, languages, serviceTypes } from './reference.ts';

/**
 * A provider couples may find: published (onboarding finished) and not closed (closing clears
 * `published_at`). Every listing, suggestion, card and request query keeps to it, and the listing
 * indexes are partial on it, so they hold listed providers only. A literal in each query (never a
 * parameter): the planner then matches the partial indexes.
 */
export const LISTED_PROVIDER = sql.raw('published_at is not null');

/**
 * Premium now (PROVIDERS.md "Premium and statistics"): the paid period has not ended. A query on
 * the period's end, never a flag: premium stops at that moment without any job having to run.
 * `now()` is the statement's start, so one statement sees one premium set. A WHERE condition in
 * this plain form (strict, so it implies `premium_until is not null`) selects the premium indexes;
 * in a select list wrap it in `coalesce(…, false)` (null: never premium).
 */
export const PREMIUM_PROVIDER = sql.raw('premium_until > now()');
/** Its negation, null included: readable from the listing indexes' trailing `premium_until`. */
export const NOT_PREMIUM_PROVIDER = sql.raw('(premium_until is null or premium_until <= now())');

type Columns = Record<'premiumUntil' | 'profileCompleteness' | 'lastLoginAt' | 'createdAt' | 'id', ExtraConfigColumn>;
/**
 * A listing index in the directory's ranking order (completeness, activity, id), after the place
 * column it is scoped by. Premium cannot be in it (`now()` cannot be indexed): `premium_until`
 * trails so that the "not premium now" filter of a page's non-premium part is read from the index
 * (index-only scan, deep offsets never visit table rows).
 */
const rankIndex = (name: string, place: ExtraConfigColumn, t: Columns): IndexBuilder =>
  index(name)
    .on(place, t.profileCompleteness.desc(), t.lastLoginAt.desc().nullsLast(), t.id, t.premiumUntil)
    .where(LISTED_PROVIDER);
/**
 * The providers of a place that are or were premium, by period end: a page's premium part is the
 * range `premium_until > now()` of it (a few rows), sorted by the listing's order from the columns
 * carried after it (index-only). Providers never premium are not in it.
 */
const premiumIndex = (name: string, place: [ExtraConfigColumn, ...ExtraConfigColumn[]], t: Columns): IndexBuilder =>
  index(name)
    .on(...place, t.premiumUntil, t.profileCompleteness, t.lastLoginAt, t.createdAt, t.id)
    .where(sql.raw('published_at is not null and premium_until is not null'));

/** Wedding providers ("prestataires", planners first). Spec §3 provider fields. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    cityId: integer('city_id').references(() => cities.id),
    departementId: integer('departement_id').references(() => departements.id),
    /** Denormalised display fields: city name and postal code (`cp`, spec §3). */
    city: text('city').notNull(),
    cp: text('cp').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Portrait HTML, stored only after allowlist sanitisation. */
    portrait: text('portrait').notNull().default(''),
    locale: text('locale').notNull().default('fr'),
    /**
     * The end of the provider's paid premium period (subscriptions.ts): written only with a
     * verified subscription event (a paid period extends it, the subscription's end cuts it to
     * that moment). Premium while it is in the future: nothing has to run when it passes.
     */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /**
     * Directory ranking (issue 7, `/how-we-rank/`): 0–5 points, one each for a visible profile
     * image, a portrait of some substance, languages, services and an outside link. Stored so the
     * listing pages read their order from an index; kept by `refreshProfileCompleteness`
     * (modules/providers/profile-completeness.ts) whenever one of those changes.
     */
    profileCompleteness: smallint('profile_completeness').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Listed in the directory, suggested and able to receive requests: set by a successful
     * `onboarding/finish` (seeded providers are published), cleared when the account closes.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** French company number (14 digits, Luhn-checked), when the provider gave it. */
    siret: text('siret'),
    /** Intra-EU VAT number (invoices: reverse charge for EU buyers outside France). */
    vatNumber: text('vat_number'),
    /** Street line of the company address; the place itself is the city above. */
    street: text('street'),
    /** Portrait experiences (PROVIDERS.md `portrait-experiences/`): `{title, year?, description?}[]`. */
    experiences: jsonb('experiences').$type<{ title: string; year?: number; description?: string }[]>().notNull().default([]),
    /** The account was deleted: the provider's pages answer 410 Gone, it receives nothing more. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Directory listings (`get-all-{product}`), in their order: premium now first, then the oldest
    // account, then the id; per country, département or postal code (modules/providers/providers.repo.ts).
    // These give the non-premium part in order (premium_until trails, for the filter); the premium
    // part comes from the premium indexes below.
    index('providers_country_list_idx').on(t.countryCode, t.createdAt, t.id, t.premiumUntil).where(LISTED_PROVIDER),
    index('providers_departement_list_idx').on(t.departementId, t.createdAt, t.id, t.premiumUntil).where(LISTED_PROVIDER),
    index('providers_cp_list_idx').on(t.countryCode, t.cp, t.createdAt, t.id, t.premiumUntil).where(LISTED_PROVIDER),
    index('providers_city_idx').on(t.cityId),
    // The directory's listing pages (modules/directory) read their page in the ranking order
    // (sponsored first, then profile completeness, then the most recent activity): the sponsored
    // part from the premium indexes, the rest from these.
    rankIndex('providers_country_rank_idx', t.countryCode, t),
    rankIndex('providers_departement_rank_idx', t.departementId, t),
    rankIndex('providers_city_rank_idx', t.cityId, t),
    premiumIndex('providers_country_premium_idx', [t.countryCode], t),
    premiumIndex('providers_departement_premium_idx', [t.departementId], t),
    premiumIndex('providers_city_premium_idx', [t.cityId], t),
    premiumIndex('providers_cp_premium_idx', [t.countryCode, t.cp], t),
    // The suggestion queries use two covering indexes (INCLUDE columns, for index-only scans)
    // created by hand-written SQL: 0007_suggestion_indexes.sql, last remade in 0027 (premium_until).
  ],
);

export const providerLanguages = pgTable(
  'provider_languages',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    languageIso: text('language_iso')
      .notNull()
      .references(() => languages.iso),
  },
  // The reverse index serves the language filter of the directory when few providers match.
  (t) => [
    primaryKey({ columns: [t.providerId, t.languageIso] }),
    index('provider_languages_language_idx').on(t.languageIso, t.providerId),
  ],
);

export const providerEventTypes = pgTable(
  'provider_event_types',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.eventTypeId] }), index('provider_event_types_type_idx').on(t.eventTypeId)],
);

export const providerServiceTypes = pgTable(
  'provider_service_types',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
  },
  // The reverse index serves the service filter of the directory when few providers match.
  (t) => [
    primaryKey({ columns: [t.providerId, t.serviceTypeId] }),
    index('provider_service_types_type_idx').on(t.serviceTypeId, t.providerId),
  ],
);

/** Provider images stored through the storage port; served only by id (image proxy). */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    // Not unique: demo providers may share one generated file.
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isProfile: boolean('is_profile').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Views counted by `PATCH /image/{id}/increment-view-count`: one per visitor per day (image_views). */
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * An upload's variants live under this key prefix (`<prefix>/<width>.webp` and `.avif`, one per
     * width of `widths`); null for the seed's generated images, served from `storageKey` alone.
     */
    variantPrefix: text('variant_prefix'),
    widths: integer('widths').array(),
    alt: text('alt'),
    caption: text('caption'),
    /** Order in the provider's gallery, 0 first. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('images_provider_idx').on(t.providerId, t.position),
    uniqueIndex('images_one_profile_per_provider_uq').on(t.providerId).where(sql`is_profile`),
  ],
);

/**
 * Who already counted a view of an image that day: one row per image, visitor and day, so a view
 * counts at most once per visitor per image per day. `visitor` is a keyed hash (never the raw IP).
 */
export const imageViews = pgTable(
  'image_views',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  // The day leads: yesterday's rows are purged by a range delete.
  (t) => [primaryKey({ columns: [t.day, t.imageId, t.visitor] })],
);

// The link types are defined once, in shared/ (the provider admin validates links with them too).
export type { ProviderLinkType };

/** A provider's own outside links, one per type; the directory links to them only through the track route. */
export const providerLinks = pgTable(
  'provider_links',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProviderLinkType>().notNull(),
    /** An absolute http(s) URL, checked when saved. */
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.type] })],
);

/** Clicks on a provider's outside links, counted per day (`/annuaire/track/{slug}/{type}`). */
export const providerLinkClicks = pgTable(
  'provider_link_clicks',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProviderLinkType>().notNull(),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.type, t.day] })],
);

/**
 * Who already clicked a provider's link of a type that day: a click counts at most once per
 * visitor per link per day. `visitor` is a keyed hash (never the raw address), as for image views.
 */
export const providerLinkClickVisitors = pgTable(
  'provider_link_click_visitors',
  {
    day: date('day').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProviderLinkType>().notNull(),
    visitor: text('visitor').notNull(),
  },
  // The day leads: yesterday's rows are purged by a range delete.
  (t) => [primaryKey({ columns: [t.day, t.providerId, t.type, t.visitor] })],
);
