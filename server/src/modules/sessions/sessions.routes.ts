import { successResponseSchema } from '@alliance/shared/answers';
import { refreshBodySchema, refreshResponseSchema, tokenPairSchema } from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../plugins/errors.ts';
import {
  clearProviderCookies,
  refreshTokenCookie,
  refuseCrossSiteWrite,
  setProviderCookies,
} from '../../plugins/provider-cookies.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { SessionsService } from './sessions.service.ts';

/**
 * `POST /api/token/refresh` (every host): `{refresh_token}` → `{token, refresh_token}`. On the app
 * host (`providerCookies`), a call without `refresh_token` renews the admin's session from its
 * HttpOnly cookie: the new pair goes into the cookies only (answer `{success:true}`), so a script
 * of the page never holds a token; such a call must come from our own page (CSRF), and a failed
 * one clears the cookies.
 */
export const refreshRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; providerCookies?: boolean }> = async (
  app,
  { sessions, providerCookies = false },
) => {
  const body = providerCookies ? refreshBodySchema.partial().optional() : refreshBodySchema;
  app.post(
    '/api/token/refresh',
    {
      schema: {
        tags: ['sessions'],
        body,
        response: {
          200: providerCookies ? refreshResponseSchema : tokenPairSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
      config: { rateLimit: RATE_LIMITS.tokenRefresh },
    },
    async (request, reply) => {
      const given = request.body?.refresh_token;
      if (given) {
        const tokens = await sessions.refresh(given);
        if (tokens) return tokens;
        throw unauthorized('auth.sessionExpired');
      }
      const cookie = providerCookies ? refreshTokenCookie(request) : undefined;
      if (!cookie) throw unauthorized('auth.sessionExpired');
      refuseCrossSiteWrite(request);
      const tokens = await sessions.refresh(cookie);
      if (!tokens) {
        clearProviderCookies(request, reply);
        throw unauthorized('auth.sessionExpired');
      }
      setProviderCookies(request, reply, tokens);
      return { success: true as const };
    },
  );
};

/** `POST /api/logout` (project host): revokes the refresh family of the calling session. */
export const logoutRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.post(
    '/api/logout',
    {
      schema: { tags: ['sessions'], security: [{ bearer: [] }], response: { 200: successResponseSchema } },
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.logout },
    },
    async (request) => {
      if (request.identity) await sessions.revokeFamily(request.identity.familyId);
      return { success: true as const };
    },
  );
};
