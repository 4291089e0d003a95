import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';
import { users } from './users.ts';

/** A couple's favourite providers in the directory. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);
