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
  SUGGESTIONS_PAGE_SIZE,
  sendToProviderBodySchema,
  sendToProviderResponseSchema,
} from '@alliance/shared/quote-requests';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { QuoteRequestsService } from './quote-requests.service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

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
    (request) => quoteRequests.send(userId(request), request.body, request.locale, request.headers.origin),
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
    (request) => quoteRequests.choose(userId(request), request.body, request.locale, request.headers.origin),
  );
};

/** Suggested providers for a project (project host), as cards. */
export const suggestionsRoutes: FastifyPluginAsyncZod<{
  quoteRequests: QuoteRequestsService;
  cards: (ids: number[], locale: Locale) => Promise<ProviderCard[]>;
}> = async (app, { quoteRequests, cards }) => {
  const common = { preHandler: app.authenticateCouple, config: { rateLimit: RATE_LIMITS.suggestions } };
  const suggest = async (request: FastifyRequest, project: number, page: number) => {
    const found = await quoteRequests.suggestions(userId(request), project, page, SUGGESTIONS_PAGE_SIZE, request.headers.origin);
    // city-not-found: the widget then silently shows no suggestions (spec §8).
    if (!found.ok) return { success: false, prestataires: [], error_slug: found.error_slug, next_page: null };
    return { success: true, prestataires: await cards(found.ids, request.locale), next_page: found.hasMore ? page + 1 : null };
  };

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
    (request) => suggest(request, request.body.project, 1),
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
    (request) => suggest(request, request.body.project, request.body.page),
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
    async (request, reply) => {
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
    },
  );
};
