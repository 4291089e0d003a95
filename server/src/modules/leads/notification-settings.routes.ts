import { errorBodySchema } from '@alliance/shared/errors';
import { notificationSettingsResponseSchema, notificationSettingsSchema } from '@alliance/shared/leads';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerAccounts } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../module-deps.ts';

const tags = ['provider accounts'];
const security = [{ bearer: [] }];

/** The provider's choice of an SMS for each new lead (sent only while the phone is verified). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const signedIn = { preHandler: app.authenticateProvider };
  const read = async (accountId: number) => {
    const [row] = await db
      .select({ smsOnNewLead: providerAccounts.smsOnNewLead, phoneVerified: providerAccounts.phoneVerified })
      .from(providerAccounts)
      .where(eq(providerAccounts.id, accountId));
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
      await db
        .update(providerAccounts)
        .set({ smsOnNewLead: request.body.smsOnNewLead })
        .where(eq(providerAccounts.id, accountId));
      return read(accountId);
    },
  );
};
