import { tokenPairSchema } from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import { handoffResponseSchema, redeemHandoffBodySchema } from '@alliance/shared/handoff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { HandoffService } from './handoff.service.ts';

/**
 * The hand-off from the widget to the couples' app (project host): `POST /api/handoff` gives the
 * logged-in couple a one-time code; `POST /api/handoff/redeem` exchanges it for a new session.
 */
export const handoffRoutes: FastifyPluginAsyncZod<{ handoff: HandoffService }> = async (app, { handoff }) => {
  // Codes and tokens: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/handoff',
    {
      schema: {
        tags: ['sessions'],
        summary: 'A one-time code (60 s) that signs the couple in to the couples’ app in another tab',
        security: [{ bearer: [] }],
        response: { 200: handoffResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.handoff },
    },
    async (request) => {
      const { userId = 0, phone = '', signedInAt = new Date(0) } = request.identity ?? {};
      return { code: await handoff.create({ userId, phone, signedInAt }) };
    },
  );

  app.post(
    '/api/handoff/redeem',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Exchanges a hand-off code, once, for a new session of its couple',
        body: redeemHandoffBodySchema,
        response: { 200: tokenPairSchema, 401: errorBodySchema },
      },
      config: { rateLimit: RATE_LIMITS.handoff },
    },
    async (request) => {
      const tokens = await handoff.redeem(request.body.code);
      if (tokens) return tokens;
      throw unauthorized('handoff.invalid');
    },
  );
};
