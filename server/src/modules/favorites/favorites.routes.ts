import {
  favoritePlannersResponseSchema,
  favoritesResponseSchema,
  toggleFavoriteBodySchema,
  toggleFavoriteResponseSchema,
} from '@alliance/shared/directory';
import { errorBodySchema } from '@alliance/shared/errors';
import type { Locale } from '@alliance/shared/locale';
import type { ProviderCard } from '@alliance/shared/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { FavoritesRepo } from './favorites.repo.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The directory favourites of a logged-in couple (www host): no token 401, a phone-only
 * identity 403 (`authenticateCouple`). Private data: never cached by shared caches.
 */
export const favoritesRoutes: FastifyPluginAsyncZod<{ repo: FavoritesRepo; clock?: () => Date }> = async (
  app,
  { repo, clock },
) => {
  const now = clock ?? (() => new Date());

  app.get(
    '/api/directory/favorites',
    {
      schema: { tags: ['directory'], security: bearer, response: { 200: favoritesResponseSchema, ...errors } },
      preHandler: app.authenticateCouple,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await repo.list(request.identity?.userId ?? 0) };
    },
  );

  app.post(
    '/api/directory/toggle-favorite',
    {
      schema: {
        tags: ['directory'],
        security: bearer,
        body: toggleFavoriteBodySchema,
        response: { 200: toggleFavoriteResponseSchema, ...errors },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.favorites },
    },
    async (request) => {
      const result = await repo.toggle(request.identity?.userId ?? 0, request.body.publicId, now());
      if (result.ok) return { success: true as const, favorite: result.favorite };
      // A valid token of a couple whose account is gone: signed out, like an expired session.
      if (result.missing === 'user') throw unauthorized();
      throw notFound('projects.providerNotFound');
    },
  );
};

/**
 * The couple's favourite providers as cards (project host: the app's "Mes favoris" page), most
 * recently added first. The same guard as on www: no token 401, a phone-only identity 403.
 */
export const favoritePlannersRoutes: FastifyPluginAsyncZod<{
  repo: FavoritesRepo;
  cards: (ids: number[], locale: Locale) => Promise<ProviderCard[]>;
}> = async (app, { repo, cards }) => {
  app.get(
    '/api/favorites/planners',
    {
      schema: {
        tags: ['directory'],
        security: bearer,
        response: { 200: favoritePlannersResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.favorites },
    },
    async (request, reply) => {
      const ids = await repo.providerIds(request.identity?.userId ?? 0);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, prestataires: await cards(ids, request.locale) };
    },
  );
};
