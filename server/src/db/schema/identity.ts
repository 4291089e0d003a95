import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per code sent by SMS: the send log the limits count, and the code itself (hashed,
 * single use, short-lived, dead after too many wrong tries). Only the newest code of a phone counts.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('phone_codes_ip_created_idx').on(t.clientIp, t.createdAt),
    // The global hourly SMS budget counts every phone's sends of the last hour.
    index('phone_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * Opaque refresh tokens, stored hashed, single use, rotated within a family. A family starts at
 * a sign-in; a token used twice revokes its whole family (theft detection). A session is a
 * couple's (a phone, and its account once registered) or a provider account's (an e-mail): the
 * role says which, and the access tokens carry it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').$type<'couple' | 'provider'>().notNull().default('couple'),
    /** A couple's proved phone; null for a provider's session. */
    phone: text('phone'),
    /** A provider account's session (providers sign in by e-mail); null for a couple's. */
    providerAccountId: integer('provider_account_id'),
    /** A couple's account; null for a phone-only identity (authenticated, not logged in) and for a provider. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The sign-in that started the family: rotations keep it (absolute lifetime, recent sign-in checks). */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // A couple's session holds its phone, a provider's its account: never neither, never both.
    check(
      'refresh_tokens_subject_ck',
      sql`(${t.role} = 'couple' and ${t.phone} is not null and ${t.providerAccountId} is null) or (${t.role} = 'provider' and ${t.providerAccountId} is not null and ${t.phone} is null and ${t.userId} is null)`,
    ),
  ],
);
