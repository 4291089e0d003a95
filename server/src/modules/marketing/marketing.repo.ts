import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MarketingText, marketingDismissals, marketingMessages } from '../../db/schema/index.ts';

export type MarketingRow = typeof marketingMessages.$inferSelect;
export type NewMarketingMessage = typeof marketingMessages.$inferInsert;

/** Promotional messages and their dismissals. */
export function createMarketingRepo() {
  return {
    /** The newest message of this kind live at `now` for this provider that this account has not dismissed. */
    async active(
      executor: Executor,
      kind: 'alert' | 'popup',
      who: { accountId: number; countryCode: string; isPremium: boolean },
      now: Date,
    ): Promise<MarketingRow | undefined> {
      const [row] = await executor
        .select()
        .from(marketingMessages)
        .leftJoin(
          marketingDismissals,
          and(eq(marketingDismissals.messageId, marketingMessages.id), eq(marketingDismissals.accountId, who.accountId)),
        )
        .where(
          and(
            eq(marketingMessages.kind, kind),
            lte(marketingMessages.startsAt, now),
            gt(marketingMessages.endsAt, now),
            or(isNull(marketingMessages.countryCode), eq(marketingMessages.countryCode, who.countryCode)),
            sql`${marketingMessages.audience} in ('all', ${who.isPremium ? 'premium' : 'free'})`,
            isNull(marketingDismissals.messageId),
          ),
        )
        .orderBy(desc(marketingMessages.startsAt), desc(marketingMessages.id))
        .limit(1);
      return row?.marketing_messages;
    },
    /** False when the message does not exist. */
    async dismiss(executor: Executor, messageId: number, accountId: number, at: Date): Promise<boolean> {
      const [exists] = await executor
        .select({ id: marketingMessages.id })
        .from(marketingMessages)
        .where(eq(marketingMessages.id, messageId));
      if (!exists) return false;
      await executor.insert(marketingDismissals).values({ messageId, accountId, at }).onConflictDoNothing();
      return true;
    },
    async insert(executor: Executor, values: NewMarketingMessage): Promise<MarketingRow> {
      const [row] = await executor.insert(marketingMessages).values(values).returning();
      if (!row) throw new Error('message not inserted');
      return row;
    },
    async list(executor: Executor): Promise<MarketingRow[]> {
      return executor.select().from(marketingMessages).orderBy(desc(marketingMessages.id));
    },
    async setTexts(executor: Executor, id: number, texts: Record<string, MarketingText>) {
      await executor.update(marketingMessages).set({ texts }).where(eq(marketingMessages.id, id));
    },
    /** Ends a message now (it stays in the list, no longer shown). */
    async end(executor: Executor, id: number, at: Date): Promise<boolean> {
      const ended = await executor
        .update(marketingMessages)
        .set({ endsAt: at })
        .where(eq(marketingMessages.id, id))
        .returning({ id: marketingMessages.id });
      return ended.length > 0;
    },
  };
}

/** A message in one language (French when it has none in that language). */
export function textIn(row: MarketingRow, locale: string): MarketingText | undefined {
  return row.texts[locale] ?? row.texts.fr ?? Object.values(row.texts)[0];
}
