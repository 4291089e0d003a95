import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { orderedItemsRepo } from '../media-collection/media-collection.repo.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;

const own = (providerId: number, id: number) => and(eq(images.id, id), eq(images.providerId, providerId));
const profileOf = (providerId: number) => and(eq(images.providerId, providerId), sql`${images.isProfile}`);

/** The provider's image `id` changed (undefined when the provider has no such image). */
async function update(executor: Executor, providerId: number, id: number, values: PgUpdateSetSource<typeof images>) {
  const [row] = await executor.update(images).set(values).where(own(providerId, id)).returning();
  return row;
}

/** The providers' libraries of images: rows of stored files, in each provider's order. */
export function createProviderImagesRepo() {
  return {
    /** Ordered by provider: ids, count, positions. */
    items: orderedItemsRepo({ table: images, scope: images.providerId, item: images.id, position: images.position }),

    list: (executor: Executor, providerId: number): Promise<ImageRow[]> =>
      executor.select().from(images).where(eq(images.providerId, providerId)).orderBy(asc(images.position), asc(images.id)),

    async owned(executor: Executor, providerId: number, id: number): Promise<ImageRow | undefined> {
      const [row] = await executor.select().from(images).where(own(providerId, id));
      return row;
    },

    async insert(executor: Executor, values: NewImage): Promise<ImageRow> {
      const [row] = await executor.insert(images).values(values).returning();
      if (!row) throw new Error('image not inserted');
      return row;
    },

    update,

    toggleVisibility: (executor: Executor, providerId: number, id: number) =>
      update(executor, providerId, id, { isVisible: sql`not ${images.isVisible}` }),

    /** The deleted rows: image `id`, or the profile image without an id (none when the provider has no such image). */
    remove: (executor: Executor, providerId: number, id?: number): Promise<ImageRow[]> =>
      executor
        .delete(images)
        .where(id === undefined ? profileOf(providerId) : own(providerId, id))
        .returning(),

    /** How many rows name this stored file (the seed's generated files are shared between demo providers). */
    async storageKeyUses(executor: Executor, storageKey: string): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(images).where(eq(images.storageKey, storageKey));
      return row?.n ?? 0;
    },
  };
}

export type ProviderImagesRepo = ReturnType<typeof createProviderImagesRepo>;
