import { LEGAL_PAGES } from '@alliance/shared/legal-pages';

/**
 * The public directory's addresses (issue 7, spec §2): one place that builds them, for the
 * pages, their links, the canonical and prev/next tags, the sitemaps and the legacy redirects.
 * `/wedding-{product}/` is current; `/annuaire/` is the legacy prefix, answered with a 301.
 */
export interface DirectoryPlace {
  /** Slug of the département (`gironde`), absent for the country-wide listing. */
  departement?: string;
  /** Slug of the city within its département (`bordeaux`); needs `departement`. */
  city?: string;
}

export const LEGACY_PREFIX = '/annuaire';

/** `/wedding-planners` for the default product word. */
export function directoryPrefix(productWord: string): string {
  return `/wedding-${productWord}`;
}

/** The search form's optional filters, as the listing addresses carry them (`?service=…&evenement=…&langue=…`). */
export interface DirectoryFilterSlugs {
  /** Slug of a service type (`coordination-jour-j`). */
  service?: string | undefined;
  /** Slug of an event type (`mariage`, `bapteme`): the providers who take it on. */
  evenement?: string | undefined;
  /** ISO code of a spoken language (`en`), named as in get-all-{product}. */
  langue?: string | undefined;
}

/** `?service=…&evenement=…&langue=…` in that order (one address per filtered page), or '' without filters. */
export function filterQuery(filters: DirectoryFilterSlugs = {}): string {
  const params = new URLSearchParams();
  if (filters.service) params.set('service', filters.service);
  if (filters.evenement) params.set('evenement', filters.evenement);
  if (filters.langue) params.set('langue', filters.langue);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A listing page: page 1 has no `/page/1` (that address answers 301 to this one). */
export function directoryPath(productWord: string, place: DirectoryPlace = {}, page = 1, filters?: DirectoryFilterSlugs): string {
  let path = `${directoryPrefix(productWord)}/`;
  if (place.departement) path += `${encodeURIComponent(place.departement)}/`;
  if (place.departement && place.city) path += `${encodeURIComponent(place.city)}/`;
  return (page > 1 ? `${path}page/${page}` : path) + filterQuery(filters);
}

/** The département list (`/listDepartement`), the terms of sale (`/cgv/`), how the listing is ordered. */
export const DEPARTEMENT_LIST_PATH = '/listDepartement';
export const TERMS_PATH = LEGAL_PAGES.termsOfSale;
export const RANKING_PATH = '/how-we-rank/';

/**
 * The www header's link to the providers' area: answered with a redirect to the app host of the
 * request's domain, since the shared layout renders without the request (issue 21, defect 9).
 */
export const PROVIDERS_AREA_PATH = '/espace-prestataires/';

/** Sitemaps: an index, then one per département. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export function departementSitemapPath(departementSlug: string): string {
  return `/sitemaps/${encodeURIComponent(departementSlug)}.xml`;
}
