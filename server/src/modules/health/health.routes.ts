import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pingDatabase } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'down']) });

/** `GET /healthz`: answers ok only after a real query reached the database. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
    async (request, reply) => {
      try {
        await Promise.race([
          pingDatabase(db),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref()),
        ]);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'down' });
      }
    },
  );
};
