import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { departements } from './geography.ts';
import { portfolios } from './media.ts';
import { providers } from './providers.ts';

/**
 * The provider's statistics (PROVIDERS.md "Premium and statistics"). Views are counted once per
 * visitor per UTC day, like image views: the day's visitor hashes (never an address) live in the
 * `*_visitors` tables, purged after the day; the counts live in daily rollups, one row per
 * provider (or portfolio) and day, so a year of figures is 365 index entries whatever the traffic.
 */

/** Today's visitors of a profile: the key that makes a view count once per visitor per day. */
export const profileViewVisitors = pgTable(
  'profile_view_visitors',
  {
    day: date('day').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
  },
  // The day leads: yesterday's rows are purged by a range delete.
  (t) => [primaryKey({ columns: [t.day, t.providerId, t.visitor] })],
);

/** Today's visitors of a portfolio page. */
export const portfolioViewVisitors = pgTable(
  'portfolio_view_visitors',
  {
    day: date('day').notNull(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.portfolioId, t.visitor] })],
);

/**
 * The provider's own visitor hashes of the day (purpose 'profile-views', without a couple's id),
 * recorded when the provider uses the app: their own visits to their pages (same address and
 * browser on the www host, where they are not signed in) are then not counted.
 */
export const profileOwnerVisitors = pgTable(
  'profile_owner_visitors',
  {
    day: date('day').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.providerId, t.visitor] })],
);

/**
 * One provider's day: profile views, and the leads received that day with what became of them
 * (viewed, unlocked, rejected, by the day the request came in), with histograms of the delays to
 * the first view and to the unlock (DELAY_BUCKETS_MINUTES, 16 counts; NULL: none), from which medians
 * are read. The lead figures are kept by triggers on event_requests (migration statistics_lead_rollups).
 */
export const providerDailyStats = pgTable(
  'provider_daily_stats',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    viewed: integer('viewed').notNull().default(0),
    unlocked: integer('unlocked').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    // NULL until a delay is recorded that day: most days have views and no lead, and a year of
    // 100 000 providers' days is then a quarter of the size.
    viewDelays: integer('view_delays').array(),
    unlockDelays: integer('unlock_delays').array(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.day] })],
);

/** The same figures summed over the published providers of a département: what a provider is compared with. */
export const departementDailyStats = pgTable(
  'departement_daily_stats',
  {
    departementId: integer('departement_id')
      .notNull()
      .references(() => departements.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    requests: integer('requests').notNull().default(0),
    viewed: integer('viewed').notNull().default(0),
    unlocked: integer('unlocked').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    // NULL until a delay is recorded that day: most days have views and no lead, and a year of
    // 100 000 providers' days is then a quarter of the size.
    viewDelays: integer('view_delays').array(),
    unlockDelays: integer('unlock_delays').array(),
  },
  (t) => [primaryKey({ columns: [t.departementId, t.day] })],
);

/** Views of a portfolio's page per day. */
export const portfolioDailyViews = pgTable(
  'portfolio_daily_views',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.day] })],
);
