import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { phoneCodes } from './identity.ts';

/**
 * Wrong tries on a phone code from client addresses other than the one it was sent for: they
 * count per address and never kill the code for its sender (a stranger cannot lock a couple out).
 */
export const phoneCodeTries = pgTable(
  'phone_code_tries',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => phoneCodes.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.clientIp] })],
);

/**
 * Proof-of-work solutions already accepted (a hash of their challenge's salt): each passes once,
 * in every server process, and is forgotten when its challenge expires.
 */
export const powSolutions = pgTable(
  'pow_solutions',
  {
    saltHash: text('salt_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pow_solutions_expires_idx').on(t.expiresAt)],
);
