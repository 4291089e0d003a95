import { CODE_TTL_MINUTES } from '@alliance/shared/constants';
import type { FastifyInstance } from 'fastify';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import type { AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { translator } from './i18n/index.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createPhoneVerificationService } from './modules/phone-verification/phone-verification.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';

/** The capability services, wired once with their adapters; routes only map HTTP onto them. */
export function createServices(app: FastifyInstance, config: Config & { jwtSecret: string }, deps: AppDeps) {
  const { db } = deps.database;
  const clock = deps.clock ?? (() => new Date());
  const sms: SmsSender = deps.sms ?? createSmsSender(config, app.log);
  const sessions = createSessionsService({ db, clock, sign: (claims) => app.signAccessToken(claims) });
  const phoneVerification = createPhoneVerificationService({
    db,
    clock,
    // A key of its own, derived from the configured secret.
    secret: `${config.jwtSecret}:phone-codes`,
    deliver: (phone, code, locale) =>
      sms.send({ to: phone, text: translator(locale)('sms.code', { code, minutes: CODE_TTL_MINUTES }) }),
  });
  const accounts = createAccountsService({ db, sessions, clock });
  return { sessions, phoneVerification, accounts };
}

export type Services = ReturnType<typeof createServices>;
