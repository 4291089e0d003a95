import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';

/**
 * A provider account: the person (e-mail + password) who owns one provider, the company listed
 * in the directory (PROVIDERS.md "Who is who"). The e-mail is stored lower-cased. A deleted
 * account keeps its row as a tombstone (ledger rows and invoices point at its provider) with
 * no e-mail, no password and no personal data.
 */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** Opted in to an SMS for each new lead (sent only while the phone is verified). */
    smsOnNewLead: boolean('sms_on_new_lead').notNull().default(false),
    locale: text('locale').notNull().default('fr'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_accounts_email_uq').on(t.email),
    uniqueIndex('provider_accounts_provider_uq').on(t.providerId),
    // Every live account has an e-mail and a password; a deleted one has neither.
    check(
      'provider_accounts_live_has_credentials',
      sql`(${t.deletedAt} is null) = (${t.email} is not null and ${t.passwordHash} is not null)`,
    ),
  ],
);

/**
 * Single-use links sent by e-mail: confirm the address at registration, reset the password,
 * confirm a new address. Stored hashed; `newEmail` is the address a change confirms.
 */
export const providerAccountTokens = pgTable(
  'provider_account_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => providerAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm-email' | 'reset-password' | 'change-email'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('provider_account_tokens_account_idx').on(t.accountId, t.purpose, t.createdAt)],
);

/**
 * Failed sign-ins, by e-mail (whether or not it has an account) and by client address: the
 * login limits count them (5 per e-mail per 15 minutes, 30 per address).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at), index('login_failures_ip_at_idx').on(t.clientIp, t.at)],
);
