import { char, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  defaultLocale: text('default_locale').notNull(),
});

/** First administrative level: French régions, Belgian regions, German Länder… */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_code_uq').on(t.countryCode, t.code)],
);

/** Second level: French départements (2A/2B for Corsica), provinces elsewhere. */
export const departements = pgTable(
  'departements',
  {
    id: serial('id').primaryKey(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    regionId: integer('region_id').references(() => regions.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** French "in <département>" with its preposition and article ("dans le Rhône", "en Gironde", "à Paris"); null outside France. */
    inPhrase: text('in_phrase'),
  },
  (t) => [
    uniqueIndex('departements_country_code_uq').on(t.countryCode, t.code),
    uniqueIndex('departements_country_slug_uq').on(t.countryCode, t.slug),
  ],
);

/** A commune / place. `search_name` is the name folded (lower case, no accents) for prefix search. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    departementId: integer('departement_id').references(() => departements.id),
    /** INSEE code for French communes, GeoNames-derived key elsewhere: unique per country. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    population: integer('population'),
  },
  (t) => [
    uniqueIndex('cities_country_code_uq').on(t.countryCode, t.code),
    uniqueIndex('cities_departement_slug_uq').on(t.departementId, t.slug),
    index('cities_search_name_idx').on(t.searchName.op('text_pattern_ops')),
    index('cities_departement_idx').on(t.departementId),
  ],
);

export const postalCodes = pgTable(
  'postal_codes',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('postal_codes_city_code_uq').on(t.cityId, t.code),
    index('postal_codes_code_idx').on(t.code.op('text_pattern_ops')),
  ],
);
