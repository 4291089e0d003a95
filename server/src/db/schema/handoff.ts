import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One-time codes that hand a logged-in couple's session from the widget to the couples' app
 * (shared/src/handoff.ts): stored hashed, single use, valid 60 seconds. Redeeming one opens a
 * new session family for the same couple.
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's phone when the code was made: a phone changed meanwhile voids the code. */
    phone: text('phone').notNull(),
    /** The sign-in of the session that asked for the code (the new session is no fresher a proof). */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Expired codes are swept by expiry on each new code.
  (t) => [index('session_handoffs_expires_idx').on(t.expiresAt)],
);
