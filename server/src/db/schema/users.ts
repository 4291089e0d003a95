import { sql } from 'drizzle-orm';
import { boolean, char, check, doublePrecision, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countries } from './geography.ts';

/**
 * Couples and organisers, identified by a proved mobile phone (E.164). A deleted account stays
 * as an anonymous tombstone (its projects and the providers' leads keep pointing at it): no
 * phone — so the number can register again —, no personal data, `deleted_at` set.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().default(sql`gen_random_uuid()`),
    phone: text('phone').unique(),
    email: text('email'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    city: text('city'),
    zipCode: text('zip_code'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locale: text('locale').notNull().default('fr'),
    hasFinishedOnboarding: boolean('has_finished_onboarding').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Every live account has a phone; only a deleted one has none.
  (t) => [check('users_phone_unless_deleted', sql`(${t.deletedAt} is null) = (${t.phone} is not null)`)],
);
