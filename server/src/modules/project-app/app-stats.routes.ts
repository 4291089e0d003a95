import { appStatsResponseSchema } from '@alliance/shared/app-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { prepareListedProvidersCount } from './app-stats.repo.ts';

// The figure moves slowly: one count a minute at most, whatever the traffic of the home page.
const TTL_MS = 60_000;

/** `GET /api/app-stats`: the couples' app's home page says how many providers there are, truly. */
export const appStatsRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => number }> = async (
  app,
  { db, now = Date.now },
) => {
  const listedProviders = prepareListedProvidersCount(db);
  let cached: { at: number; providers: number } | null = null;

  app.get(
    '/api/app-stats',
    { schema: { tags: ['reference'], response: { 200: appStatsResponseSchema } } },
    async (_request, reply) => {
      if (!cached || now() - cached.at > TTL_MS) {
        const providers = await listedProviders();
        cached = { at: now(), providers };
      }
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, providers: cached.providers };
    },
  );
};
