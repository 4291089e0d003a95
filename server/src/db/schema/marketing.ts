import { char, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './geography.ts';
import { providerAccounts } from './provider-accounts.ts';

/** A message's words in one language; the call to action is optional. */
export type MarketingText = { title: string; body: string; ctaLabel?: string };

/**
 * Promotional alerts (a banner) and popups shown to providers in their area: by country (null:
 * every country), audience (premium, free or all) and date window. Operators manage them with
 * `npm run ops -- marketing …`.
 */
export const marketingMessages = pgTable(
  'marketing_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'alert' | 'popup'>().notNull(),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    audience: text('audience').$type<'all' | 'premium' | 'free'>().notNull().default('all'),
    /** By language (fr, en…); French is the fallback. */
    texts: jsonb('texts').$type<Record<string, MarketingText>>().notNull(),
    ctaUrl: text('cta_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_messages_active_idx').on(t.kind, t.endsAt)],
);

/** A message an account closed: it is not shown to them again. */
export const marketingDismissals = pgTable(
  'marketing_dismissals',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => marketingMessages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => providerAccounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.accountId] })],
);
