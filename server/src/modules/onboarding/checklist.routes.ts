import { errorBodySchema } from '@alliance/shared/errors';
import { checklistResponseSchema } from '@alliance/shared/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { providerIdOf } from '../../plugins/auth.ts';
import { readChecklist } from './checklist.ts';

/** The dashboard's completion checklist of the signed-in provider (app host). */
export const checklistRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/onboarding/checklist',
    {
      preHandler: app.authenticateProvider,
      schema: {
        tags: ['company profile'],
        security: [{ bearer: [] }],
        summary:
          'What the profile can still add (profile photo, published portfolio, website, SMS alerts, own-site widget), each done or not',
        response: { 200: checklistResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Changes with every save elsewhere: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return readChecklist(db, providerIdOf(request));
    },
  );
};
