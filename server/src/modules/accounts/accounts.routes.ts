import { checkAccountBodySchema } from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import { registrationSchema } from '@alliance/shared/registration';
import { checkAccountResponseSchema, meResponseSchema, registerResponseSchema } from '@alliance/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { AccountsService } from './accounts.service.ts';

const bearer = [{ bearer: [] }];

/** `check-account`, `register` and `me` (project host): only for the phone the bearer token proved. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.post(
    '/api/check-account',
    {
      schema: {
        tags: ['identity'],
        security: bearer,
        body: checkAccountBodySchema,
        response: { 200: checkAccountResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.checkAccount },
    },
    async (request) => {
      const identity = request.identity;
      if (!identity || identity.phone !== request.body.phone) {
        throw new AppError(403, 'auth.phoneNotProved');
      }
      return accounts.checkAccount(identity);
    },
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['identity'],
        security: bearer,
        body: registrationSchema,
        response: {
          200: registerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.register },
    },
    async (request) => {
      if (!request.identity || request.identity.phone !== request.body.phone) throw new AppError(403, 'auth.phoneNotProved');
      const registered = await accounts.register(request.body, request.identity);
      if (!registered) throw new AppError(409, 'auth.accountExists');
      return registered;
    },
  );

  app.get(
    '/api/me',
    {
      schema: { tags: ['identity'], security: bearer, response: { 200: meResponseSchema, 401: errorBodySchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = request.identity && (await accounts.me(request.identity, request.locale));
      if (!user) throw unauthorized();
      return { user };
    },
  );
};
