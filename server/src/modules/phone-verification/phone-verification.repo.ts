import { and, count, desc, eq, gt, lt, min, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneCodes, phoneCodeTries, powSolutions } from '../../db/schema/index.ts';

export function createPhoneCodesRepo() {
  return {
    /** Serialises sends and checks for one phone until the transaction ends (both drivers). */
    async lockPhone(tx: Executor, phone: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
    },
    /**
     * Serialises every send's count and insert (the hourly SMS budget), across server processes.
     * Taken after the phone's lock, never before: one order, no deadlock.
     */
    async lockBudget(tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-hourly-budget'))`);
    },
    /** Sends to `phone` since `since`, from one client address when `clientIp` is given. */
    async sendsSince(tx: Executor, phone: string, since: Date, clientIp?: string) {
      const [row] = await tx
        .select({
          n: count(),
          first: sql<string | null>`min(${phoneCodes.createdAt})`,
          last: sql<string | null>`max(${phoneCodes.createdAt})`,
        })
        .from(phoneCodes)
        .where(
          and(
            eq(phoneCodes.phone, phone),
            gt(phoneCodes.createdAt, since),
            clientIp === undefined ? undefined : eq(phoneCodes.clientIp, clientIp),
          ),
        );
      return {
        count: row?.n ?? 0,
        first: row?.first ? new Date(row.first) : undefined,
        last: row?.last ? new Date(row.last) : undefined,
      };
    },
    /** Sends from one client address to any phone since `since`. */
    async sendsFromIpSince(tx: Executor, clientIp: string, since: Date) {
      const [row] = await tx
        .select({ n: count() })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.clientIp, clientIp), gt(phoneCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Every send since `since`, and the oldest of them (the hourly budget frees up as it ages out). */
    async allSendsSince(tx: Executor, since: Date) {
      const [row] = await tx
        .select({ n: count(), oldest: min(phoneCodes.createdAt) })
        .from(phoneCodes)
        .where(gt(phoneCodes.createdAt, since));
      const oldest = row?.oldest;
      return { count: row?.n ?? 0, oldest: oldest ? new Date(oldest) : undefined };
    },
    async insert(tx: Executor, row: typeof phoneCodes.$inferInsert) {
      const [inserted] = await tx.insert(phoneCodes).values(row).returning({ id: phoneCodes.id });
      return inserted?.id;
    },
    async remove(tx: Executor, id: number) {
      await tx.delete(phoneCodes).where(eq(phoneCodes.id, id));
    },
    /**
     * The code a try is checked against: the newest one sent for this client address, else the
     * phone's newest (a couple who changed network). A stranger's send does not replace the
     * couple's code for the couple.
     */
    async newestFor(tx: Executor, phone: string, clientIp: string) {
      const newest = (where: SQL | undefined) =>
        tx.select().from(phoneCodes).where(where).orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id)).limit(1);
      const [own] = await newest(and(eq(phoneCodes.phone, phone), eq(phoneCodes.clientIp, clientIp)));
      if (own) return own;
      const [any] = await newest(eq(phoneCodes.phone, phone));
      return any;
    },
    async consume(tx: Executor, id: number, now: Date) {
      await tx.update(phoneCodes).set({ consumedAt: now }).where(eq(phoneCodes.id, id));
    },
    /** A wrong try from the sender's address: the spec's counter, which kills the code. */
    async countWrongAttempt(tx: Executor, id: number) {
      await tx
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, id));
    },
    /** Wrong tries on a code from other addresses: this address's and all of them together. */
    async foreignTries(tx: Executor, codeId: number, clientIp: string) {
      const [row] = await tx
        .select({
          total: sum(phoneCodeTries.attempts).mapWith(Number),
          mine: sql<number>`coalesce(max(${phoneCodeTries.attempts}) filter (where ${phoneCodeTries.clientIp} = ${clientIp}), 0)`.mapWith(
            Number,
          ),
        })
        .from(phoneCodeTries)
        .where(eq(phoneCodeTries.codeId, codeId));
      return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
    },
    async countForeignTry(tx: Executor, codeId: number, clientIp: string) {
      await tx
        .insert(phoneCodeTries)
        .values({ codeId, clientIp, attempts: 1 })
        .onConflictDoUpdate({
          target: [phoneCodeTries.codeId, phoneCodeTries.clientIp],
          set: { attempts: sql`${phoneCodeTries.attempts} + 1` },
        });
    },
    /** Records an accepted proof-of-work solution; false when it was already used (a replay). */
    async spendSolution(tx: Executor, saltHash: string, expiresAt: Date, now: Date) {
      await tx.delete(powSolutions).where(lt(powSolutions.expiresAt, now));
      const inserted = await tx
        .insert(powSolutions)
        .values({ saltHash, expiresAt })
        .onConflictDoNothing()
        .returning({ saltHash: powSolutions.saltHash });
      return inserted.length === 1;
    },
  };
}
