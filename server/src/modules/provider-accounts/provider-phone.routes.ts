import { successResponseSchema } from '@alliance/shared/answers';
import { checkPhoneResponseSchema } from '@alliance/shared/auth';
import { RECENT_SIGN_IN_MINUTES } from '@alliance/shared/constants';
import { errorBodySchema } from '@alliance/shared/errors';
import {
  providerPhoneChangeBodySchema,
  providerPhoneCheckBodySchema,
  providerPhoneVerifyBodySchema,
} from '@alliance/shared/provider-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, FieldValidationError } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { challengeError, sendCodeAnswer, VERIFY_ERRORS } from '../phone-verification/phone-verification.routes.ts';
import type { PhoneVerificationService } from '../phone-verification/phone-verification.service.ts';
import { verifyPassword } from './passwords.ts';
import type { createProviderAccountsRepo } from './provider-accounts.repo.ts';

const bearer = [{ bearer: [] }];
const MINUTE_MS = 60_000;

/**
 * A sign-in under RECENT_SIGN_IN_MINUTES old, or the password (checked whenever given): 403
 * `recent-sign-in-required` without either, a field error for a wrong password.
 */
async function requireFreshProof(
  signedInAt: Date | undefined,
  passwordHash: string | null,
  password: string | undefined,
  now: Date,
) {
  if (password !== undefined) {
    if (!(await verifyPassword(passwordHash, password))) throw new FieldValidationError({ password: 'validation.passwordWrong' });
    return;
  }
  if (signedInAt && now.getTime() - signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * MINUTE_MS) return;
  throw new AppError(403, 'providerAuth.recentProofRequired', { code: 'recent-sign-in-required' });
}
const tags = ['provider accounts'];
const sendAnswers = {
  200: checkPhoneResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  // A challenge to solve, or (phone change) `recent-sign-in-required` with its `message`.
  403: z.object({ ...checkPhoneResponseSchema.shape, message: z.string().optional() }),
  429: checkPhoneResponseSchema,
  502: checkPhoneResponseSchema,
};

/**
 * The provider's mobile (app host): the couples' phone-verification service, its code rules and
 * its limits, for a number that is not an identity here (two providers may share one).
 */
export const providerPhoneRoutes: FastifyPluginAsyncZod<{
  db: Database;
  repo: ReturnType<typeof createProviderAccountsRepo>;
  clock?: () => Date;
  phoneVerification: PhoneVerificationService;
}> = async (app, { db, repo, clock = () => new Date(), phoneVerification }) => {
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
        summary: 'Sets the mobile (not yet proved) and texts it a code; the password is needed after 15 minutes signed in',
        body: providerPhoneChangeBodySchema,
        response: sendAnswers,
      },
      preHandler: app.authenticateProvider,
      config: { rateLimit: RATE_LIMITS.smsSend },
    },
    async (request) => {
      const account = await accountOf(request.provider?.accountId);
      const { phone, altcha, password } = request.body;
      await requireFreshProof(request.provider?.signedInAt, account.passwordHash, password, clock());
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
        response: { 200: successResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: checkPhoneResponseSchema },
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
