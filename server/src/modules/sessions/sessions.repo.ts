import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createSessionsRepo() {
  return {
    async insert(executor: Executor, row: typeof refreshTokens.$inferInsert) {
      await executor.insert(refreshTokens).values(row);
    },
    /** Marks the token used if it was not: undefined means it is unknown, used or revoked. */
    async consume(executor: Executor, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
      const [consumed] = await executor
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning();
      return consumed;
    },
    async findByHash(executor: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Whether a token of the family was used after `usedAt` (the token is then no longer the immediate parent). */
    async usedSince(executor: Executor, familyId: string, usedAt: Date): Promise<boolean> {
      const [row] = await executor
        .select({ n: count() })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), gt(refreshTokens.usedAt, usedAt)));
      return (row?.n ?? 0) > 0;
    },
    /** A family is live while one of its tokens is not revoked (logout and reuse revoke them all). */
    async isFamilyLive(executor: Executor, familyId: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return row !== undefined;
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
        .where(and(eq(refreshTokens.role, 'couple'), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
    /** Every session of a provider account ends, but the one kept (a password change keeps the caller's). */
    async revokeProviderAccount(executor: Executor, accountId: number, now: Date, keepFamily?: string) {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.role, 'provider'),
            eq(refreshTokens.providerAccountId, accountId),
            isNull(refreshTokens.revokedAt),
            keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
          ),
        );
    },
    /** Deletes the sessions of an account and of its phone (phone-only ones hold the number too). */
    async deleteUser(executor: Executor, userId: number, phone: string) {
      await executor
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.role, 'couple'), or(eq(refreshTokens.userId, userId), eq(refreshTokens.phone, phone))));
    },
  };
}
