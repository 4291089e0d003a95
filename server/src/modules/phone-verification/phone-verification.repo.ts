import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema/index.ts';

export function createPhoneCodesRepo() {
  return {
    /** Serialises sends and checks for one phone until the transaction ends (both drivers). */
    async lockPhone(tx: Executor, phone: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
    },
    async sendsSince(tx: Executor, phone: string, since: Date) {
      const [row] = await tx
        .select({ n: count(), last: sql<string | null>`max(${phoneCodes.createdAt})` })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, since)));
      return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : undefined };
    },
    async insert(tx: Executor, row: typeof phoneCodes.$inferInsert) {
      const [inserted] = await tx.insert(phoneCodes).values(row).returning({ id: phoneCodes.id });
      return inserted?.id;
    },
    async remove(tx: Executor, id: number) {
      await tx.delete(phoneCodes).where(eq(phoneCodes.id, id));
    },
    /** Only the newest code of a phone can be used. */
    async newest(tx: Executor, phone: string) {
      const [row] = await tx
        .select()
        .from(phoneCodes)
        .where(eq(phoneCodes.phone, phone))
        .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
        .limit(1);
      return row;
    },
    async consume(tx: Executor, id: number, now: Date) {
      await tx.update(phoneCodes).set({ consumedAt: now }).where(eq(phoneCodes.id, id));
    },
    async countWrongAttempt(tx: Executor, id: number) {
      await tx
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, id));
    },
  };
}
