import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
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
    const outbox = createMailOutbox({
      db: database.db,
      clock: () => new Date(),
      log: { error: () => {} },
      sender: {
        async send(message: MailMessage) {
          if (sent.length === 0) await firstSendHeld;
          sent.push(message.to);
        },
      },
    });
    const mail = (to: string) => ({ to, subject: 'Bonjour', text: 'Bonjour', topic: 'test' });
    await outbox.enqueue(database.db, mail('first@example.fr'));
    const run = outbox.deliverPending();
    // While the first run sends its claimed mail, another is committed and kicked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await outbox.enqueue(database.db, mail('second@example.fr'));
    const kicked = outbox.deliverPending();
    release();
    expect(await run).toBe(2);
    expect(await kicked).toBe(2);
    expect(sent).toEqual(['first@example.fr', 'second@example.fr']);
  });
});
