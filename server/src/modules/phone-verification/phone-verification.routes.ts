import {
  checkPhoneBodySchema,
  checkPhoneResponseSchema,
  verifyPhoneBodySchema,
  verifyPhoneResponseSchema,
} from '@alliance/shared/auth';
import { errorBodySchema } from '@alliance/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../i18n/index.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { PhoneVerificationService, SendOutcome } from './phone-verification.service.ts';

/** i18n keys of the refused codes (also used by the phone change of a logged-in couple). */
export const VERIFY_ERRORS = { invalid: 'validation.codeInvalid', expired: 'auth.codeExpired', dead: 'auth.codeDead' } as const;

/** The answer to a code send, shared by check-phone and the phone change: limits are 429, a failed SMS 502. */
export function sendCodeAnswer(request: FastifyRequest, reply: FastifyReply, outcome: SendOutcome) {
  const t = translator(request.locale);
  if (outcome.ok) return { success: true };
  if (outcome.reason === 'too-soon') {
    reply.header('retry-after', String(outcome.retryAfter));
    return reply.code(429).send({
      success: false,
      error: t('auth.codeTooSoon', { seconds: outcome.retryAfter }),
      retryAfter: outcome.retryAfter,
    });
  }
  if (outcome.reason === 'too-many') return reply.code(429).send({ success: false, error: t('auth.tooManyCodes') });
  return reply.code(502).send({ success: false, error: t('auth.smsFailed') });
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
        body: checkPhoneBodySchema,
        response: {
          200: checkPhoneResponseSchema,
          400: errorBodySchema,
          429: checkPhoneResponseSchema,
          502: checkPhoneResponseSchema,
        },
      },
      // Per client IP, on top of the per-phone limits of the service.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) =>
      sendCodeAnswer(request, reply, await phoneVerification.sendCode(request.body.phone, request.ip, request.locale)),
  );

  app.post(
    '/api/verify-phone',
    {
      schema: {
        tags: ['identity'],
        summary: 'Checks the code; success returns tokens of a phone-only identity (authenticated, not logged in)',
        body: verifyPhoneBodySchema,
        // 400 is also a bad body: the error schema keeps its `fields` (a bad code names `code`).
        response: { 200: verifyPhoneResponseSchema, 400: errorBodySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { phone, code } = request.body;
      const outcome = await phoneVerification.verifyCode(phone, code);
      if (!outcome.ok) {
        return reply.code(400).send({ success: false, error: translator(request.locale)(VERIFY_ERRORS[outcome.reason]) });
      }
      const tokens = await sessions.issue({ phone, userId: null });
      return { success: true, ...tokens };
    },
  );
};
