import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createAccountsRepo() {
  return {
    async findByPhone(executor: Executor, phone: string): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    async findById(executor: Executor, id: number): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Undefined when the phone already has an account (the unique constraint decides, race-free). */
    async insert(executor: Executor, row: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [inserted] = await executor.insert(users).values(row).onConflictDoNothing({ target: users.phone }).returning();
      return inserted;
    },
  };
}
