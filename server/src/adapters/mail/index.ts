import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { MailSender } from './mail.port.ts';
import { createOutboxMail } from './outbox-mail.ts';
import { createSmtpMail } from './smtp-mail.ts';

export type { MailMessage, MailSender } from './mail.port.ts';

/** The mail adapter the configuration selects: the outbox by default, SMTP with SMTP_URL. */
export function createMailSender(config: Config, log: FastifyBaseLogger): MailSender {
  return config.smtp ? createSmtpMail(config.smtp) : createOutboxMail(config.dataDir, log);
}
