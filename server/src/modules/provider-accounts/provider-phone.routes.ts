import { checkPhoneResponseSchema } from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import {
  acceptedResponseSchema,
  providerPhoneChangeBodySchema,
  providerPhoneCheckBodySchema,
  providerPhoneVerifyBodySchema,
} from '@alliance/shared/provider-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { challengeError, sendCodeAnswer, VERIFY_ERRORS } from '../phone-verification/phone-verification.routes.ts';
import type { PhoneVerificationService } from '../phone-verification/phone-verification.service.ts';
import { createProviderAccountsRepo } from './provider-accounts.repo.ts';

const bearer = [{ bearer: [] }];
const tags = ['provider accounts'];
const sendAnswers = {
  200: checkPhoneResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: checkPhoneResponseSchema,
  429: checkPhoneResponseSchema,
  502: checkPhoneResponseSchema,
};

/**
 * The provider's mobile (app host): the couples' phone-verification service, its code rules and
 * its limits, for a number that is not an identity here (two providers may share one).
 */
export const providerPhoneRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock?: () => Date;
  phoneVerification: PhoneVerificationService;
}> = async (app, { db, clock = () => new Date(), phoneVerification }) => {
  const repo = createProviderAccountsRepo();
  const accountOf = async (accountId: number | undefined) => {
    const row = accountId ? await repo.byId(db, accountId) : undefined;
    if (!row) throw new AppError(401, 'auth.unauthorized');
    return row;
  };

  app.post(
    '/api/phone/change',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Sets the mobile (not yet proved) and texts it a code',
        body: providerPhoneChangeBodySchema,
        response: sendAnswers,
      },
      preHandler: app.authenticateProvider,
      config: { rateLimit: RATE_LIMITS.smsSend },
    },
    async (request) => {
      const account = await accountOf(request.provider?.accountId);
      const { phone, altcha } = request.body;
      if (phone !== account.phone || account.phoneVerified) {
        await repo.updateAccount(db, account.id, { phone, phoneVerified: false, updatedAt: clock() });
      }
      return sendCodeAnswer(await phoneVerification.sendCode(phone, { ip: request.ip, altcha }, request.locale));
    },
  );

  app.post(
    '/api/phone/check',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Texts a new code to the mobile being proved',
        body: providerPhoneCheckBodySchema,
        response: sendAnswers,
      },
      preHandler: app.authenticateProvider,
      config: { rateLimit: RATE_LIMITS.smsSend },
    },
    async (request) => {
      const account = await accountOf(request.provider?.accountId);
      if (!account.phone || account.phoneVerified) throw new AppError(400, 'account.phoneUnchanged', { fields: ['phone'] });
      return sendCodeAnswer(
        await phoneVerification.sendCode(account.phone, { ip: request.ip, altcha: request.body.altcha }, request.locale),
      );
    },
  );

  app.post(
    '/api/phone/verify',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Proves the mobile with its code',
        body: providerPhoneVerifyBodySchema,
        response: { 200: acceptedResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: checkPhoneResponseSchema },
      },
      preHandler: app.authenticateProvider,
      config: { rateLimit: RATE_LIMITS.codeCheck },
    },
    async (request) => {
      const account = await accountOf(request.provider?.accountId);
      const { phone, code, altcha } = request.body;
      // Only the number being proved: a code for any other phone proves nothing here.
      if (phone !== account.phone) throw new AppError(400, 'validation.codeInvalid', { fields: ['code'] });
      const outcome = await phoneVerification.verifyCode(phone, code, { ip: request.ip, altcha });
      if (!outcome.ok && outcome.reason === 'challenge') throw challengeError(outcome);
      if (!outcome.ok) throw new AppError(400, VERIFY_ERRORS[outcome.reason], { fields: ['code'] });
      await repo.markPhoneVerified(db, account.id, phone, clock());
      return { success: true as const };
    },
  );
};
