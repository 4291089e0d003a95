import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export function createSessionsRepo() {
  return {
    async insert(
      executor: Executor,
      row: { familyId: string; tokenHash: string; phone: string; userId: number | null; createdAt: Date; expiresAt: Date },
    ) {
      await executor.insert(refreshTokens).values(row);
    },
    /** Marks the token used if it was not: null means it is unknown, used or revoked (row returned). */
    async consume(executor: Executor, tokenHash: string, now: Date) {
      const [consumed] = await executor
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning();
      return consumed;
    },
    async findByHash(executor: Executor, tokenHash: string) {
      const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    async revokeFamily(executor: Executor, familyId: string, now: Date) {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeUser(executor: Executor, userId: number, now: Date) {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
    /** Deletes the sessions of an account and of its phone (phone-only ones hold the number too). */
    async deleteUser(executor: Executor, userId: number, phone: string) {
      await executor.delete(refreshTokens).where(or(eq(refreshTokens.userId, userId), eq(refreshTokens.phone, phone)));
    },
  };
}
