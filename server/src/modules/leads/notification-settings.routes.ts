import { errorBodySchema } from '@alliance/shared/errors';
import { notificationSettingsResponseSchema, notificationSettingsSchema } from '@alliance/shared/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notificationSettingsOf, setSmsOnNewLead } from './leads.repo.ts';

const tags = ['provider accounts'];
const security = [{ bearer: [] }];

/** The provider's choice of an SMS for each new lead (sent only while the phone is verified). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = { preHandler: app.authenticateProvider };
  const read = async (accountId: number) => {
    const row = await notificationSettingsOf(db, accountId);
    return { success: true as const, smsOnNewLead: row?.smsOnNewLead ?? false, phoneVerified: row?.phoneVerified ?? false };
  };

  app.get(
    '/api/account/notifications',
    { ...signedIn, schema: { tags, security, response: { 200: notificationSettingsResponseSchema, 401: errorBodySchema } } },
    (request) => read(request.provider?.accountId ?? 0),
  );

  app.post(
    '/api/account/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const accountId = request.provider?.accountId ?? 0;
      await setSmsOnNewLead(db, accountId, request.body.smsOnNewLead);
      return read(accountId);
    },
  );
};
