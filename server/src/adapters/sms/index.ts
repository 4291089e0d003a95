import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createHttpSms } from './http-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import type { SmsSender } from './sms.port.ts';

export type { SmsMessage, SmsSender } from './sms.port.ts';

/** The SMS adapter the configuration selects: the outbox by default. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  return config.sms.provider === 'http' ? createHttpSms(config.sms) : createOutboxSms(config.dataDir, log);
}
