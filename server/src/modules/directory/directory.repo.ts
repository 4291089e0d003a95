import type { Locale } from '@alliance/shared/locale';
import { foldText, slugify } from '@alliance/shared/text';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { LISTED_PROVIDER, NOT_PREMIUM_PROVIDER, PREMIUM_PROVIDER } from '../../db/schema/index.ts';

/**
 * The départements a visitor may be offered (issue 21, defect 9): those with at least one commune
 * to live or marry in, or a listed provider. Data-driven rather than a list of codes: the French
 * Southern Lands (984, four communes without a postal code, which the seed skips) and Clipperton
 * (989, no commune) have neither, so no couple lives there and no provider can be placed there.
 * `id` is the département's id column of the query (`d.id`, or drizzle's `departements.id`).
 */
export function inhabitedDepartement(id: AnyColumn | SQL): SQL {
  return sql`(exists (select 1 from cities c where c.departement_id = ${id})
    or exists (select 1 from providers p where p.departement_id = ${id} and ${LISTED_PROVIDER}))`;
}

export interface PlaceRow {
  /** `inPhrase`: the French "in <département>" ("dans le Rhône"), null outside France. */
  departement?: { id: number; code: string; name: string; slug: string; inPhrase?: string | null };
  city?: { id: number; name: string; slug: string };
}

export interface ListingCard {
  id: number;
  /** The id the couples' favorites use (`/api/directory/favorites`, toggle-favorite). */
  publicId: string;
  slug: string;
  name: string;
  city: string;
  departement: string | null;
  /** As stored; views render it only as a plain-text excerpt (portraitExcerpt). */
  portrait: string;
  /** Premium now (`premium_until` in the future): gold, labelled sponsored, ranked first. */
  isPremium: boolean;
  activeRecently: boolean;
  image: { id: number; width: number; height: number } | null;
  languages: { iso: string; label: string }[];
}

/** A département as the search form offers it. */
export type SearchDepartement = {
  slug: string;
  code: string;
  name: string;
};

type CardRow = {
  id: number;
  public_id: string;
  slug: string;
  name: string;
  city: string;
  departement: string | null;
  portrait: string;
  premium: boolean;
  active: boolean;
  image_id: number | null;
  image_width: number | null;
  image_height: number | null;
  languages: unknown;
};

type DepartementRow = { id: number; code: string; name: string; slug: string; in_phrase: string | null };
const departementOf = (row: DepartementRow): NonNullable<PlaceRow['departement']> => ({
  id: row.id,
  code: row.code,
  name: row.name,
  slug: row.slug,
  inPhrase: row.in_phrase,
});

// postgres.js and PGlite hand json over parsed; a driver returning text is handled anyway.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The search form's optional filters, resolved: a service type id, an event type id, a language code. */
export interface ListingFilters {
  serviceId?: number | undefined;
  eventTypeId?: number | undefined;
  languageIso?: string | undefined;
}

// Which providers a place lists: the narrowest indexed column (département and city ids are
// unique), whose ranking index gives the order; filters are checked per row on their primary keys.
const scope = (country: string, place: PlaceRow, filters: ListingFilters = {}): SQL => {
  const where = [
    LISTED_PROVIDER,
    place.city
      ? sql`city_id = ${place.city.id}`
      : place.departement
        ? sql`departement_id = ${place.departement.id}`
        : sql`country_code = ${country}`,
  ];
  if (filters.serviceId !== undefined) {
    where.push(sql`exists (select 1 from provider_service_types s
      where s.provider_id = providers.id and s.service_type_id = ${filters.serviceId})`);
  }
  if (filters.eventTypeId !== undefined) {
    where.push(sql`exists (select 1 from provider_event_types e
      where e.provider_id = providers.id and e.event_type_id = ${filters.eventTypeId})`);
  }
  if (filters.languageIso !== undefined) {
    where.push(sql`exists (select 1 from provider_languages l
      where l.provider_id = providers.id and l.language_iso = ${filters.languageIso})`);
  }
  return sql.join(where, sql` and `);
};

/**
 * The directory's ranking (`/how-we-rank/`) after sponsorship: profile completeness, then the most
 * recent activity, then the id so that the order is total and pages neither overlap nor skip. The
 * order of the `providers_*_rank_idx` and `providers_*_premium_idx` indexes (rows read from them).
 */
const RANK_ORDER = sql.raw('profile_completeness desc nulls last, last_login_at desc nulls last, id');

