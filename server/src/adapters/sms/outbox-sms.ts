import type { FastifyBaseLogger } from 'fastify';
import { createOutbox } from '../outbox.ts';
import type { SmsSender } from './sms.port.ts';

/** `+33612345678` → `+336••••••78`: enough to tell messages apart in a log, not to reach the phone. */
export const maskPhone = (phone: string) =>
  phone.replace(/^(\+?\d{3})(\d+)(\d{2})$/, (_, a, mid: string, b) => a + '•'.repeat(mid.length) + b);

/**
 * Local default: `data/outbox/sms.jsonl`, one `{to, text, sentAt}` line per message. The log
 * says a message went, never its text (a sign-in code in a log is a sign-in for whoever reads it).
 */
export function createOutboxSms(
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  now: () => Date = () => new Date(),
): SmsSender {
  const outbox = createOutbox(dataDir, 'sms');
  return {
    async send({ to, text }) {
      await outbox.append({ to, text, sentAt: now().toISOString() });
      log.info({ to: maskPhone(to), length: text.length }, 'sms written to the outbox');
    },
  };
}
