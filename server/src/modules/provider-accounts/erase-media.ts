import type { Transaction } from '../../db/client.ts';
import { storedKeys } from '../images/image-keys.ts';
import { deleteMediaRows, mediaFilesOf } from './provider-accounts.repo.ts';

/**
 * A closing account's media, erased in its transaction: photos (and their views), videos,
 * portfolios and venues. Answers the stored files' keys, deleted from storage once the
 * transaction has committed (a file is never gone while its row still is).
 */
export async function eraseProviderMedia(tx: Transaction, providerId: number): Promise<string[]> {
  const { photos, films } = await mediaFilesOf(tx, providerId);
  await deleteMediaRows(tx, providerId);
  // The demo's generated photos share their files: only a provider's own uploads are theirs to delete.
  const uploads = photos.filter((photo) => photo.variantPrefix !== null).flatMap(storedKeys);
  return [...uploads, ...films.flatMap((film) => (film.storageKey ? [film.storageKey] : []))];
}
