import type { MailSender } from '../../adapters/mail/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  claimDueMails,
  deleteSentBefore,
  insertMail,
  markMailsSent,
  type OutboxRow,
  type QueuedMail,
  recordMailFailure,
} from './mail.repo.ts';

const BATCH = 20;
/** Sent mails are kept this long (delivery questions), then deleted: they hold personal data. */
export const SENT_MAIL_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 1_000;
// A claimed mail is invisible to other deliverers for this long (a crashed process releases it).
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (attempts - 1));

/**
 * Transactional outbox: `enqueue` inside the transaction of what the mail announces, then
 * delivery after commit through the mail port. A failed delivery is retried with backoff,
 * by the next kick or the periodic timer; a mail is never lost and sent once per success.
 */
export function createMailOutbox(deps: {
  db: Database;
  sender: MailSender;
  clock: () => Date;
  log: { error: (o: object, m: string) => void };
}) {
  let running: Promise<number> | undefined;
  // Set by a call that came during a run: the run claims once more before it ends.
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  async function claim(): Promise<OutboxRow[]> {
    const now = deps.clock();
    return claimDueMails(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  }

  async function deliver(): Promise<number> {
    const sent: number[] = [];
    for (const mail of await claim()) {
      try {
        await deps.sender.send({ to: mail.to, subject: mail.subject, text: mail.text });
        sent.push(mail.id);
      } catch (error) {
        const attempts = mail.attempts + 1;
        deps.log.error({ err: error, mailId: mail.id, attempts }, 'mail delivery failed, will retry');
        await recordMailFailure(deps.db, mail.id, {
          attempts,
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(deps.clock().getTime() + backoff(attempts)),
        });
      }
    }
    // The batch's sent mails marked at once (one statement, not one per mail: busy unlocks queue
    // many). A process that dies before this line sends them again after the lease: at least
    // once, as with a mark per mail, where a death between a send and its mark does the same.
    if (sent.length) await markMailsSent(deps.db, sent, deps.clock());
    return sent.length;
  }

  return {
    async enqueue(executor: Executor, mail: QueuedMail): Promise<void> {
      await insertMail(executor, mail, deps.clock());
    },
    /**
     * Delivers what is due now; concurrent calls share one run. A call during a run (a mail
     * committed after that run's claim) makes the run go round once more, so no mail waits for the
     * periodic timer. Resolves with the number sent.
     */
    deliverPending(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let delivered = 0;
        do {
          again = false;
          delivered += await deliver();
        } while (again);
        return delivered;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    /**
     * Resolves once no delivery run is in flight, the ones kicked meanwhile included: what was
     * committed and kicked before the call has then been delivered (or has failed and waits for
     * its retry). Tests await it instead of polling for a mail.
     */
    async settled(): Promise<void> {
      while (running) await running.catch(() => {});
    },
    /** After a commit: deliver soon, without making the caller wait or fail. */
    kick(): void {
      this.deliverPending().catch((error: unknown) => deps.log.error({ err: error }, 'mail outbox run failed'));
    },
    /** Deletes mails sent more than SENT_MAIL_RETENTION_DAYS ago, a batch at a time; the number deleted. */
    async pruneSent(): Promise<number> {
      const cutoff = new Date(deps.clock().getTime() - SENT_MAIL_RETENTION_DAYS * 86_400_000);
      return deleteSentBefore(deps.db, cutoff, PRUNE_BATCH);
    },
    /** Every `intervalMs`: the due mails (retries), and once an hour the old sent ones deleted. */
    start(intervalMs: number): void {
      timer ??= setInterval(() => {
        this.kick();
        if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = Date.now();
        this.pruneSent().catch((error: unknown) => deps.log.error({ err: error }, 'sent mails not pruned'));
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
