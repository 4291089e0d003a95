import { projectDetailParamsSchema, projectDetailResponseSchema } from '@alliance/shared/couple-account';
import { errorBodySchema } from '@alliance/shared/errors';
import type { Locale } from '@alliance/shared/locale';
import type { ProviderCard } from '@alliance/shared/providers';
import {
  chooseProvidersBodySchema,
  chooseProvidersResponseSchema,
  getMoreProvidersBodySchema,
  getProvidersBodySchema,
  getProvidersResponseSchema,
  MAX_REQUESTS_PER_COUPLE_PER_DAY,
  MAX_REQUESTS_PER_PROJECT,
  SUGGESTIONS_PAGE_SIZE,
  sendToProviderBodySchema,
  sendToProviderResponseSchema,
} from '@alliance/shared/quote-requests';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../i18n/index.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { NotFoundError, type QuoteRequestsService, SendingCapError } from './quote-requests.service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/** Another couple's project and an unknown provider both answer 404, never the data. */
async function orNotFound<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SendingCapError) {
      const t = translator(request.locale);
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      const message =
        error.cap === 'day'
          ? t('projects.tooManyRequestsToday', { max: MAX_REQUESTS_PER_COUPLE_PER_DAY })
          : t('projects.tooManyRequestsForProject', { max: MAX_REQUESTS_PER_PROJECT });
      return reply.code(429).send({ success: false, error: message });
    }
    if (!(error instanceof NotFoundError)) throw error;
    const key = error.what === 'project' ? 'projects.notFound' : 'projects.providerNotFound';
    return reply.code(404).send({ success: false, error: translator(request.locale)(key) });
  }
}

const userId = (request: FastifyRequest) => request.identity?.userId ?? 0;

/** Sending requests (project host), for a logged-in couple. */
export const sendingRoutes: FastifyPluginAsyncZod<{ quoteRequests: QuoteRequestsService }> = async (app, { quoteRequests }) => {
  const common = { preHandler: app.authenticateCouple, config: { rateLimit: RATE_LIMITS.quoteSend } };

  app.post(
    '/api/send-to-prestataire',
    {
      ...common,
      schema: {
        tags: ['quote requests'],
        security: bearer,
        body: sendToProviderBodySchema,
        response: { 200: sendToProviderResponseSchema, ...errors },
      },
    },
    (request, reply) => orNotFound(request, reply, () => quoteRequests.send(userId(request), request.body, request.locale)),
  );

  app.post(
    '/api/choose-prestataires',
    {
      ...common,
      schema: {
        tags: ['quote requests'],
        security: bearer,
        body: chooseProvidersBodySchema,
        response: { 200: chooseProvidersResponseSchema, ...errors },
      },
    },
    (request, reply) => orNotFound(request, reply, () => quoteRequests.choose(userId(request), request.body, request.locale)),
  );
};

/** Suggested providers for a project (project host), as cards. */
export const suggestionsRoutes: FastifyPluginAsyncZod<{
  quoteRequests: QuoteRequestsService;
  cards: (ids: number[], locale: Locale) => Promise<ProviderCard[]>;
}> = async (app, { quoteRequests, cards }) => {
  const common = { preHandler: app.authenticateCouple, config: { rateLimit: RATE_LIMITS.suggestions } };
  const suggest = (request: FastifyRequest, reply: FastifyReply, project: number, page: number) =>
    orNotFound(request, reply, async () => {
      const found = await quoteRequests.suggestions(userId(request), project, page, SUGGESTIONS_PAGE_SIZE);
      // city-not-found: the widget then silently shows no suggestions (spec §8).
      if (!found.ok) return { success: false, prestataires: [], error_slug: found.error_slug, next_page: null };
      return { success: true, prestataires: await cards(found.ids, request.locale), next_page: found.hasMore ? page + 1 : null };
    });

  app.post(
    '/api/get-prestataires',
    {
      ...common,
      schema: {
        tags: ['quote requests'],
        security: bearer,
        body: getProvidersBodySchema,
        response: { 200: getProvidersResponseSchema, ...errors },
      },
    },
    (request, reply) => suggest(request, reply, request.body.project, 1),
  );

  app.post(
    '/api/get-more-prestataires',
    {
      ...common,
      schema: {
        tags: ['quote requests'],
        security: bearer,
        body: getMoreProvidersBodySchema,
        response: { 200: getProvidersResponseSchema, ...errors },
      },
    },
    (request, reply) => suggest(request, reply, request.body.project, request.body.page),
  );
};

/** `GET /api/project/{id}` (project host): one of the couple's projects with the providers contacted and where each stands. */
export const projectDetailRoutes: FastifyPluginAsyncZod<{
  quoteRequests: QuoteRequestsService;
  cards: (ids: number[], locale: Locale) => Promise<ProviderCard[]>;
}> = async (app, { quoteRequests, cards }) => {
  app.get(
    '/api/project/:id',
    {
      schema: {
        tags: ['projects'],
        security: bearer,
        params: projectDetailParamsSchema,
        response: { 200: projectDetailResponseSchema, ...errors },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.projectRead },
    },
    (request, reply) =>
      orNotFound(request, reply, async () => {
        const { project, requests } = await quoteRequests.detail(userId(request), request.params.id, request.locale);
        const found = await cards(
          requests.map((r) => r.providerId),
          request.locale,
        );
        const byId = new Map(found.map((card) => [card.id, card]));
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          project,
          // A provider removed from the directory takes its requests with it (cascade): every id has a card.
          requests: requests.flatMap(({ providerId, status, sentAt }) => {
            const prestataire = byId.get(providerId);
            return prestataire ? [{ prestataire, status, sentAt }] : [];
          }),
        };
      }),
  );
};
