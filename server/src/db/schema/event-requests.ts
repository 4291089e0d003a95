import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** When the couple withdrew the request (account deleted). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_requests_project_provider_uq').on(t.projectId, t.providerId),
    index('event_requests_provider_idx').on(t.providerId, t.createdAt),
  ],
);
