import type { Api } from '../../../api/client.ts';

/**
 * `GET /api/favorites/planners` (project host, signed-in couple): the favorite providers as cards,
 * most recent first. The page is in the app's first load: the answer's schema comes with the call
 * (client.ts, SchemaLoader), zod with it.
 */
export const getFavoriteProviders = (api: Api) =>
  api.authed('project', 'get', 'api/favorites/planners', () =>
    import('@alliance/shared/directory').then((m) => m.favoritePlannersResponseSchema),
  );
