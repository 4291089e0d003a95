import { errorBodySchema } from '@alliance/shared/errors';
import { withdrawRequestBodySchema, withdrawRequestResponseSchema } from '@alliance/shared/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * A couple withdraws one of their requests (project host, `POST /api/withdraw-request`): the
 * provider's lead becomes `withdrawn`, refunded when it was unlocked less than 7 days ago.
 */
export const withdrawRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { services }) => {
  app.post(
    '/api/withdraw-request',
    {
      preHandler: app.authenticateCouple,
      schema: {
        tags: ['quote requests'],
        security: [{ bearer: [] }],
        body: withdrawRequestBodySchema,
        response: {
          200: withdrawRequestResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await services.leads.withdraw(request.identity?.userId ?? 0, request.body.project, request.body.prestataire)),
    }),
  );
};