/**
 * Ids `offset` … `offset + limit - 1` of a place in listing order: sponsored (premium now) first,
 * then the others, each part in RANK_ORDER. Premium is `premium_until > now()`, which no index can
 * hold, so the order is read in two parts, in one statement (one `now()`: one premium set):
 * - the place's premium providers: a range of its premium index (the few rows whose period is
 *   not over), sorted whole, the page's slice of them kept;
 * - the others from the rank index in order, the premium ones filtered out on the index's
 *   trailing `premium_until` (index-only: a deep OFFSET walks index entries, never table rows),
 *   the offset shifted back by the number of premium providers.
 * Each part gives at most `limit` rows; the page is the first `limit` of both, premium first.
 */
function rankedIds(country: string, place: PlaceRow, filters: ListingFilters | undefined, limit: number, offset: number): SQL {
  const where = scope(country, place, filters);
  return sql`with premium as (
      select id, profile_completeness, last_login_at from providers where ${where} and ${PREMIUM_PROVIDER}
    )
    select * from (
      (select id, true as premium, profile_completeness, last_login_at from premium
        order by ${RANK_ORDER} limit ${limit} offset ${offset})
      union all
      (select id, false, profile_completeness, last_login_at from providers where ${where} and ${NOT_PREMIUM_PROVIDER}
        order by ${RANK_ORDER} limit ${limit} offset greatest(${offset}::int - (select count(*) from premium), 0))
    ) ranked order by premium desc, ${RANK_ORDER} limit ${limit}`;
}

export interface ListingPageQuery {
  filters?: ListingFilters;
  page: number;
  size: number;
  locale: Locale;
  activeSince: Date;
}

/**
 * One page of cards by deferred join (exported for the EXPLAIN test): the ids in the common table
 * expression are read in order from the place's premium and rank indexes (rankedIds: no table row
 * is visited for the skipped ones), then only the page's rows are joined.
 */
export function listingPageQuery(country: string, place: PlaceRow, query: ListingPageQuery): SQL {
  const label = sql`coalesce(nullif(l.labels ->> ${query.locale}::text, ''), l.labels ->> 'fr')`;
  return sql`with page as (${rankedIds(country, place, query.filters, query.size, (query.page - 1) * query.size)})
    select p.id, p.public_id, p.slug, p.name, p.city, d.name as departement, p.portrait, page.premium,
      coalesce(p.last_login_at >= ${query.activeSince.toISOString()}::timestamptz, false) as active,
      i.id as image_id, i.width as image_width, i.height as image_height,
      (select coalesce(json_agg(json_build_object('iso', l.iso, 'label', ${label}) order by l.position, l.iso), '[]'::json)
        from provider_languages pl join languages l on l.iso = pl.language_iso where pl.provider_id = p.id) as languages
    from page join providers p on p.id = page.id
    left join departements d on d.id = p.departement_id
    left join images i on i.provider_id = p.id and i.is_profile and i.is_visible
    order by page.premium desc, page.profile_completeness desc nulls last, page.last_login_at desc nulls last, page.id`;
}

/**
 * The listing pages' reads. A page is read by deferred join: its 20 ids come first from an
 * index-only ordered scan of the narrowest listing indexes (country, département or city: the
 * OFFSET walks index entries only, never table rows), then only those rows are joined for their
 * cards. The order is the ranking's: sponsored first, then RANK_ORDER (rankedIds).
 */
