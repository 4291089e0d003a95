import { errorBodySchema } from '@alliance/shared/errors';
import { withdrawRequestBodySchema, withdrawRequestResponseSchema } from '@alliance/shared/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LeadsService } from './leads.service.ts';

/**
 * A couple withdraws one of their requests (project host, `POST /api/withdraw-request`): the
 * provider's lead becomes `withdrawn`, refunded when it was unlocked less than 7 days ago.
 */
export const withdrawRoutes: FastifyPluginAsyncZod<{ leads: LeadsService }> = async (app, { leads }) => {
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
      ...(await leads.withdraw(request.identity?.userId ?? 0, request.body.project, request.body.prestataire)),
    }),
  );
};
