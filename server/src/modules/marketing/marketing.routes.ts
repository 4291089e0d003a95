import { successResponseSchema } from '@alliance/shared/answers';
import { errorBodySchema } from '@alliance/shared/errors';
import {
  activeAlertResponseSchema,
  activePopupResponseSchema,
  dismissParamsSchema,
  type MarketingMessage,
} from '@alliance/shared/marketing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import { isPremiumAt } from '../providers/premium.ts';
import type { createMarketingRepo, MarketingRow } from './marketing.repo.ts';
import { textIn } from './marketing.repo.ts';

const bearer = [{ bearer: [] }];
const tags = ['marketing'];

function shown(row: MarketingRow | undefined, locale: string): MarketingMessage | null {
  const text = row && textIn(row, locale);
  if (!row || !text) return null;
  return {
    id: row.id,
    title: text.title,
    body: text.body,
    ...(row.ctaUrl && text.ctaLabel ? { cta: { label: text.ctaLabel, url: row.ctaUrl } } : {}),
  };
}

/** Promotional alert and popup of the providers' area (app host), by country, premium or not, date window. */
export const marketingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  repo: ReturnType<typeof createMarketingRepo>;
  clock?: () => Date;
  accounts: ProviderAccountsService;
}> = async (app, { db, repo, clock = () => new Date(), accounts }) => {
  const signedIn = { preHandler: app.authenticateProvider };

  async function activeFor(request: FastifyRequest, kind: 'alert' | 'popup') {
    const { account, provider } = await accounts.me(request.provider?.accountId ?? 0);
    const now = clock();
    const row = await repo.active(
      db,
      kind,
      { accountId: account.id, countryCode: provider.countryCode, isPremium: isPremiumAt(provider.premiumUntil, now) },
      now,
    );
    return shown(row, request.locale);
  }

  app.get(
    '/api/marketing/promotional-alert/active',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: activeAlertResponseSchema, 401: errorBodySchema } } },
    async (request) => ({ success: true as const, alert: await activeFor(request, 'alert') }),
  );

  app.get(
    '/api/marketing/promotional-popup/active',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: activePopupResponseSchema, 401: errorBodySchema } } },
    async (request) => ({ success: true as const, popup: await activeFor(request, 'popup') }),
  );

  app.post(
    '/api/marketing/:id/dismiss',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        params: dismissParamsSchema,
        response: { 200: successResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const dismissed = await repo.dismiss(db, request.params.id, request.provider?.accountId ?? 0, clock());
      if (!dismissed) throw notFound('errors.resourceNotFound');
      return { success: true as const };
    },
  );
};
