import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';

const security = [{ bearer: [] }];

/** What a call of a collection may answer besides its own: a bad request, no provider token, another provider's id. */
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * What the routes of a provider's media collection share: the provider's token (checked on the
 * request, before a body is read, or before the handler), answers no cache keeps, the
 * documentation's tags and security. Gives each route's options.
 */
export function providerMediaRoutes(app: FastifyInstance, tags: string[], check: 'onRequest' | 'preHandler' = 'preHandler') {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const signedIn = check === 'onRequest' ? { onRequest: app.authenticateProvider } : { preHandler: app.authenticateProvider };
  return <Schema extends FastifySchema>(schema: Schema) => ({ ...signedIn, schema: { tags, security, ...schema } });
}

export type MediaRoute = ReturnType<typeof providerMediaRoutes>;
