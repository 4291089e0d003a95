/**
 * A collection of library photos: a portfolio's or a venue's. Both show their photos the same way
 * (`CollectionPhotos`), with their texts in their own namespace under `photos.*` (the same keys
 * in `portfolios` and `venues`, worded for each).
 */
export type CollectionNs = 'portfolios' | 'venues';

/** A photo of a collection, as both APIs answer it (`PortfolioImage`, `VenueImage`). */
export interface CollectionPhoto {
  imageId: number;
  url: string;
  width: number;
  height: number;
  /** The collection's own caption of the photo. */
  caption: string | null;
  position: number;
  /** False when the photo is hidden in the library: never shown on the public pages. */
  isVisible: boolean;
  /** A portfolio's key image (venues have none). */
  isKey?: boolean;
}

/** The photos in their order. */
export const byPosition = <T extends { position: number; imageId: number }>(photos: T[]) =>
  [...photos].sort((a, b) => a.position - b.position || a.imageId - b.imageId);

/** The photos in the order of `imageIds`, their positions renumbered (a move shown before the server answers). */
export function inOrder<T extends { imageId: number; position: number }>(photos: T[], imageIds: number[]): T[] {
  const byId = new Map(photos.map((photo) => [photo.imageId, photo]));
  return imageIds
    .map((imageId) => byId.get(imageId))
    .filter((photo): photo is T => Boolean(photo))
    .map((photo, position) => ({ ...photo, position }));
}
