import type { Locale } from '@alliance/shared/locale';
import { isSafeOutsideUrl } from '@alliance/shared/provider-links';
import {
  VENUE_IMAGES_MAX,
  VENUES_PER_PROVIDER_MAX,
  type Venue,
  type VenueImage,
  type venueBodySchema,
} from '@alliance/shared/venues';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  addLibraryImages,
  type ImageCollectionRules,
  ownedRecords,
  removeImageOf,
} from '../media-collection/media-collection.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import { createVenuesRepo, type VenueRow } from './venues.repo.ts';

type VenueBody = z.output<typeof venueBodySchema>;

const repo = createVenuesRepo();

/** What a venue's answers show of its row, on the owner's side and the public's. */
const fieldsOf = ({ id, name, description, city, cp, capacity, website }: VenueRow) => ({
  id,
  name,
  description,
  city,
  cp,
  capacity,
  website,
});

const pictures: ImageCollectionRules = {
  items: repo.images,
  max: VENUE_IMAGES_MAX,
  tooMany: 'venues.tooManyImages',
  notFound: 'venues.imageNotFound',
};

/**
 * The venues a provider works with (PROVIDERS.md "Media", `shared/src/venues.ts` for the rules):
 * each call through the owner, each multi-step write in one transaction under the venue's row
 * lock (or the provider's, for a creation).
 */
export function createVenues(deps: {
  db: Database;
  clock: () => Date;
  /** The www origin the image addresses are given on. */
  wwwOrigin: string;
  /** The owner's signed image addresses: a hidden picture or an unpublished provider's is not public. */
  imageUrl?: (id: number) => string;
}) {
  const { db } = deps;
  const records = ownedRecords({
    db,
    clock: deps.clock,
    repo,
    notFound: 'venues.notFound',
    limit: { max: VENUES_PER_PROVIDER_MAX, key: 'venues.tooMany', slug: 'too-many-venues' },
  });

  async function views(executor: Executor, rows: VenueRow[]): Promise<Venue[]> {
    if (rows.length === 0) return [];
    const shown = await repo.pictures(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...fieldsOf(row),
      published: row.publishedAt !== null,
      images: shown
        .filter((picture) => picture.venueId === row.id)
        .map(
          (picture): VenueImage => ({
            imageId: picture.imageId,
            url: deps.imageUrl?.(picture.imageId) ?? `${deps.wwwOrigin}${imageProxyPath(picture.imageId)}`,
            width: picture.width,
            height: picture.height,
            caption: picture.caption,
            position: picture.position,
            isVisible: picture.isVisible,
          }),
        ),
    }));
  }

  async function view(providerId: number, id: number): Promise<Venue> {
    const [answer] = await views(db, [await records.owned(db, providerId, id)]);
    if (!answer) throw notFound('venues.notFound');
    return answer;
  }

  /** Runs `change` on the locked venue, marks it updated, and answers it as now stored. */
  async function changing(providerId: number, id: number, change: Parameters<typeof records.change>[2]) {
    await records.change(providerId, id, change);
    return view(providerId, id);
  }

  const fields = (body: VenueBody) => ({
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.city !== undefined ? { city: body.city } : {}),
    ...(body.cp !== undefined ? { cp: body.cp } : {}),
    ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
    ...(body.website !== undefined ? { website: body.website } : {}),
  });

  return {
    /** Every venue of the provider, in the order they were added. */
    async list(providerId: number): Promise<Venue[]> {
      return views(db, await repo.list(db, providerId));
    },

    get: view,

    /** A new unpublished venue; 409 beyond VENUES_PER_PROVIDER_MAX (counted under the provider's lock). */
    async create(providerId: number, body: VenueBody): Promise<Venue> {
      const id = await records.create(providerId, (tx, now) =>
        repo.insert(tx, { providerId, name: body.name, ...fields(body), createdAt: now, updatedAt: now }),
      );
      return view(providerId, id);
    },

    /** Name and the other fields (an absent optional field stays; null or empty clears it). */
    update: (providerId: number, id: number, body: VenueBody) =>
      changing(providerId, id, (tx) => repo.update(tx, id, { name: body.name, ...fields(body) })),

    /** The venue goes; its images stay in the library. */
    remove: records.remove,

    /** Shown on the public profile (with its visible images) while published. */
    publish: (providerId: number, id: number, published: boolean) =>
      changing(providerId, id, (tx, row) =>
        repo.update(tx, id, { publishedAt: published ? (row.publishedAt ?? deps.clock()) : null }),
      ),

    /**
     * Adds images of the provider's own library after the others (another provider's image is a
     * 404 and adds nothing; one already there is left as it is); 409 beyond VENUE_IMAGES_MAX.
     */
    addImages: (providerId: number, id: number, imageIds: number[]) =>
      changing(providerId, id, (tx) =>
        addLibraryImages(tx, pictures, { providerId, recordId: id, imageIds, closeGaps: true }, (added, from) =>
          repo.insertImages(tx, id, added, from),
        ),
      ),

    /** Takes the image out of the venue (it stays in the library). */
    removeImage: (providerId: number, id: number, imageId: number) =>
      changing(providerId, id, (tx) => removeImageOf(tx, pictures, id, imageId)),

    /** The venue's caption of the image and/or its new place (clamped to the list; the others keep their order). */
    updateImage: (providerId: number, id: number, imageId: number, body: { caption?: string | null; position?: number }) =>
      changing(providerId, id, async (tx) => {
        const order = await repo.images.ids(tx, id);
        if (!order.includes(imageId)) throw notFound('venues.imageNotFound');
        if (body.caption !== undefined) await repo.setCaption(tx, id, imageId, body.caption);
        if (body.position !== undefined) {
          const others = order.filter((other) => other !== imageId);
          const at = Math.min(body.position, others.length);
          await repo.images.writeOrder(tx, id, [...others.slice(0, at), imageId, ...others.slice(at)]);
        }
      }),
  };
}

export type Venues = ReturnType<typeof createVenues>;

/** A published venue as the public profile shows it: visible images only, a website the track route would follow. */
export interface PublishedVenue {
  id: number;
  name: string;
  description: string | null;
  city: string | null;
  cp: string | null;
  capacity: number | null;
  website: string | null;
  /** The visible images in the venue's order, in the gallery's shape with the venue's caption. */
  images: { id: number; width: number; height: number; widths: number[] | null; alt: string | null; caption: string | null }[];
}

/**
 * The provider's published venues, in the order they were added, each with its visible images.
 * `locale` is taken for the pages' sake: a venue has no translated text today.
 */
export async function publishedVenuesOf(db: Executor, providerId: number, _locale?: Locale): Promise<PublishedVenue[]> {
  const rows = await repo.list(db, providerId, true);
  if (rows.length === 0) return [];
  const shown = await repo.visiblePictures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...fieldsOf(row),
    website: row.website && isSafeOutsideUrl(row.website) ? row.website : null,
    images: shown.filter((picture) => picture.venueId === row.id).map(({ venueId: _venue, ...image }) => image),
  }));
}
