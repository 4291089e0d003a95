import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import {
  images,
  loginFailures,
  portfolios,
  providerAccounts,
  providerAccountTokens,
  providers,
  venues,
  videos,
} from '../../db/schema/index.ts';

export type AccountRow = typeof providerAccounts.$inferSelect;
export type TokenPurpose = (typeof providerAccountTokens.$inferSelect)['purpose'];

/** Provider accounts, their e-mailed tokens and the failed sign-ins the login limits count. */
export function createProviderAccountsRepo() {
  return {
    /** Serializes what one e-mail address does (registering twice at once, reset mails) until the transaction ends. */
    async lockEmail(executor: Executor, email: string) {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`provider-email:${email}`}))`);
    },
    async byEmail(executor: Executor, email: string): Promise<AccountRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerAccounts)
        .where(and(eq(providerAccounts.email, email), isNull(providerAccounts.deletedAt)));
      return row;
    },
    async byId(executor: Executor, id: number): Promise<AccountRow | undefined> {
      const [row] = await executor
        .select()
        .from(providerAccounts)
        .where(and(eq(providerAccounts.id, id), isNull(providerAccounts.deletedAt)));
      return row;
    },
    async insertProvider(executor: Executor, values: typeof providers.$inferInsert): Promise<number> {
      const [row] = await executor.insert(providers).values(values).returning({ id: providers.id });
      if (!row) throw new Error('provider not inserted');
      return row.id;
    },
    async insertAccount(executor: Executor, values: typeof providerAccounts.$inferInsert): Promise<AccountRow> {
      const [row] = await executor.insert(providerAccounts).values(values).returning();
      if (!row) throw new Error('account not inserted');
      return row;
    },
    async updateAccount(executor: Executor, id: number, values: Partial<typeof providerAccounts.$inferInsert>) {
      await executor.update(providerAccounts).set(values).where(eq(providerAccounts.id, id));
    },
    /** The phone is proved, unless it changed since the code was sent (then the newer number still waits). */
    async markPhoneVerified(executor: Executor, id: number, phone: string, at: Date) {
      await executor
        .update(providerAccounts)
        .set({ phoneVerified: true, updatedAt: at })
        .where(and(eq(providerAccounts.id, id), eq(providerAccounts.phone, phone)));
    },
    async touchLogin(executor: Executor, providerId: number, at: Date) {
      await executor.update(providers).set({ lastLoginAt: at }).where(eq(providers.id, providerId));
    },
    async insertToken(executor: Executor, values: typeof providerAccountTokens.$inferInsert) {
      await executor.insert(providerAccountTokens).values(values);
    },
    /** Marks a live token of this purpose used: undefined when it is unknown, used, expired or of a closed account. */
    async consumeToken(executor: Executor, tokenHash: string, purpose: TokenPurpose, now: Date) {
      const [row] = await executor
        .update(providerAccountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(providerAccountTokens.tokenHash, tokenHash),
            eq(providerAccountTokens.purpose, purpose),
            isNull(providerAccountTokens.usedAt),
            gt(providerAccountTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: providerAccountTokens.accountId, newEmail: providerAccountTokens.newEmail });
      return row;
    },
    /** A token by its hash, used or not (a confirmation link clicked twice is recognised). */
    async findToken(executor: Executor, tokenHash: string, purpose: TokenPurpose) {
      const [row] = await executor
        .select({ accountId: providerAccountTokens.accountId, expiresAt: providerAccountTokens.expiresAt })
        .from(providerAccountTokens)
        .where(and(eq(providerAccountTokens.tokenHash, tokenHash), eq(providerAccountTokens.purpose, purpose)));
      return row;
    },
    /** Every token of this purpose of the account expires now, used or not (a spent confirmation link then signs no one in). */
    async expireTokens(executor: Executor, accountId: number, purpose: TokenPurpose, now: Date) {
      await executor
        .update(providerAccountTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(providerAccountTokens.accountId, accountId),
            eq(providerAccountTokens.purpose, purpose),
            gt(providerAccountTokens.expiresAt, now),
          ),
        );
    },
    /** Every unused token of this purpose of the account stops working (a reset ends the other reset links). */
    async spendTokens(executor: Executor, accountId: number, purpose: TokenPurpose, now: Date) {
      await executor
        .update(providerAccountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(providerAccountTokens.accountId, accountId),
            eq(providerAccountTokens.purpose, purpose),
            isNull(providerAccountTokens.usedAt),
          ),
        );
    },
    async tokensSince(executor: Executor, accountId: number, purpose: TokenPurpose, since: Date): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(providerAccountTokens)
        .where(
          and(
            eq(providerAccountTokens.accountId, accountId),
            eq(providerAccountTokens.purpose, purpose),
            gt(providerAccountTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    async recordFailure(executor: Executor, email: string, clientIp: string, at: Date) {
      await executor.insert(loginFailures).values({ email, clientIp, at });
    },
    /** Failures since `since` for the e-mail and for the address, with the oldest of each (the windows free up as they age). */
    async failuresSince(executor: Executor, email: string, clientIp: string, since: Date) {
      const iso = since.toISOString();
      const [row] = await executor
        .select({
          byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
          oldestByEmail: sql<string | null>`min(${loginFailures.at}) filter (where ${loginFailures.email} = ${email})`,
          byIp: sql<number>`count(*) filter (where ${loginFailures.clientIp} = ${clientIp})`.mapWith(Number),
          oldestByIp: sql<string | null>`min(${loginFailures.at}) filter (where ${loginFailures.clientIp} = ${clientIp})`,
        })
        .from(loginFailures)
        .where(
          sql`${loginFailures.at} > ${iso} and (${loginFailures.email} = ${email} or ${loginFailures.clientIp} = ${clientIp})`,
        );
      const date = (value: string | null | undefined) => (value ? new Date(value) : undefined);
      return {
        byEmail: row?.byEmail ?? 0,
        oldestByEmail: date(row?.oldestByEmail),
        byIp: row?.byIp ?? 0,
        oldestByIp: date(row?.oldestByIp),
      };
    },
    /** The provider leaves the directory for good; its contact e-mail (unique, required) becomes a placeholder. */
    async closeProvider(executor: Executor, providerId: number, at: Date) {
      await executor
        .update(providers)
        .set({ publishedAt: null, closedAt: at, email: `closed-${providerId}@invalid`, phone: null, updatedAt: at })
        .where(eq(providers.id, providerId));
    },
    async deleteTokens(executor: Executor, accountId: number) {
      await executor.delete(providerAccountTokens).where(eq(providerAccountTokens.accountId, accountId));
    },
    async provider(executor: Executor, id: number) {
      const [row] = await executor.select().from(providers).where(eq(providers.id, id));
      return row;
    },
  };
}

/** The provider of a live account, prepared: every provider call asks it (the auth hook), so it is parsed and planned once. */
export const prepareProviderOfAccount = (db: Database) =>
  db
    .select({ providerId: providerAccounts.providerId })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.id, sql.placeholder('accountId')), isNull(providerAccounts.deletedAt)))
    .prepare('provider_of_account');

/** A provider's stored media files: their photos' keys and their uploaded videos'. */
export async function mediaFilesOf(tx: Transaction, providerId: number) {
  const photos = await tx
    .select({ storageKey: images.storageKey, variantPrefix: images.variantPrefix, widths: images.widths })
    .from(images)
    .where(eq(images.providerId, providerId));
  const films = await tx
    .select({ storageKey: videos.storageKey })
    .from(videos)
    .where(and(eq(videos.providerId, providerId), isNotNull(videos.storageKey)));
  return { photos, films };
}

/** Deletes a provider's portfolios, venues, videos and photos (and their views), in that order. */
export async function deleteMediaRows(tx: Transaction, providerId: number): Promise<void> {
  await tx.delete(portfolios).where(eq(portfolios.providerId, providerId));
  await tx.delete(venues).where(eq(venues.providerId, providerId));
  await tx.delete(videos).where(eq(videos.providerId, providerId));
  await tx.delete(images).where(eq(images.providerId, providerId));
}
