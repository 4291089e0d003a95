import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export function createImagesRepo(db: Database) {
  // `is_visible` is SQL, not a bound boolean (a bound one can hide an index from the planner).
  const visibleById = db
    .select({ id: images.id, storageKey: images.storageKey, mimeType: images.mimeType })
    .from(images)
    .where(and(eq(images.id, sql.placeholder('id')), sql`${images.isVisible}`))
    .prepare('images_visible_by_id');

  return {
    /** A visible image's storage key and type, or undefined (unknown or hidden: the same to callers). */
    async visible(id: number) {
      const [row] = await visibleById.execute({ id });
      return row;
    },
  };
}

export type ImagesRepo = ReturnType<typeof createImagesRepo>;
