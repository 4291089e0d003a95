import { refreshBodySchema, tokenPairSchema } from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { SessionsService } from './sessions.service.ts';

/** `POST /api/token/refresh` (every host): `{refresh_token}` → `{token, refresh_token}`. */
export const refreshRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.post(
    '/api/token/refresh',
    {
      schema: { tags: ['sessions'], body: refreshBodySchema, response: { 200: tokenPairSchema, 401: errorBodySchema } },
      config: { rateLimit: RATE_LIMITS.tokenRefresh },
    },
    async (request) => {
      const tokens = await sessions.refresh(request.body.refresh_token);
      if (tokens) return tokens;
      throw unauthorized('auth.sessionExpired');
    },
  );
};

/** `POST /api/logout` (project host): revokes the refresh family of the calling session. */
export const logoutRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.post(
    '/api/logout',
    {
      schema: { tags: ['sessions'], security: [{ bearer: [] }], response: { 200: z.object({ success: z.literal(true) }) } },
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.logout },
    },
    async (request) => {
      if (request.identity) await sessions.revokeFamily(request.identity.familyId);
      return { success: true as const };
    },
  );
};
