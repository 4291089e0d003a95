import { favoritePlannersResponseSchema } from '@alliance/shared/directory';
import type { Api } from '../../../api/client.ts';

/** `GET /api/favorites/planners` (project host, signed-in couple): the favorite providers as cards, most recent first. */
export const getFavoriteProviders = (api: Api) =>
  api.authed('project', 'get', 'api/favorites/planners', favoritePlannersResponseSchema);
