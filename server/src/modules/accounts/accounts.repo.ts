import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** What may change on an account once registered: e-mail, language, a proved phone; never the names (spec §5). */
export type AccountChanges = Partial<Pick<UserRow, 'email' | 'locale' | 'phone'>>;

const live = (id: number) => and(eq(users.id, id), isNull(users.deletedAt));

export function createAccountsRepo() {
  return {
    async findByPhone(executor: Executor, phone: string): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    /** A live account: a deleted one (an anonymous tombstone) is not found. */
    async findById(executor: Executor, id: number): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(live(id));
      return row;
    },
    /** The live account, locked until the transaction ends (deletion and a phone change cannot interleave). */
    async lockById(tx: Executor, id: number): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(live(id)).for('update');
      return row;
    },
    /** Undefined when the phone already has an account (the unique constraint decides, race-free). */
    async insert(executor: Executor, row: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [inserted] = await executor.insert(users).values(row).onConflictDoNothing({ target: users.phone }).returning();
      return inserted;
    },
    async update(executor: Executor, id: number, changes: AccountChanges, now: Date): Promise<UserRow | undefined> {
      const [row] = await executor
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(live(id))
        .returning();
      return row;
    },
    /** Empties every personal field and frees the phone; the row stays as the owner of the projects. */
    async anonymise(executor: Executor, id: number, now: Date) {
      await executor
        .update(users)
        .set({
          phone: null,
          email: null,
          firstname: null,
          lastname: null,
          city: null,
          zipCode: null,
          countryCode: null,
          latitude: null,
          longitude: null,
          hasFinishedOnboarding: false,
          updatedAt: now,
          deletedAt: now,
        })
        .where(live(id));
    },
    /** The phone of a live account, in one prepared query: every authenticated call asks it. */
    phoneOf: (db: Database) => {
      const query = db
        .select({ phone: users.phone })
        .from(users)
        .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
        .prepare('account_phone_by_id');
      return async (id: number) => (await query.execute({ id }))[0]?.phone ?? null;
    },
  };
}
