import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer, from one middleware built at start. (@fastify/helmet
 * builds helmet's middleware, and parses its policy, again for every request: a fair share of
 * what a small answer such as the image proxy's costs.)
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const apply = helmet({
      // The widget script and provider images are loaded by third-party pages.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
