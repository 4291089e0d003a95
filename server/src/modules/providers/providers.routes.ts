import { errorBodySchema } from '@alliance/shared/errors';
import {
  getAllPlannersQuerySchema,
  getAllPlannersResponseSchema,
  getPlannerParamsSchema,
  getPlannerResponseSchema,
  PLANNERS_PAGE_SIZE,
} from '@alliance/shared/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { ProviderCards } from './provider-cards.ts';
import type { ProvidersRepo } from './providers.repo.ts';

// Public data in the caller's language (Accept-Language, or the _locale cookie).
const cacheable = { 'cache-control': 'public, max-age=60', vary: 'Accept-Language, Cookie' };

/** Public provider reads of the project host: one card, and the paged, filtered list (`get-all-{product}`). */
export const providersRoutes: FastifyPluginAsyncZod<{ repo: ProvidersRepo; cards: ProviderCards; productWord?: string }> = async (
  app,
  { repo, cards, productWord = 'planners' },
) => {
  app.get(
    '/api/get-planner/:id',
    {
      schema: {
        tags: ['providers'],
        params: getPlannerParamsSchema,
        response: { 200: getPlannerResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [card] = await cards.load([request.params.id], request.locale);
      if (!card) throw notFound('projects.providerNotFound');
      reply.headers(cacheable);
      return { success: true as const, prestataire: card };
    },
  );

  app.get(
    `/api/get-all-${productWord}`,
    {
      config: { rateLimit: RATE_LIMITS.publicSearch },
      schema: {
        tags: ['providers'],
        querystring: getAllPlannersQuerySchema,
        response: { 200: getAllPlannersResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, ...filters } = request.query;
      const country = request.site?.country ?? 'FR';
      const found = await repo.page({ ...filters, country, page, size: PLANNERS_PAGE_SIZE });
      reply.headers(cacheable);
      return {
        success: true as const,
        prestataires: await cards.load(found.ids, request.locale),
        next_page: found.hasMore ? page + 1 : null,
      };
    },
  );
};