export function createDirectoryRepo(db: Database) {
  /**
   * The département of this slug in the country and, in the same round trip, the city that
   * `city` (a subquery on `d`, the département) finds in it; undefined for an unknown département.
   */
  async function departementWith(country: string, departementSlug: string, city: SQL): Promise<PlaceRow | undefined> {
    const [row] = await selectRows<DepartementRow & { city: unknown }>(
      db,
      sql`select d.id, d.code, d.name, d.slug, d.in_phrase, ${city} as city
          from departements d where d.country_code = ${country} and d.slug = ${departementSlug}`,
    );
    if (!row) return undefined;
    const departement = departementOf(row);
    const found = parsed<PlaceRow['city'] | null>(row.city);
    return found ? { departement, city: found } : { departement };
  }

  return {
    /** The département (and city) of these slugs in the country; undefined when one is unknown. */
    async place(country: string, departementSlug?: string, citySlug?: string): Promise<PlaceRow | undefined> {
      if (!departementSlug) return {};
      if (citySlug === undefined) return departementWith(country, departementSlug, sql`null`);
      const place = await departementWith(
        country,
        departementSlug,
        sql`(select json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
          from cities c where c.departement_id = d.id and c.slug = ${citySlug})`,
      );
      return place?.city ? place : undefined;
    },

    /** The country's départements: the search form's choices (the views sort them in their language's collation). */
    async departements(country: string): Promise<SearchDepartement[]> {
      return selectRows<SearchDepartement>(
        db,
        sql`select slug, code, name from departements d where country_code = ${country} and ${inhabitedDepartement(sql.raw('d.id'))}
            order by name, code`,
      );
    },

    /**
     * The place a search names: the département by slug, then (when a city is given) the city of
     * that département whose slug is the text, or its slug folded, or whose name folded is the
     * text folded (accents and case ignored). The département alone when the city is unknown.
     */
    async searchPlace(country: string, departementSlug: string, cityText: string): Promise<PlaceRow | undefined> {
      const raw = cityText.trim();
      const folded = foldText(raw).replace(/\s+/g, ' ');
      const slug = slugify(raw);
      const city = raw
        ? sql`(select json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) from cities c
              where c.departement_id = d.id and (c.slug = ${raw} or c.slug = ${slug} or c.search_name = ${folded})
              order by (c.slug = ${raw}) desc, (c.slug = ${slug}) desc, c.population desc nulls last, c.id limit 1)`
        : sql`null`;
      return departementWith(country, departementSlug, city);
    },

    /**
     * A city typed without a picked suggestion, anywhere in the country: by postal code (`33000`,
     * or the suggestions' `Bordeaux (33000)`), slug or folded name; the most populous of
     * homonyms. Undefined when the country has no such place.
     */
    async findCity(country: string, cityText: string): Promise<PlaceRow | undefined> {
      const match = /^(.*?)\s*(?:\(\s*([0-9A-Za-z -]{2,10})\s*\))?$/.exec(cityText.trim());
      const name = (match?.[1] ?? '').trim();
      const postal = (match?.[2] ?? (/^\d{4,5}$/.test(name) ? name : '')).trim();
      const folded = foldText(name).replace(/\s+/g, ' ');
      const slug = slugify(name);
      if (!folded && !postal) return undefined;
      const byPostal = postal
        ? sql`exists (select 1 from postal_codes pc where pc.city_id = c.id and pc.code = ${postal})`
        : sql`false`;
      const byName = folded ? sql`(c.search_name = ${folded} or c.slug = ${slug})` : sql`false`;
      const [row] = await selectRows<DepartementRow & { city: unknown }>(
        db,
        sql`select d.id, d.code, d.name, d.slug, d.in_phrase, json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) as city
            from cities c join departements d on d.id = c.departement_id
            where c.country_code = ${country} and (${byName} or ${byPostal})
            order by (${byName} and ${byPostal}) desc, c.population desc nulls last, c.id limit 1`,
      );
      if (!row) return undefined;
      const city = parsed<PlaceRow['city']>(row.city);
      return { departement: departementOf(row), city };
    },

    /**
     * How many providers the place lists (index-only count on the rank index), and in how many
     * seconds the first premium period of them ends (null: none is premium): the listing changes
     * then, so a rendered page must not be served past it. Measured on the database's clock, as
     * `premium_until > now()` is.
     */
    async count(
      country: string,
      place: PlaceRow,
      filters?: ListingFilters,
    ): Promise<{ total: number; premiumEndsIn: number | null }> {
      const [row] = await selectRows<{ total: number; premium_ends_in: number | string | null }>(
        db,
        sql`select count(*)::int as total,
            extract(epoch from min(premium_until) filter (where ${PREMIUM_PROVIDER}) - now())::float8 as premium_ends_in
          from providers where ${scope(country, place, filters)}`,
      );
      const endsIn = row?.premium_ends_in;
      return { total: row?.total ?? 0, premiumEndsIn: endsIn === null || endsIn === undefined ? null : Number(endsIn) };
    },

    /**
     * The ids of one page in listing order, and whether another page follows (one row more is
     * read): the directory's JSON search, which loads the cards itself.
     */
    async pageIds(country: string, place: PlaceRow, query: { filters?: ListingFilters; page: number; size: number }) {
      const rows = await selectRows<{ id: number }>(
        db,
        rankedIds(country, place, query.filters, query.size + 1, (query.page - 1) * query.size),
      );
      return { ids: rows.slice(0, query.size).map((row) => row.id), hasMore: rows.length > query.size };
    },

    /** One page of cards, in listing order; `activeSince` is the "active recently" threshold. */
    async page(country: string, place: PlaceRow, query: ListingPageQuery) {
      const rows = await selectRows<CardRow>(db, listingPageQuery(country, place, query));
      return rows.map(
        (row): ListingCard => ({
          id: row.id,
          publicId: row.public_id,
          slug: row.slug,
          name: row.name,
          city: row.city,
          departement: row.departement,
          portrait: row.portrait,
          isPremium: row.premium,
          activeRecently: row.active,
          image:
            row.image_id && row.image_width && row.image_height
              ? { id: row.image_id, width: row.image_width, height: row.image_height }
              : null,
          languages: parsed<ListingCard['languages']>(row.languages) ?? [],
        }),
      );
    },
  };
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;
