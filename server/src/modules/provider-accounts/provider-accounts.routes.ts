import { successResponseSchema } from '@alliance/shared/answers';
import { errorBodySchema } from '@alliance/shared/errors';
import { LOCALES } from '@alliance/shared/locale';
import {
  confirmResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  providerAuthErrorSchema,
  providerMeResponseSchema,
  providerRegisterBodySchema,
  resendConfirmationBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  tokenBodySchema,
} from '@alliance/shared/provider-accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { clearProviderCookies, setProviderCookies } from '../../plugins/provider-cookies.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { balanceOf } from '../credits/credits.repo.ts';
import { countNewLeads } from '../leads/leads.repo.ts';
import { isPremiumAt } from '../providers/premium.ts';
import { providerProfilePath } from '../providers/provider-cards.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { type Origin, type ProviderAccountsService, userOf } from './provider-accounts.service.ts';

const bearer = [{ bearer: [] }];
const FALLBACK_COUNTRY = 'FR';

export const originOf = (request: FastifyRequest): Origin => ({
  appOrigin: request.site?.origin('app') ?? 'http://app.localhost',
  country: request.site?.country ?? FALLBACK_COUNTRY,
  locale: LOCALES.includes(request.locale) ? request.locale : 'fr',
});

/**
 * `POST /api/login_check`, on the app host only since issue 21 (ARCHITECTURE.md said every host;
 * the www and project hosts answer any site's scripts, and only the providers' area signs providers
 * in). The tokens come in the answer, as before, and in the admin's HttpOnly cookies.
 */
export const providerLoginRoutes: FastifyPluginAsyncZod<{ accounts: ProviderAccountsService }> = async (app, { accounts }) => {
  app.post(
    '/api/login_check',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Signs a provider in with e-mail (or username) and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: errorBodySchema, 401: providerAuthErrorSchema, 429: providerAuthErrorSchema },
      },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const tokens = await accounts.login(request.body.email, request.body.password, request.ip);
      setProviderCookies(request, reply, tokens);
      return tokens;
    },
  );
};

/** The provider accounts' calls of the app host (PROVIDERS.md "Accounts"). */
export const providerAccountsRoutes: FastifyPluginAsyncZod<{
  accounts: ProviderAccountsService;
  sessions: SessionsService;
  productWord: string;
  db: Database;
}> = async (app, { accounts, sessions, productWord, db }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/register/',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Creates a provider account (202 whether or not the e-mail has one: a mail tells the owner)',
        body: providerRegisterBodySchema,
        response: { 202: successResponseSchema, 400: errorBodySchema },
      },
      config: { rateLimit: RATE_LIMITS.register },
    },
    async (request, reply) => {
      await accounts.register(request.body, originOf(request));
      return reply.code(202).send({ success: true as const });
    },
  );

  app.post(
    '/api/register/confirm',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Confirms the e-mail with the mailed token and signs the provider in',
        body: tokenBodySchema,
        response: { 200: confirmResponseSchema, 400: providerAuthErrorSchema },
      },
      config: { rateLimit: RATE_LIMITS.emailToken },
    },
    async (request, reply) => {
      const confirmed = await accounts.confirm(request.body.token);
      setProviderCookies(request, reply, confirmed);
      return confirmed;
    },
  );

  app.post(
    '/api/register/resend-confirmation',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Mails a new confirmation link to an unconfirmed account (always answered alike; 3 an hour)',
        body: resendConfirmationBodySchema,
        response: { 202: successResponseSchema, 400: errorBodySchema },
      },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request, reply) => {
      await accounts.resendConfirmation(request.body.email, originOf(request));
      return reply.code(202).send({ success: true as const });
    },
  );

  app.post(
    '/api/reset-password/request',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Mails a reset link when the account exists (always answered alike)',
        body: resetRequestBodySchema,
        response: { 200: successResponseSchema, 400: errorBodySchema },
      },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      await accounts.requestReset(request.body.email, originOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/reset-password/token',
    {
      schema: {
        tags: ['provider accounts'],
        summary: 'Sets a new password from a reset link; every session of the account ends',
        body: resetPasswordBodySchema,
        response: { 200: successResponseSchema, 400: providerAuthErrorSchema },
      },
      config: { rateLimit: RATE_LIMITS.emailToken },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return { success: true as const };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: { tags: ['provider accounts'], security: bearer, response: { 200: successResponseSchema, 401: errorBodySchema } },
      preHandler: app.authenticateProvider,
      config: { rateLimit: RATE_LIMITS.logout },
    },
    async (request, reply) => {
      if (request.provider) await sessions.revokeFamily(request.provider.familyId);
      clearProviderCookies(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['provider accounts'],
        security: bearer,
        response: { 200: providerMeResponseSchema, 401: errorBodySchema },
      },
      preHandler: app.authenticateProvider,
    },
    async (request) => {
      const { account, provider } = await accounts.me(request.provider?.accountId ?? 0);
      const [credits, newLeads] = await Promise.all([balanceOf(db, provider.id), countNewLeads(db, provider.id)]);
      const www = request.site?.origin('www') ?? 'http://www.localhost';
      return {
        user: userOf(account),
        provider: {
          id: provider.id,
          publicId: provider.publicId,
          slug: provider.slug,
          name: provider.name,
          profileUrl: `${www}${providerProfilePath(provider.slug, productWord)}`,
          isPremium: isPremiumAt(provider.premiumUntil, new Date()),
          // The paid period's end, past ones included ("premium until" then tells when it ended).
          premiumUntil: provider.premiumUntil?.toISOString() ?? null,
          credits,
          newLeads,
          onboardingFinished: provider.publishedAt !== null,
          published: provider.publishedAt !== null,
          completeness: provider.profileCompleteness,
        },
      };
    },
  );
};
