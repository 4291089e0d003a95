import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, imageViews } from '../../db/schema/index.ts';

export function createImagesRepo(db: Database) {
  // `is_visible` is SQL, not a bound boolean (a bound one can hide an index from the planner).
  const visibleById = db
    .select({
      id: images.id,
      storageKey: images.storageKey,
      mimeType: images.mimeType,
      variantPrefix: images.variantPrefix,
      widths: images.widths,
    })
    .from(images)
    .where(and(eq(images.id, sql.placeholder('id')), sql`${images.isVisible}`))
    .prepare('images_visible_by_id');

  return {
    /** A visible image's storage key and type, or undefined (unknown or hidden: the same to callers). */
    async visible(id: number) {
      const [row] = await visibleById.execute({ id });
      return row;
    },

    /**
     * Records that `visitor` viewed the image on `day` (YYYY-MM-DD) and counts the view, unless
     * that visitor already did that day: true when counted. The primary key decides, so two
     * concurrent calls of one visitor count once (the second waits on the first's row).
     */
    async countView(imageId: number, visitor: string, day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(imageViews)
          .values({ imageId, visitor, day })
          .onConflictDoNothing()
          .returning({ imageId: imageViews.imageId });
        if (inserted.length === 0) return false;
        await tx
          .update(images)
          .set({ viewCount: sql`${images.viewCount} + 1` })
          .where(eq(images.id, imageId));
        return true;
      });
    },

    /** Forgets who viewed what before `day`: a range delete on the key's leading column. */
    async forgetViewsBefore(day: string): Promise<void> {
      await db.delete(imageViews).where(lt(imageViews.day, day));
    },
  };
}

export type ImagesRepo = ReturnType<typeof createImagesRepo>;
