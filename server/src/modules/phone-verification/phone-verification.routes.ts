import {
  checkPhoneBodySchema,
  checkPhoneResponseSchema,
  verifyPhoneBodySchema,
  verifyPhoneResponseSchema,
} from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { ChallengeOutcome, PhoneVerificationService, SendOutcome } from './phone-verification.service.ts';

/** i18n keys of the refused codes (also used by the phone change of a logged-in couple). */
export const VERIFY_ERRORS = { invalid: 'validation.codeInvalid', expired: 'auth.codeExpired', dead: 'auth.codeDead' } as const;

/**
 * 403 with a proof-of-work challenge to solve before the same call is made again with `altcha`
 * (a wrong, stale or replayed solution gets a fresh challenge and says so).
 */
export function challengeError(outcome: ChallengeOutcome): AppError {
  const key = outcome.failed ? 'phoneGuard.challengeFailed' : 'phoneGuard.challengeRequired';
  return new AppError(403, key, { extra: { challenge: outcome.challenge } });
}

const SEND_REFUSALS = {
  'too-soon': 'auth.codeTooSoon',
  budget: 'phoneGuard.budgetSpent',
  'too-many': 'auth.tooManyCodes',
} as const;

/**
 * The answer to a code send, shared by check-phone and the phone change: limits and the spent
 * SMS budget are 429 with Retry-After (and `retryAfter` in the body, read by the widget's
 * countdown), a challenge 403, a failed SMS 502. A refusal is thrown.
 */
export function sendCodeAnswer(outcome: SendOutcome): { success: true } {
  if (outcome.ok) return { success: true };
  if (outcome.reason === 'challenge') throw challengeError(outcome);
  if (outcome.reason === 'sms-failed') throw new AppError(502, 'auth.smsFailed');
  const { retryAfter } = outcome;
  throw new AppError(429, SEND_REFUSALS[outcome.reason], { vars: { seconds: retryAfter }, retryAfter, extra: { retryAfter } });
}

/** `POST /api/check-phone` and `POST /api/verify-phone` (project host). */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{
  phoneVerification: PhoneVerificationService;
  sessions: SessionsService;
}> = async (app, { phoneVerification, sessions }) => {
  app.post(
    '/api/check-phone',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sends a 6-digit code by SMS to a mobile number of a served country',
        description:
          'At most one code per 60 s, 5 per 10 minutes and 10 per 24 hours per phone and client address (429, ' +
          'Retry-After), 30 per phone per 24 hours in all; 429 with Retry-After when the hourly SMS budget is spent. ' +
          'Once the phone or the client address has had 10 codes in 24 hours, or once 80 % of the hourly SMS budget ' +
          'is spent (for every sender): 403 with an ALTCHA `challenge`; ' +
          'solve it and send `{phone, altcha}` (each solution is accepted once).',
        body: checkPhoneBodySchema,
        response: {
          200: checkPhoneResponseSchema,
          400: errorBodySchema,
          403: checkPhoneResponseSchema,
          429: checkPhoneResponseSchema,
          502: checkPhoneResponseSchema,
        },
      },
      // Per client IP, on top of the per-phone limits of the service.
      config: { rateLimit: RATE_LIMITS.smsSend },
    },
    async (request) => {
      const { phone, altcha } = request.body;
      return sendCodeAnswer(await phoneVerification.sendCode(phone, { ip: request.ip, altcha }, request.locale));
    },
  );

  app.post(
    '/api/verify-phone',
    {
      schema: {
        tags: ['identity'],
        summary: 'Checks the code; success returns tokens of a phone-only identity (authenticated, not logged in)',
        description:
          'The code sent for the caller’s address is checked (else the phone’s newest). 5 wrong tries from that ' +
          'address kill it; tries from other addresses count per address, and after 3 of them each one needs an ' +
          'ALTCHA `challenge` (403) solved and sent as `altcha`.',
        body: verifyPhoneBodySchema,
        // 400 is also a bad body: the error schema keeps its `fields` (a bad code names `code`).
        response: { 200: verifyPhoneResponseSchema, 400: errorBodySchema, 403: verifyPhoneResponseSchema },
      },
      config: { rateLimit: RATE_LIMITS.codeCheck },
    },
    async (request) => {
      const { phone, code, altcha } = request.body;
      const outcome = await phoneVerification.verifyCode(phone, code, { ip: request.ip, altcha });
      if (!outcome.ok && outcome.reason === 'challenge') throw challengeError(outcome);
      if (!outcome.ok) throw new AppError(400, VERIFY_ERRORS[outcome.reason]);
      const tokens = await sessions.issue({ role: 'couple', phone, userId: null });
      return { success: true, ...tokens };
    },
  );
};
