import { and, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessionHandoffs, users } from '../../db/schema/index.ts';

export function createHandoffRepo() {
  return {
    async insert(executor: Executor, row: typeof sessionHandoffs.$inferInsert) {
      await executor.insert(sessionHandoffs).values(row);
    },
    /** Codes past their expiry are of no use to anyone: they go (a deleted account's phone with them). */
    async sweepExpired(executor: Executor, now: Date) {
      await executor.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, now));
    },
    /**
     * Marks a live code used and answers its couple; undefined when it is unknown, used, expired,
     * or its account no longer has that phone. The conditional update is the single-use guard:
     * of two concurrent redeems one wins.
     */
    async consume(executor: Executor, codeHash: string, now: Date) {
      const samePhone = executor
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, sessionHandoffs.userId), eq(users.phone, sessionHandoffs.phone)));
      const [row] = await executor
        .update(sessionHandoffs)
        .set({ usedAt: now })
        .where(
          and(
            eq(sessionHandoffs.codeHash, codeHash),
            isNull(sessionHandoffs.usedAt),
            gt(sessionHandoffs.expiresAt, now),
            exists(samePhone),
          ),
        )
        .returning({
          userId: sessionHandoffs.userId,
          phone: sessionHandoffs.phone,
          sessionStartedAt: sessionHandoffs.sessionStartedAt,
        });
      return row;
    },
  };
}
