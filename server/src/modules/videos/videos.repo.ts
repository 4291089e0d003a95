import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { orderedItemsRepo } from '../media-collection/media-collection.repo.ts';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

const own = (providerId: number, id: number) => and(eq(videos.id, id), eq(videos.providerId, providerId));

/** The provider's video `id` changed (undefined when the provider has no such video). */
async function update(executor: Executor, providerId: number, id: number, values: PgUpdateSetSource<typeof videos>) {
  const [row] = await executor.update(videos).set(values).where(own(providerId, id)).returning();
  return row;
}

/** The providers' videos: rows of links and uploaded files, in each provider's order. */
export function createVideosRepo() {
  return {
    /** Ordered by provider: ids, count, positions. */
    items: orderedItemsRepo({ table: videos, scope: videos.providerId, item: videos.id, position: videos.position }),

    list: (executor: Executor, providerId: number): Promise<VideoRow[]> =>
      executor.select().from(videos).where(eq(videos.providerId, providerId)).orderBy(asc(videos.position), asc(videos.id)),

    async owned(executor: Executor, providerId: number, id: number): Promise<VideoRow | undefined> {
      const [row] = await executor.select().from(videos).where(own(providerId, id));
      return row;
    },

    async insert(executor: Executor, values: NewVideo): Promise<VideoRow> {
      const [row] = await executor.insert(videos).values(values).returning();
      if (!row) throw new Error('video not inserted');
      return row;
    },

    update,

    toggleVisibility: (executor: Executor, providerId: number, id: number) =>
      update(executor, providerId, id, { isVisible: sql`not ${videos.isVisible}` }),

    /** The deleted rows (none when the provider has no such video). */
    remove: (executor: Executor, providerId: number, id: number): Promise<VideoRow[]> =>
      executor.delete(videos).where(own(providerId, id)).returning(),

    /** An uploaded, visible video by id: where its file is stored. */
    async servable(executor: Executor, id: number) {
      const [row] = await executor
        .select({ id: videos.id, storageKey: videos.storageKey, mimeType: videos.mimeType, byteSize: videos.byteSize })
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.kind, 'file'), sql`${videos.isVisible}`));
      return row;
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
