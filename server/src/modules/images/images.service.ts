import { createDailyPurge, createVisitorHasher, utcDay, type Visitor } from '../visitors/visitor-hash.ts';
import type { ImagesRepo } from './images.repo.ts';

/** Who is viewing, as the request shows it. */
export type Viewer = Visitor;

/** Image view counting: one view per visitor (see visitor-hash.ts) per image per UTC day. */
export function createImageViews(deps: { repo: ImagesRepo; jwtSecret: string; clock: () => Date }) {
  // The purpose name keeps the hashes of earlier days valid ("image-views").
  const visitorOf = createVisitorHasher(deps.jwtSecret, 'image-views');
  const purge = createDailyPurge((day) => deps.repo.forgetViewsBefore(day));

  return {
    /** Counts a view of the image (already known visible) by this viewer today: true when counted. */
    async count(imageId: number, viewer: Viewer): Promise<boolean> {
      const now = deps.clock();
      await purge(now);
      const day = utcDay(now);
      return deps.repo.countView(imageId, visitorOf(viewer, day), day);
    },
  };
}

export type ImageViews = ReturnType<typeof createImageViews>;
