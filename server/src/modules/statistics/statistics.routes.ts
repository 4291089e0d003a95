import { errorBodySchema } from '@alliance/shared/errors';
import {
  portfolioViewsQuerySchema,
  portfolioViewsResponseSchema,
  ratesResponseSchema,
  statsQuerySchema,
  viewsResponseSchema,
} from '@alliance/shared/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerIdOf } from '../../plugins/auth.ts';
import type { Statistics } from './statistics.service.ts';

const tags = ['statistics'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The provider's statistics (app host, PROVIDERS.md "Premium and statistics"): always the signed-in
 * provider's own, read from the daily rollups (fast whatever the traffic).
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: Statistics }> = async (app, { statistics }) => {
  const signedIn = { preHandler: app.authenticateProvider };
  // The answers are built typed by the service (a year is 365 days): written as built instead of
  // re-encoded by zod on every call, as the leads' pages are; the schemas document them.
  const asBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/views',
    {
      ...signedIn,
      ...asBuilt,
      schema: {
        tags,
        security,
        summary: 'Profile views per UTC day over the last `days` days (today included), every day listed, 0 included',
        querystring: statsQuerySchema,
        response: { 200: viewsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await statistics.views(providerIdOf(request), request.query.days)) }),
  );

  app.get(
    '/api/rates',
    {
      ...signedIn,
      ...asBuilt,
      schema: {
        tags,
        security,
        summary:
          'Requests received over the last `days` days, shares viewed / unlocked / rejected and median minutes to first view and to unlock, ' +
          'each beside the same figure over all the leads of the published providers of the provider’s département',
        querystring: statsQuerySchema,
        response: { 200: ratesResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await statistics.rates(providerIdOf(request), request.query.days)) }),
  );

  app.get(
    '/api/portfolio-views',
    {
      ...signedIn,
      ...asBuilt,
      schema: {
        tags,
        security,
        summary:
          'Views of each portfolio page per UTC day over the last `days` days; `portfolio` keeps one (another provider’s: 404)',
        querystring: portfolioViewsQuerySchema,
        response: { 200: portfolioViewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { days, portfolio } = request.query;
      return { success: true as const, ...(await statistics.portfolioViews(providerIdOf(request), days, portfolio)) };
    },
  );
};
