import type { GetAllPlannersResponse, GetPlannerResponse } from '@alliance/shared/providers';
import type { Api } from '../../api/client.ts';

/**
 * The directory word of the list's path (`get-all-{product}`, PRODUCT_WORD on the server): the
 * app is built once for every deployment, which all use the default so far.
 */
const PRODUCT_WORD = 'planners';

/** `GET /api/get-all-planners?page=&departement=`: 20 providers a page, premium first. */
export function searchProviders(api: Api, query: { page: number; departement?: string }): Promise<GetAllPlannersResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.departement) params.set('departement', query.departement);
  return api.open<GetAllPlannersResponse>('project', 'get', `api/get-all-${PRODUCT_WORD}?${params}`);
}

/** `GET /api/get-planner/{id}`: one provider's card. */
export function getProvider(api: Api, id: number): Promise<GetPlannerResponse> {
  return api.open<GetPlannerResponse>('project', 'get', `api/get-planner/${id}`);
}
