import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, venueImages, venues } from '../../db/schema/index.ts';
import { orderedItemsRepo, ownedRecordsRepo } from '../media-collection/media-collection.repo.ts';

export type VenueRow = typeof venues.$inferSelect;

/** The venues a provider works with, and each venue's images (positions, captions). */
export function createVenuesRepo() {
  return {
    ...ownedRecordsRepo({ table: venues, id: venues.id, providerId: venues.providerId }),
    images: orderedItemsRepo({
      table: venueImages,
      scope: venueImages.venueId,
      item: venueImages.imageId,
      position: venueImages.position,
    }),

    async owned(executor: Executor, providerId: number, id: number, lock: boolean): Promise<VenueRow | undefined> {
      const query = executor
        .select()
        .from(venues)
        .where(and(eq(venues.id, id), eq(venues.providerId, providerId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The provider's venues (only the published ones when asked), in the order they were added. */
    list: (executor: Executor, providerId: number, publishedOnly = false): Promise<VenueRow[]> =>
      executor
        .select()
        .from(venues)
        .where(and(eq(venues.providerId, providerId), publishedOnly ? isNotNull(venues.publishedAt) : undefined))
        .orderBy(asc(venues.createdAt), asc(venues.id)),

    async insert(executor: Executor, values: typeof venues.$inferInsert): Promise<number> {
      const [row] = await executor.insert(venues).values(values).returning({ id: venues.id });
      if (!row) throw new Error('venue not inserted');
      return row.id;
    },

    async update(executor: Executor, id: number, values: Partial<typeof venues.$inferInsert>): Promise<void> {
      await executor.update(venues).set(values).where(eq(venues.id, id));
    },

    touch: (executor: Executor, id: number, at: Date) => executor.update(venues).set({ updatedAt: at }).where(eq(venues.id, id)),

    /** The venues' images in their order, with the library's sizes and visibility. */
    pictures: (executor: Executor, venueIds: number[]) =>
      executor
        .select({
          venueId: venueImages.venueId,
          imageId: venueImages.imageId,
          caption: venueImages.caption,
          position: venueImages.position,
          width: images.width,
          height: images.height,
          isVisible: images.isVisible,
        })
        .from(venueImages)
        .innerJoin(images, eq(images.id, venueImages.imageId))
        .where(inArray(venueImages.venueId, venueIds))
        .orderBy(asc(venueImages.position), asc(venueImages.imageId)),

    /** The venues' visible images in their order, in the gallery's shape with the venue's caption. */
    visiblePictures: (executor: Executor, venueIds: number[]) =>
      executor
        .select({
          venueId: venueImages.venueId,
          id: images.id,
          width: images.width,
          height: images.height,
          widths: images.widths,
          alt: images.alt,
          caption: venueImages.caption,
        })
        .from(venueImages)
        .innerJoin(images, and(eq(images.id, venueImages.imageId), eq(images.isVisible, true)))
        .where(inArray(venueImages.venueId, venueIds))
        .orderBy(asc(venueImages.position), asc(venueImages.imageId)),

    async insertImages(executor: Executor, venueId: number, imageIds: number[], from: number): Promise<void> {
      await executor.insert(venueImages).values(imageIds.map((imageId, index) => ({ venueId, imageId, position: from + index })));
    },

    async setCaption(executor: Executor, venueId: number, imageId: number, caption: string | null): Promise<void> {
      await executor
        .update(venueImages)
        .set({ caption })
        .where(and(eq(venueImages.venueId, venueId), eq(venueImages.imageId, imageId)));
    },
  };
}

export type VenuesRepo = ReturnType<typeof createVenuesRepo>;
