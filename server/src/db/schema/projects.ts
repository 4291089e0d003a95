import { date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './geography.ts';
import { eventTypes, languages, ranges, serviceTypes } from './reference.ts';
import { users } from './users.ts';

/** A couple's event (spec §3 project fields). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
    theme: text('theme'),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** Location as chosen in the locality search: "City (postal code)" parts and coordinates. */
    cityId: integer('city_id').references(() => cities.id),
    eventLocation: text('event_location'),
    zipCode: text('zip_code'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationPreference: text('location_preference'),
    guestRangeId: integer('guest_range_id').references(() => ranges.id),
    budgetRangeId: integer('budget_range_id').references(() => ranges.id),
    plannerBudgetRangeId: integer('planner_budget_range_id').references(() => ranges.id),
    /** Plain text written by the couple; always escaped when shown. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.id)],
);

export const projectLanguages = pgTable(
  'project_languages',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    languageIso: text('language_iso')
      .notNull()
      .references(() => languages.iso),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.languageIso] })],
);
