import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-client-IP limits, declared per route (`config.rateLimit`). In memory by default; with
 * REDIS_URL the counters live in Redis, so several server processes share them.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined; namespace?: string }) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: options.namespace ?? 'alliance-rl:' } : {}),
      // Thrown as an error: the error handler answers it in the caller's language.
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMIT',
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
