import { type LocalitySearchResponse, localitySearchQuerySchema, localitySearchResponseSchema } from '@alliance/shared/locality';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { LocalityService } from './locality.service.ts';

// Reference data that changes only with a seed; the answer depends on the URL and the Host
// (default country), and caches key on both.
const cacheable = { 'cache-control': 'public, max-age=3600' };
const FALLBACK_COUNTRY = 'FR';

/** City / postal-code autocomplete (www host, open to the widget on any site). */
export const localityRoutes: FastifyPluginAsyncZod<{ locality: LocalityService }> = async (app, { locality }) => {
  app.get(
    '/search/locality',
    {
      config: { rateLimit: RATE_LIMITS.autocomplete },
      schema: { tags: ['locality'], querystring: localitySearchQuerySchema, response: { 200: localitySearchResponseSchema } },
    },
    async (request, reply) => {
      const { query, country, page } = request.query;
      const answer = await locality.search(query, country ?? request.site?.country ?? FALLBACK_COUNTRY, page);
      // Already JSON (of the response schema, which documents it): Fastify sends a string with a
      // JSON content type as it is, without serializing it again.
      // The type says object; the text is that object's JSON.
      return reply
        .headers(cacheable)
        .type('application/json; charset=utf-8')
        .send(answer as unknown as LocalitySearchResponse);
    },
  );
};
