import { successResponseSchema } from '@alliance/shared/answers';
import { errorBodySchema } from '@alliance/shared/errors';
import {
  changeEmailBodySchema,
  changeLocaleBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  personalInfoBodySchema,
  providerAuthErrorSchema,
  tokenBodySchema,
} from '@alliance/shared/provider-accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { ProviderAccountSettings } from './provider-account-settings.service.ts';
import { originOf } from './provider-accounts.routes.ts';

const bearer = [{ bearer: [] }];
const ok = { success: true as const };
const answers = { 200: successResponseSchema, 400: errorBodySchema, 401: errorBodySchema };

/** The signed-in provider account (the preHandler guarantees it). */
const caller = (request: FastifyRequest) => {
  if (!request.provider) throw new Error('authenticateProvider did not run');
  return request.provider;
};

/** A signed-in provider's account settings (app host, PROVIDERS.md "Accounts"). */
export const providerAccountSettingsRoutes: FastifyPluginAsyncZod<{ settings: ProviderAccountSettings }> = async (
  app,
  { settings },
) => {
  const signedIn = { preHandler: app.authenticateProvider };
  const tags = ['provider accounts'];

  app.post(
    '/api/account/change-locale',
    { ...signedIn, schema: { tags, security: bearer, body: changeLocaleBodySchema, response: answers } },
    async (request) => {
      await settings.changeLocale(caller(request).accountId, request.body.locale);
      return ok;
    },
  );

  app.post(
    '/api/account/update-personal-info',
    { ...signedIn, schema: { tags, security: bearer, body: personalInfoBodySchema, response: answers } },
    async (request) => {
      await settings.updatePersonalInfo(caller(request).accountId, request.body);
      return ok;
    },
  );

  app.post(
    '/api/account/change-email',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Mails a confirmation link to the new address (confirmed with account/confirm-email) and tells the old one',
        body: changeEmailBodySchema,
        response: answers,
      },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => {
      const { email, password } = request.body;
      await settings.changeEmail(caller(request).accountId, email, password, originOf(request));
      return ok;
    },
  );

  // The link of the mail: no sign-in needed (it may be opened on another device).
  app.post(
    '/api/account/confirm-email',
    {
      schema: { tags, summary: 'Moves the account to the new e-mail address of the mailed link', body: tokenBodySchema },
      config: { rateLimit: RATE_LIMITS.emailToken },
    },
    async (request) => {
      await settings.confirmEmailChange(request.body.token);
      return ok;
    },
  );

  app.post(
    '/api/change-password',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Changes the password; the other sessions end',
        body: changePasswordBodySchema,
        response: answers,
      },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request) => {
      const { accountId, familyId } = caller(request);
      await settings.changePassword(accountId, familyId, request.body.currentPassword, request.body.password);
      return ok;
    },
  );

  app.post(
    '/api/account/delete',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Closes the account: the provider leaves the directory at once (410), personal data erased, invoices kept',
        body: deleteAccountBodySchema,
        response: { ...answers, 429: providerAuthErrorSchema },
      },
      config: { rateLimit: RATE_LIMITS.login },
    },
    async (request) => {
      await settings.deleteAccount(caller(request).accountId, request.body.password);
      return ok;
    },
  );
};
