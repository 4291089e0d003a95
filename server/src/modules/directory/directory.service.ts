import type { Locale } from '@alliance/shared/locale';
import { ACTIVE_PROVIDER_DAYS, PLANNERS_PAGE_SIZE } from '@alliance/shared/providers';
import type { Database } from '../../db/client.ts';
import { type DirectoryFilterSlugs, type DirectoryPlace, directoryPath } from '../../www/directory-urls.ts';
import {
  createDirectoryRepo,
  type ListingCard,
  type ListingFilters,
  type PlaceRow,
  type SearchDepartement,
} from './directory.repo.ts';

const DAY_MS = 86_400_000;
const DEPARTEMENT_CACHE_MS = 60_000;

/** What a listing address names: the place's slugs and the page number (already validated). */
export interface ListingRequest {
  country: string;
  locale: Locale;
  departement?: string | undefined;
  city?: string | undefined;
  filters?: ListingFilters;
  page: number;
}

export type ListingResult =
  | { found: false; reason: 'place' | 'page' }
  | {
      found: true;
      place: PlaceRow;
      page: number;
      pages: number;
      total: number;
      cards: ListingCard[];
      /** Seconds until the place's first premium period ends (its pages change then); null: none. */
      premiumEndsIn: number | null;
    };

/**
 * `page` of an address, as the routes read it: digits only. `'1'` and leading zeros have another
 * address (`redirect`), 0 and anything else has none (`undefined`: 404).
 */
export function parsePage(raw: string | undefined): { page: number; redirect: boolean } | undefined {
  if (raw === undefined) return { page: 1, redirect: false };
  if (!/^\d{1,7}$/.test(raw)) return undefined;
  const page = Number(raw);
  if (page === 0) return undefined;
  return { page, redirect: page === 1 || String(page) !== raw };
}

/** The slugs of a resolved place, for the address builders. */
export function placeSlugs(place: PlaceRow): DirectoryPlace {
  return { departement: place.departement?.slug, city: place.city?.slug };
}

/** The path of a page of a resolved place (THE address builder, directory-urls.ts). */
export function placePath(productWord: string, place: PlaceRow, page = 1, filters?: DirectoryFilterSlugs): string {
  return directoryPath(productWord, placeSlugs(place), page, filters);
}

export function createDirectoryService(deps: { db: Database; clock?: () => Date }) {
  const repo = createDirectoryRepo(deps.db);
  const clock = deps.clock ?? (() => new Date());

  // The départements change only with a geography import: read once a minute per country.
  const departementCache = new Map<string, { at: number; rows: Promise<SearchDepartement[]> }>();

  return {
    /** The search form's départements of a country (cached for a minute). */
    departements(country: string): Promise<SearchDepartement[]> {
      const now = Date.now();
      const cached = departementCache.get(country);
      if (cached && now - cached.at < DEPARTEMENT_CACHE_MS) return cached.rows;
      const rows = repo.departements(country);
      departementCache.set(country, { at: now, rows });
      rows.catch(() => departementCache.delete(country));
      return rows;
    },

    /**
     * Where a search form's answer leads (GET form, no JavaScript): the listing of the city when
     * it is found in the département, else the département's, else the directory's.
     */
    async searchTarget(
      productWord: string,
      country: string,
      search: { departement: string; city: string; filters?: DirectoryFilterSlugs },
    ): Promise<{ path: string } | { unknownCity: string }> {
      const slug = search.departement.trim();
      const cityText = search.city.trim();
      let place = slug ? await repo.searchPlace(country, slug, cityText) : undefined;
      // A typed city the département does not have (or no département): the city wherever it is,
      // never the whole country listed as if it were the answer.
      if (cityText && !place?.city) {
        place = await repo.findCity(country, cityText);
        if (!place) return { unknownCity: cityText };
      }
      return {
        path: place ? placePath(productWord, place, 1, search.filters) : directoryPath(productWord, {}, 1, search.filters),
      };
    },

    /** One listing page: the place, its count, and the page's cards; not found for an unknown place or page. */
    async listing(request: ListingRequest): Promise<ListingResult> {
      const place = await repo.place(request.country, request.departement, request.city);
      if (!place) return { found: false, reason: 'place' };
      const { total, premiumEndsIn } = await repo.count(request.country, place, request.filters);
      // Page 1 always exists (an empty place is a page saying so); past the last is not found.
      const pages = Math.max(1, Math.ceil(total / PLANNERS_PAGE_SIZE));
      if (request.page > pages) return { found: false, reason: 'page' };
      const cards =
        total === 0
          ? []
          : await repo.page(request.country, place, {
              filters: request.filters,
              page: request.page,
              size: PLANNERS_PAGE_SIZE,
              locale: request.locale,
              activeSince: new Date(clock().getTime() - ACTIVE_PROVIDER_DAYS * DAY_MS),
            });
      return { found: true, place, page: request.page, pages, total, cards, premiumEndsIn };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
