import { errorBodySchema } from '@alliance/shared/errors';
import {
  insufficientCreditsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  leadUuidParamsSchema,
  rejectBodySchema,
  reportBodySchema,
  unlockResponseSchema,
} from '@alliance/shared/leads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { providerIdOf } from '../../plugins/auth.ts';
import type { LeadsService } from './leads.service.ts';
import { notificationSettingsRoutes } from './notification-settings.routes.ts';

const tags = ['leads'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The providers' leads inbox (app host, PROVIDERS.md "Leads"); every lead is loaded through its owner. */
export const leadsRoutes: FastifyPluginAsyncZod<{ db: Database; leads: LeadsService }> = async (app, { db, leads }) => {
  const signedIn = { preHandler: app.authenticateProvider };
  const providerOf = async (request: FastifyRequest) => providerIdOf(request);

  app.addHook('onSend', async (_request, reply) => {
    // A lead holds a couple's contact once unlocked: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/event-requests/',
    {
      ...signedIn,
      schema: { tags, security, querystring: leadListQuerySchema, response: { 200: leadListResponseSchema, ...errors } },
      // The providers' hot path: the answer is built field by field by toLead (lead-view.ts) from typed
      // rows, so it is written as built instead of re-encoded by zod on every page; the schema documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { status, page } = request.query;
      return { success: true as const, ...(await leads.list(await providerOf(request), status, page, request.locale)) };
    },
  );

  app.get(
    '/api/event-requests/:uuid',
    { ...signedIn, schema: { tags, security, params: leadUuidParamsSchema, response: { 200: leadResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      request: await leads.get(await providerOf(request), request.params.uuid, request.locale),
    }),
  );

  app.post(
    '/api/event-requests/:uuid/unlock',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Unlocks the couple contact: debits the price in the same transaction (402 when short, 409 when declined or withdrawn)',
        params: leadUuidParamsSchema,
        response: { 200: unlockResponseSchema, 402: insufficientCreditsSchema, 409: errorBodySchema, ...errors },
      },
      // Built by toLead like the list's pages: written as built (the schema documents it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({
      success: true as const,
      ...(await leads.unlock(await providerOf(request), request.params.uuid, request.locale)),
    }),
  );

  app.post(
    '/api/event-requests/:uuid/reject',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Declines a lead (free); the couple is mailed three other suggestions',
        params: leadUuidParamsSchema,
        body: rejectBodySchema,
        response: { 200: leadResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      request: await leads.reject(await providerOf(request), request.params.uuid, request.body.reason, request.locale),
    }),
  );

  app.post(
    '/api/event-requests/:uuid/report',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Reports an unlocked lead within 7 days: refunded at once (refund rule 3) or pending review',
        params: leadUuidParamsSchema,
        body: reportBodySchema,
        response: { 200: leadResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      request: await leads.report(await providerOf(request), request.params.uuid, request.body.reason, request.locale),
    }),
  );

  await app.register(notificationSettingsRoutes, { db });
};
