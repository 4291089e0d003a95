import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** A mail to queue, and what it is about (one topic per event a mail announces). */
export type QueuedMail = MailMessage & { topic: string };
export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The outbox row of one mail as an SQL select (of one row, or none when `when` is false), for a
 * statement that queues it with the change it announces (the unlock writes both at once).
 */
export const outboxRowSelect = (mail: QueuedMail, now: Date, when: SQL) => sql`
  select ${mail.to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.topic}::text,
    ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
  where ${when}`;
export const outboxColumns = sql`${mailOutbox} (${sql.identifier('to')}, subject, text, topic, created_at, next_attempt_at)`;

export async function insertMail(executor: Executor, mail: QueuedMail, now: Date): Promise<void> {
  await executor.insert(mailOutbox).values({ ...mail, createdAt: now, nextAttemptAt: now });
}

/**
 * Claims up to `batch` unsent mails due at `now`, oldest first, until `leaseUntil`: rows another
 * deliverer holds are skipped (SKIP LOCKED), and a claimed mail is invisible to the others until
 * its lease ends.
 */
export async function claimDueMails(executor: Executor, now: Date, leaseUntil: Date, batch: number): Promise<OutboxRow[]> {
  const due = executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return executor.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(sql`${mailOutbox.id} in ${due}`).returning();
}

/** A failed delivery: its attempts, its error and when to try again. */
export async function recordMailFailure(
  executor: Executor,
  id: number,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await executor.update(mailOutbox).set(failure).where(eq(mailOutbox.id, id));
}

export async function markMailsSent(executor: Executor, ids: number[], sentAt: Date): Promise<void> {
  await executor.update(mailOutbox).set({ sentAt }).where(inArray(mailOutbox.id, ids));
}

/** Deletes up to `batch` mails sent by `cutoff`, oldest first; the number deleted. */
export async function deleteSentBefore(executor: Executor, cutoff: Date, batch: number): Promise<number> {
  const old = executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(lte(mailOutbox.sentAt, cutoff))
    .orderBy(asc(mailOutbox.id))
    .limit(batch);
  const deleted = await executor.delete(mailOutbox).where(sql`${mailOutbox.id} in ${old}`).returning({ id: mailOutbox.id });
  return deleted.length;
}
