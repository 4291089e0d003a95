import type { Locale } from '@alliance/shared/locale';
import { integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A text in each interface language, e.g. `{fr:'Mariage', en:'Wedding', …}`. */
export type Translations = Record<Locale, string>;

export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Translations>().notNull(),
  position: integer('position').notNull().default(0),
});

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Translations>().notNull(),
  position: integer('position').notNull().default(0),
});

export const rangeKind = pgEnum('range_kind', ['guest', 'budget', 'planner_budget']);

/** Guest counts, or budgets in integer euro cents; `max` null means "and more". */
export const ranges = pgTable(
  'ranges',
  {
    id: serial('id').primaryKey(),
    kind: rangeKind('kind').notNull(),
    slug: text('slug').notNull(),
    min: integer('min').notNull(),
    max: integer('max'),
    labels: jsonb('labels').$type<Translations>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('ranges_kind_slug_uq').on(t.kind, t.slug)],
);

/** Languages a provider speaks or a couple wants (ISO 639-1), named in each interface language. */
export const languages = pgTable('languages', {
  iso: text('iso').primaryKey(),
  labels: jsonb('labels').$type<Translations>().notNull(),
  position: integer('position').notNull().default(0),
});
