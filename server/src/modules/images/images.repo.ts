import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, imageViews, providers } from '../../db/schema/index.ts';

export function createImagesRepo(db: Database) {
  const served = {
    id: images.id,
    storageKey: images.storageKey,
    mimeType: images.mimeType,
    variantPrefix: images.variantPrefix,
    widths: images.widths,
  };
  // What a public page shows (issue 21, security 6): a visible image of a published provider whose
  // account is open. Two primary-key lookups, cheap enough to make on every request (see image-cache.ts).
  // `is_visible` is SQL, not a bound boolean (a bound one can hide an index from the planner).
  const visibleById = db
    .select(served)
    .from(images)
    .innerJoin(providers, eq(providers.id, images.providerId))
    .where(
      and(
        eq(images.id, sql.placeholder('id')),
        sql`${images.isVisible}`,
        sql`${providers.publishedAt} is not null and ${providers.closedAt} is null`,
      ),
    )
    .prepare('images_public_by_id');
  // The owner's signed address: any image of an open account, hidden or not, published or not.
  const ownedById = db
    .select(served)
    .from(images)
    .innerJoin(providers, eq(providers.id, images.providerId))
    .where(and(eq(images.id, sql.placeholder('id')), sql`${providers.closedAt} is null`))
    .prepare('images_owned_by_id');

  return {
    /** A publicly shown image's storage key and type, or undefined (unknown, hidden or unpublished: the same to callers). */
    async visible(id: number) {
      const [row] = await visibleById.execute({ id });
      return row;
    },

    /** Any image of an open account (the owner's signed address), or undefined. */
    async owned(id: number) {
      const [row] = await ownedById.execute({ id });
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
