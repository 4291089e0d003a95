import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { images, providers } from '../../db/schema/index.ts';

type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;

/**
 * Where an ordered collection is stored: its table, the id it belongs to (`scope`: the provider
 * for the library's images and the videos, the portfolio or the venue for theirs), the id of each
 * item and its position.
 */
export interface OrderedItems {
  table: PgTable;
  scope: IdColumn;
  item: IdColumn;
  position: IdColumn;
}

/** The provider's row locked: additions, deletions and orders of one provider queue behind each other. */
export const lockProvider = (executor: Executor, providerId: number) =>
  executor.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');

/** How many of `imageIds` are images of the provider's own library. */
export async function libraryImageCount(executor: Executor, providerId: number, imageIds: number[]): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(images)
    .where(and(eq(images.providerId, providerId), inArray(images.id, imageIds)));
  return row?.n ?? 0;
}

/** The queries every ordered collection shares, on the table `items` describes. */
export function orderedItemsRepo(items: OrderedItems) {
  return {
    /** The item ids of `scopeId` in their order. */
    async ids(executor: Executor, scopeId: number): Promise<number[]> {
      const rows = await executor
        .select({ id: items.item })
        .from(items.table)
        .where(eq(items.scope, scopeId))
        .orderBy(asc(items.position), asc(items.item));
      return rows.map((row) => row.id);
    },

    async count(executor: Executor, scopeId: number): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(items.table).where(eq(items.scope, scopeId));
      return row?.n ?? 0;
    },

    /** The position after the last one (0 for an empty collection). */
    async nextPosition(executor: Executor, scopeId: number): Promise<number> {
      const [row] = await executor
        .select({ position: max(items.position) })
        .from(items.table)
        .where(eq(items.scope, scopeId));
      return (row?.position ?? -1) + 1;
    },

    /** Takes item `id` out of `scopeId`: false when it was not there. */
    async remove(executor: Executor, scopeId: number, id: number): Promise<boolean> {
      const removed = await executor
        .delete(items.table)
        .where(and(eq(items.scope, scopeId), eq(items.item, id)))
        .returning({ id: items.item });
      return removed.length > 0;
    },

    /** Positions 0, 1, 2… in `order` (item ids of `scopeId`), in one statement. */
    async writeOrder(executor: Executor, scopeId: number, order: number[]): Promise<void> {
      if (order.length === 0) return;
      const values = sql.join(
        order.map((id, position) => sql`(${id}::int, ${position}::int)`),
        sql`, `,
      );
      await executor.execute(
        sql`update ${items.table} set ${sql.identifier(items.position.name)} = v.position
            from (values ${values}) as v(id, position)
            where ${items.scope} = ${scopeId} and ${items.item} = v.id and ${items.position} <> v.position`,
      );
    },
  };
}

/** Records a provider owns (its portfolios, its venues), by `id` and `providerId`. */
export function ownedRecordsRepo(records: { table: PgTable; id: IdColumn; providerId: IdColumn }) {
  return {
    async count(executor: Executor, providerId: number): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(records.table).where(eq(records.providerId, providerId));
      return row?.n ?? 0;
    },

    /** Deletes the provider's record `id`: false when the provider has no such record. */
    async remove(executor: Executor, providerId: number, id: number): Promise<boolean> {
      const deleted = await executor
        .delete(records.table)
        .where(and(eq(records.id, id), eq(records.providerId, providerId)))
        .returning({ id: records.id });
      return deleted.length > 0;
    },
  };
}

export type OrderedItemsRepo = ReturnType<typeof orderedItemsRepo>;
