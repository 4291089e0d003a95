import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { images, portfolios, venues, videos } from '../../db/schema/index.ts';
import { storedKeys } from '../images/image-keys.ts';

/**
 * A closing account's media, erased in its transaction: photos (and their views), videos,
 * portfolios and venues. Answers the stored files' keys, deleted from storage once the
 * transaction has committed (a file is never gone while its row still is).
 */
export async function eraseProviderMedia(tx: Transaction, providerId: number): Promise<string[]> {
  const photos = await tx
    .select({ storageKey: images.storageKey, variantPrefix: images.variantPrefix, widths: images.widths })
    .from(images)
    .where(eq(images.providerId, providerId));
  const films = await tx
    .select({ storageKey: videos.storageKey })
    .from(videos)
    .where(and(eq(videos.providerId, providerId), isNotNull(videos.storageKey)));
  await tx.delete(portfolios).where(eq(portfolios.providerId, providerId));
  await tx.delete(venues).where(eq(venues.providerId, providerId));
  await tx.delete(videos).where(eq(videos.providerId, providerId));
  await tx.delete(images).where(eq(images.providerId, providerId));
  // The demo's generated photos share their files: only a provider's own uploads are theirs to delete.
  const uploads = photos.filter((photo) => photo.variantPrefix !== null).flatMap(storedKeys);
  return [...uploads, ...films.flatMap((film) => (film.storageKey ? [film.storageKey] : []))];
}
