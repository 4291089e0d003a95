import type { FavoritePlannersResponse } from '@alliance/shared/directory';
import type { Api } from '../../../api/client.ts';

/** `GET /api/favorites/planners` (project host, signed-in couple): the favorite providers as cards, most recent first. */
export const getFavoriteProviders = (api: Api) =>
  api.authed<FavoritePlannersResponse>('project', 'get', 'api/favorites/planners');
