import type { FastifyBaseLogger } from 'fastify';
import { createOutbox } from '../outbox.ts';
import type { MailSender } from './mail.port.ts';

/** Local default: `data/outbox/mail.jsonl`, one `{to, subject, text, sentAt}` line per mail, also logged. */
export function createOutboxMail(
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  now: () => Date = () => new Date(),
): MailSender {
  const outbox = createOutbox(dataDir, 'mail');
  return {
    async send({ to, subject, text }) {
      await outbox.append({ to, subject, text, sentAt: now().toISOString() });
      log.info({ to, subject }, 'mail written to the outbox');
    },
  };
}
