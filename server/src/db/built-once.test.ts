import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { builtOnce } from './built-once.ts';
import type { DatabaseHandle } from './client.ts';
import { mailOutbox } from './schema/index.ts';

describe('a select built once', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const at = new Date('2026-11-26T10:00:00.123Z');
    await handle.db.insert(mailOutbox).values([
      { to: 'a@example.fr', subject: 'Un', text: 'Premier', topic: 't:1', createdAt: at, nextAttemptAt: at },
      { to: 'b@example.fr', subject: 'Deux', text: 'Second', topic: 't:2', createdAt: at, nextAttemptAt: at },
    ]);
  });
  afterAll(() => handle.close());

  const select = (to: unknown) =>
    handle.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        length: sql<number>`length(${mailOutbox.text})`.mapWith(Number),
        shout: sql<string>`upper(${mailOutbox.subject})`.as('shout'),
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to as string))
      .for('update');

  it('answers, in a transaction, the rows drizzle answers for the same select, mapped alike', async () => {
    const once = builtOnce<Awaited<ReturnType<typeof select>>[number]>(select(sql.placeholder('to')));
    for (const to of ['a@example.fr', 'b@example.fr', 'nobody@example.fr']) {
      const built = await handle.db.transaction((tx) => once(tx, { to }));
      expect(built).toEqual(await select(to));
    }
    const [row] = await handle.db.transaction((tx) => once(tx, { to: 'b@example.fr' }));
    expect(row).toMatchObject({ to: 'b@example.fr', sentAt: null, length: 6, shout: 'DEUX' });
    expect(row?.createdAt).toEqual(new Date('2026-11-26T10:00:00.123Z'));
  });

  it('refuses a nested selection, whose fields it would not order as drizzle does', () => {
    const nested = handle.db.select({ mail: { id: mailOutbox.id } }).from(mailOutbox);
    expect(() => builtOnce(nested)).toThrow(/mail is not a column/);
  });
});
