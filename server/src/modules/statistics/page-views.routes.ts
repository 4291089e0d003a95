import { errorBodySchema } from '@alliance/shared/errors';
import { idParamSchema } from '@alliance/shared/ids';
import { pageViewResponseSchema } from '@alliance/shared/statistics';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { coupleIdOf } from '../visitors/couple-of-request.ts';
import type { PageViews } from './page-views.ts';

const tags = ['statistics'];
const params = z.object({ id: idParamSchema });
// Optional: a couple's token sets them apart from others behind the same address and browser.
const security: Record<string, string[]>[] = [{ bearer: [] }, {}];
const schema = (what: string) => ({
  tags,
  description: `Counts a view of a published ${what}: at most one per visitor (address, browser, signed-in couple) per UTC day; the provider's own browser of the day does not count. Sent by the public pages' script, so crawlers that do not run it are not counted.`,
  security,
  params,
  response: { 200: pageViewResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
});

const visitorOf = async (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  userId: await coupleIdOf(request),
});

/**
 * The public pages' view beacons (www host): `PATCH /api/page-views/profile/{providerId}` and
 * `PATCH /api/page-views/portfolio/{portfolioId}`, like the images' view counter.
 */
export const pageViewsRoutes: FastifyPluginAsyncZod<{ pageViews: PageViews }> = async (app, { pageViews }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A page sends one beacon; a client that sends far more is not viewing pages.
  const config = { rateLimit: RATE_LIMITS.pageView };

  app.patch('/api/page-views/profile/:id', { schema: schema('provider profile'), config }, async (request) => {
    const { found, counted } = await pageViews.profile(request.params.id, await visitorOf(request));
    if (!found) throw new AppError(404, 'statistics.pageNotFound');
    return { success: true as const, counted };
  });

  app.patch('/api/page-views/portfolio/:id', { schema: schema('portfolio page'), config }, async (request) => {
    const { found, counted } = await pageViews.portfolio(request.params.id, await visitorOf(request));
    if (!found) throw new AppError(404, 'statistics.pageNotFound');
    return { success: true as const, counted };
  });
};
