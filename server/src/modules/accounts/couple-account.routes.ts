import { altchaChallengeSchema } from '@alliance/shared/auth';
import { RECENT_SIGN_IN_MINUTES } from '@alliance/shared/constants';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  phoneChangeCheckBodySchema,
  phoneChangeCheckResponseSchema,
  phoneChangeVerifyBodySchema,
  phoneChangeVerifyResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@alliance/shared/couple-account';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { challengeError, sendCodeAnswer, VERIFY_ERRORS } from '../phone-verification/phone-verification.routes.ts';
import type { CoupleAccountService } from './couple-account.service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The phone change's 403: a stale sign-in (`error_slug`) or a proof-of-work challenge to solve. */
const forbiddenOrChallenge = errorBodySchema.extend({ challenge: z.optional(altchaChallengeSchema) });
const MINUTE_MS = 60_000;

/**
 * A stolen access token must not become a takeover: moving the account to another phone needs
 * a sign-in (a proof of the current phone) under 15 minutes old, both when the code is asked and
 * when it is proved (any phone's code can be had from check-phone). Otherwise 403 `recent-sign-in-required`:
 * the client has the couple prove the current phone again (check-phone, verify-phone,
 * check-account) and retries.
 */
function refuseStaleSignIn(request: FastifyRequest, now: Date, key = 'account.recentSignInRequired'): void {
  const signedInAt = request.identity?.signedInAt.getTime() ?? 0;
  if (now.getTime() - signedInAt <= RECENT_SIGN_IN_MINUTES * MINUTE_MS) return;
  throw new AppError(403, key, { extra: { error_slug: 'recent-sign-in-required' } });
}

/** The account vanished under a valid token (deleted meanwhile): signed out, like an expired session. */
const gone = () => unauthorized();

/**
 * A logged-in couple's account settings (project host): profile, phone change, deletion.
 * Private answers: never kept by shared caches.
 */
export const coupleAccountRoutes: FastifyPluginAsyncZod<{ coupleAccount: CoupleAccountService; clock?: () => Date }> = async (
  app,
  { coupleAccount, clock = () => new Date() },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const userId = (request: FastifyRequest) => request.identity?.userId ?? 0;

  app.post(
    '/api/update-profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the e-mail and the interface language; names cannot change',
        security: bearer,
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.updateProfile },
    },
    async (request) => {
      // The e-mail receives the providers' answers: moving it needs the same fresh proof as the phone (issue 21).
      const { email } = request.body;
      if (email !== undefined && email !== (await coupleAccount.emailOf(userId(request)))) {
        refuseStaleSignIn(request, clock(), 'account.recentSignInRequiredEmail');
      }
      const user = await coupleAccount.updateProfile(userId(request), request.body);
      if (!user) throw gone();
      return { success: true as const, user };
    },
  );

  app.post(
    '/api/phone/check',
    {
      schema: {
        tags: ['account'],
        summary: 'Texts a code to the new phone number (same limits as check-phone)',
        security: bearer,
        body: phoneChangeCheckBodySchema,
        response: {
          200: phoneChangeCheckResponseSchema,
          ...errors,
          403: forbiddenOrChallenge,
          429: phoneChangeCheckResponseSchema,
          502: phoneChangeCheckResponseSchema,
        },
      },
      preHandler: app.authenticateCouple,
      // Per client IP, on top of the per-phone limits of the service.
      config: { rateLimit: RATE_LIMITS.smsSend },
    },
    async (request) => {
      refuseStaleSignIn(request, clock());
      const { phone, altcha } = request.body;
      const client = { ip: request.ip, altcha };
      const outcome = await coupleAccount.sendPhoneChangeCode(request.identity?.phone ?? '', phone, client, request.locale);
      if (!outcome.ok && outcome.reason === 'unchanged') throw new AppError(400, 'account.phoneUnchanged', { fields: ['phone'] });
      return sendCodeAnswer(outcome);
    },
  );

  app.post(
    '/api/phone/verify',
    {
      schema: {
        tags: ['account'],
        summary: 'Checks the code and moves the account to the new phone; answers a fresh token pair',
        security: bearer,
        body: phoneChangeVerifyBodySchema,
        response: {
          200: phoneChangeVerifyResponseSchema,
          ...errors,
          403: forbiddenOrChallenge,
          409: errorBodySchema,
        },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.codeCheck },
    },
    async (request) => {
      refuseStaleSignIn(request, clock());
      const { phone, code, altcha } = request.body;
      const outcome = await coupleAccount.changePhone(userId(request), phone, code, { ip: request.ip, altcha });
      if (outcome.ok) return { success: true, user: outcome.user, ...outcome.tokens };
      if (outcome.reason === 'gone') throw gone();
      if (outcome.reason === 'challenge') throw challengeError(outcome);
      if (outcome.reason === 'taken') throw new AppError(409, 'account.phoneTaken', { fields: ['phone'] });
      throw new AppError(400, VERIFY_ERRORS[outcome.reason], { fields: ['code'] });
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['account'],
        summary: 'Deletes the personal data and withdraws the open requests; the tokens stop working',
        security: bearer,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errors },
      },
      preHandler: app.authenticateCouple,
      config: { rateLimit: RATE_LIMITS.accountDelete },
    },
    async (request) => {
      const deleted = await coupleAccount.deleteAccount(userId(request));
      if (!deleted) throw gone();
      return { success: true as const, ...deleted };
    },
  );
};
