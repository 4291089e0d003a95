import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createMailOutbox } from './mail-outbox.ts';

describe('mail outbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('delivers a mail committed during a delivery run without waiting for the periodic timer', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const firstSendHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sending: () => void = () => {};
    const firstSendStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const outbox = createMailOutbox({
      db: database.db,
      clock: () => new Date(),
      log: { error: () => {} },
      sender: {
        async send(message: MailMessage) {
          if (sent.length === 0) {
            sending();
            await firstSendHeld;
          }
          sent.push(message.to);
        },
      },
    });
    const mail = (to: string) => ({ to, subject: 'Bonjour', text: 'Bonjour', topic: 'test' });
    await outbox.enqueue(database.db, mail('first@example.fr'));
    const run = outbox.deliverPending();
    // While the first run sends its claimed mail, another is committed and kicked.
    await firstSendStarted;
    await outbox.enqueue(database.db, mail('second@example.fr'));
    const kicked = outbox.deliverPending();
    release();
    expect(await run).toBe(2);
    expect(await kicked).toBe(2);
    expect(sent).toEqual(['first@example.fr', 'second@example.fr']);
  });

  it('settles once what was kicked is delivered, a run kicked during another included', async () => {
    const sent: string[] = [];
    const outbox = createMailOutbox({
      db: database.db,
      clock: () => new Date(),
      log: { error: () => {} },
      sender: {
        async send(message: MailMessage) {
          await new Promise((resolve) => setImmediate(resolve));
          sent.push(message.to);
        },
      },
    });
    const mail = (to: string) => ({ to, subject: 'Bonjour', text: 'Bonjour', topic: 'test' });
    await outbox.enqueue(database.db, mail('settled-1@example.fr'));
    outbox.kick();
    await outbox.enqueue(database.db, mail('settled-2@example.fr'));
    outbox.kick();
    await outbox.settled();
    expect(sent).toEqual(['settled-1@example.fr', 'settled-2@example.fr']);
    // Nothing in flight: it resolves at once.
    await outbox.settled();
  });

  it('deletes the mails sent over 30 days ago, and keeps the recent and the unsent ones', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const outbox = createMailOutbox({
      db: database.db,
      clock: () => now,
      log: { error: () => {} },
      sender: { send: async () => {} },
    });
    const rows = await database.db
      .insert(mailOutbox)
      .values(
        [
          { to: 'old@example.fr', sentAt: days(31) },
          { to: 'recent@example.fr', sentAt: days(29) },
          { to: 'unsent@example.fr', sentAt: null },
        ].map((row) => ({ ...row, subject: 'S', text: 'T', topic: 'prune', createdAt: days(40), nextAttemptAt: days(40) })),
      )
      .returning({ id: mailOutbox.id, to: mailOutbox.to });
    expect(await outbox.pruneSent()).toBe(1);
    const left = await database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.to).sort()).toEqual(['recent@example.fr', 'unsent@example.fr']);
  });
});
