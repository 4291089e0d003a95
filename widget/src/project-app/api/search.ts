import type { ToggleFavoriteResponse } from '@alliance/shared/directory';
import type { GetAllPlannersResponse, GetPlannerResponse } from '@alliance/shared/providers';
import type { Api } from '../../api/client.ts';
import { getLanguages, getServiceTypes, type LanguageItem, type NamedItem } from './projects.ts';

/** The answers' schemas, loaded with their calls (client.ts, SchemaLoader): the search is in the app's first load, zod is not. */
const answerSchema = {
  providers: () => import('@alliance/shared/providers').then((m) => m.getAllPlannersResponseSchema),
  provider: () => import('@alliance/shared/providers').then((m) => m.getPlannerResponseSchema),
  toggleFavorite: () => import('@alliance/shared/directory').then((m) => m.toggleFavoriteResponseSchema),
};

/**
 * The directory word of the list's path (`get-all-{product}`, PRODUCT_WORD on the server): the
 * app is built once for every deployment, which all use the default so far.
 */
const PRODUCT_WORD = 'planners';

/** The list's filters, combined (AND) by the server; a missing one does not narrow. */
export interface ProviderFilters {
  /** A département code (`33`, `2A`). */
  departement?: string;
  /** A postal code, the chosen city's. */
  cp?: string;
  /** A service type slug. */
  service?: string;
  /** A spoken language, iso code. */
  langue?: string;
}

const FILTER_NAMES = ['departement', 'cp', 'service', 'langue'] as const;

/** `GET /api/get-all-planners?page=&departement=&cp=&service=&langue=`: 20 providers a page, premium first. */
export function searchProviders(api: Api, query: { page: number } & ProviderFilters): Promise<GetAllPlannersResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return api.open('project', 'get', `api/get-all-${PRODUCT_WORD}?${params}`, answerSchema.providers);
}

/** `GET /api/get-planner/{id}`: one provider's card. */
export function getProvider(api: Api, id: number): Promise<GetPlannerResponse> {
  return api.open('project', 'get', `api/get-planner/${id}`, answerSchema.provider);
}

/** `POST /api/directory/toggle-favorite` (www host, signed-in couple): `favorite` is the state after the call. */
export function toggleFavorite(api: Api, publicId: string): Promise<ToggleFavoriteResponse> {
  return api.authed('www', 'post', 'api/directory/toggle-favorite', answerSchema.toggleFavorite, { publicId });
}

export interface FilterLists {
  services: NamedItem[];
  languages: LanguageItem[];
}

/** The choices of the service and language filters (labelled in the language the request names). */
export async function getFilterLists(api: Api): Promise<FilterLists> {
  const [services, languages] = await Promise.all([getServiceTypes(api), getLanguages(api)]);
  return { services, languages };
}
