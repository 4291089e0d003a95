import type { FastifyBaseLogger } from 'fastify';
import { createOutbox } from '../outbox.ts';
import type { SmsSender } from './sms.port.ts';

/** Local default: `data/outbox/sms.jsonl`, one `{to, text, sentAt}` line per message, also logged. */
export function createOutboxSms(
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  now: () => Date = () => new Date(),
): SmsSender {
  const outbox = createOutbox(dataDir, 'sms');
  return {
    async send({ to, text }) {
      await outbox.append({ to, text, sentAt: now().toISOString() });
      log.info({ to, text }, 'sms written to the outbox');
    },
  };
}
