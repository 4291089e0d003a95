import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { images, providers } from './providers.ts';
import { serviceTypes } from './reference.ts';

/**
 * A provider's videos (PROVIDERS.md "Media"): a YouTube or Vimeo link (its id only, embedded by
 * the privacy-enhanced players) or an uploaded MP4/WebM file in the storage port.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'youtube' | 'vimeo' | 'file'>().notNull(),
    /** The platform's video id (youtube, vimeo). */
    externalId: text('external_id'),
    /** The uploaded file (kind file). */
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    byteSize: integer('byte_size'),
    title: text('title'),
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_provider_idx').on(t.providerId, t.position)],
);

/** A wedding the provider organised, told in pictures: its own page under the provider's profile once published. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Unique per provider: the page's address (`/wedding-planners/profile/{provider}/portfolio/{slug}`). */
    slug: text('slug').notNull(),
    /** Plain text, escaped when shown. */
    description: text('description'),
    eventDate: date('event_date'),
    city: text('city'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portfolios_provider_slug_uq').on(t.providerId, t.slug),
    // Public pages and the sitemap read published portfolios only.
    index('portfolios_published_idx').on(t.providerId, t.publishedAt).where(sql`published_at is not null`),
  ],
);

/** A portfolio's pictures: images of the same provider's library, ordered, captioned, one of them the key image. */
export const portfolioImages = pgTable(
  'portfolio_images',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    caption: text('caption'),
    isKey: boolean('is_key').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.imageId] }),
    uniqueIndex('portfolio_images_one_key_uq').on(t.portfolioId).where(sql`is_key`),
    index('portfolio_images_image_idx').on(t.imageId),
  ],
);

/** The services (prestations) the provider gave at that wedding. */
export const portfolioServiceTypes = pgTable(
  'portfolio_service_types',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.serviceTypeId] })],
);

/** A venue the provider works with, shown on the profile once published. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Plain text, escaped when shown. */
    description: text('description'),
    city: text('city'),
    cp: text('cp'),
    /** Guests it seats, when the provider says. */
    capacity: integer('capacity'),
    /** The venue's own site (absolute http(s)). */
    website: text('website'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_provider_idx').on(t.providerId)],
);

/** A venue's pictures: images of the same provider's library, ordered. */
export const venueImages = pgTable(
  'venue_images',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    caption: text('caption'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.imageId] }), index('venue_images_image_idx').on(t.imageId)],
);
