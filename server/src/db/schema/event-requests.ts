import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { providers } from './providers.ts';

/** Lifecycle seen by the provider (spec §4): new → viewed → unlocked | rejected; withdrawn by the couple. */
export const eventRequestStatus = pgEnum('event_request_status', ['new', 'viewed', 'unlocked', 'rejected', 'withdrawn']);

/** A quote request as the provider receives it: their lead. One per project × provider. */
export const eventRequests = pgTable(
  'event_requests',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: eventRequestStatus('status').notNull().default('new'),
    message: text('message'),
    /** The project as it was when sent, so the lead does not change under the provider. */
    projectSnapshot: jsonb('project_snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** When the couple withdrew the request (from the project view, or by deleting the account). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Where the couple sent it from (PROVIDERS.md): `directory`, `widget` or `own-site` (free). */
    source: text('source').$type<'directory' | 'widget' | 'own-site'>().notNull().default('directory'),
    /** The grid price in credits when it was sent (0 for own-site), so the price never moves under the provider. */
    gridPrice: integer('grid_price').notNull().default(0),
    /** Credits actually debited at the unlock (0 for a free one). */
    unlockPrice: integer('unlock_price'),
    rejectReason: text('reject_reason'),
    reportReason: text('report_reason'),
    reportStatus: text('report_status').$type<'pending' | 'refunded' | 'declined'>(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportDecidedAt: timestamp('report_decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_requests_project_provider_uq').on(t.projectId, t.providerId),
    // The inbox: all leads, or one status, newest first (deferred join: the page's ids from the index alone).
    index('event_requests_inbox_idx').on(t.providerId, t.createdAt.desc(), t.id.desc()),
    index('event_requests_inbox_status_idx').on(t.providerId, t.status, t.createdAt.desc(), t.id.desc()),
    // Pending reports, for the operators (`npm run ops -- reports`).
    index('event_requests_pending_reports_idx').on(t.reportedAt).where(sql`report_status = 'pending'`),
  ],
);

/**
 * How many leads each provider has in each status, kept by triggers on event_requests (migration
 * 0023): the inbox's tabs and the unread badge read one row per status instead of counting the
 * busiest provider's ten thousand leads on every page. `changes` counts every move of `n` (0028):
 * it only grows, so the sum over a provider's rows names one state of the inbox's order, which
 * the deep pages' anchors are checked against (leads/page-anchors.ts).
 */
export const leadStatusCounts = pgTable(
  'lead_status_counts',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: eventRequestStatus('status').notNull(),
    n: integer('n').notNull().default(0),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.status] })],
);
