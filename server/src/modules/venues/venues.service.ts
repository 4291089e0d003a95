import type { Locale } from '@alliance/shared/locale';
import { isSafeOutsideUrl } from '@alliance/shared/provider-links';
import {
  VENUE_IMAGES_MAX,
  VENUES_PER_PROVIDER_MAX,
  type Venue,
  type VenueImage,
  type venueBodySchema,
} from '@alliance/shared/venues';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { images, providers, venueImages, venues } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';

type VenueRow = typeof venues.$inferSelect;
type VenueBody = z.output<typeof venueBodySchema>;

const lockProvider = (tx: Transaction, providerId: number) =>
  tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');

/** The venue through its owner (another provider's id is a 404), locked for the rest of the transaction when asked. */
async function owned(executor: Executor, providerId: number, id: number, lock = false): Promise<VenueRow> {
  const query = executor
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), eq(venues.providerId, providerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('venues.notFound');
  return row;
}

/** The venue's images in `order` (image ids), positions 0, 1, 2… */
async function writeOrder(tx: Transaction, venueId: number, order: number[]) {
  if (order.length === 0) return;
  const values = sql.join(
    order.map((imageId, position) => sql`(${imageId}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update venue_images set position = v.position from (values ${values}) as v(image_id, position)
        where venue_images.venue_id = ${venueId} and venue_images.image_id = v.image_id and venue_images.position <> v.position`,
  );
}

/** The venue's image ids in their current order. */
const currentOrder = async (tx: Transaction, venueId: number) =>
  (
    await tx
      .select({ imageId: venueImages.imageId })
      .from(venueImages)
      .where(eq(venueImages.venueId, venueId))
      .orderBy(asc(venueImages.position), asc(venueImages.imageId))
  ).map((row) => row.imageId);

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

  async function views(executor: Executor, rows: VenueRow[]): Promise<Venue[]> {
    if (rows.length === 0) return [];
    const pictures = await executor
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
      .where(
        inArray(
          venueImages.venueId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(venueImages.position), asc(venueImages.imageId));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      city: row.city,
      cp: row.cp,
      capacity: row.capacity,
      website: row.website,
      published: row.publishedAt !== null,
      images: pictures
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
    const [answer] = await views(db, [await owned(db, providerId, id)]);
    if (!answer) throw notFound('venues.notFound');
    return answer;
  }

  /** Runs `change` on the locked venue, marks it updated, and answers it as now stored. */
  async function changing(providerId: number, id: number, change: (tx: Transaction, row: VenueRow) => Promise<void>) {
    await db.transaction(async (tx) => {
      const row = await owned(tx, providerId, id, true);
      await change(tx, row);
      await tx.update(venues).set({ updatedAt: deps.clock() }).where(eq(venues.id, id));
    });
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
      const rows = await db
        .select()
        .from(venues)
        .where(eq(venues.providerId, providerId))
        .orderBy(asc(venues.createdAt), asc(venues.id));
      return views(db, rows);
    },

    get: view,

    /** A new unpublished venue; 409 beyond VENUES_PER_PROVIDER_MAX (counted under the provider's lock). */
    async create(providerId: number, body: VenueBody): Promise<Venue> {
      const id = await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const [existing] = await tx.select({ n: count() }).from(venues).where(eq(venues.providerId, providerId));
        if ((existing?.n ?? 0) >= VENUES_PER_PROVIDER_MAX) {
          throw new AppError(409, 'venues.tooMany', {
            vars: { max: VENUES_PER_PROVIDER_MAX },
            extra: { error_slug: 'too-many-venues' },
          });
        }
        const now = deps.clock();
        const [row] = await tx
          .insert(venues)
          .values({ providerId, name: body.name, ...fields(body), createdAt: now, updatedAt: now })
          .returning({ id: venues.id });
        if (!row) throw new Error('venue not inserted');
        return row.id;
      });
      return view(providerId, id);
    },

    /** Name and the other fields (an absent optional field stays; null or empty clears it). */
    update: (providerId: number, id: number, body: VenueBody) =>
      changing(providerId, id, async (tx) => {
        await tx
          .update(venues)
          .set({ name: body.name, ...fields(body) })
          .where(eq(venues.id, id));
      }),

    /** The venue goes; its images stay in the library. */
    async remove(providerId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(venues)
        .where(and(eq(venues.id, id), eq(venues.providerId, providerId)))
        .returning({ id: venues.id });
      if (deleted.length === 0) throw notFound('venues.notFound');
    },

    /** Shown on the public profile (with its visible images) while published. */
    publish: (providerId: number, id: number, published: boolean) =>
      changing(providerId, id, async (tx, row) => {
        const publishedAt = published ? (row.publishedAt ?? deps.clock()) : null;
        await tx.update(venues).set({ publishedAt }).where(eq(venues.id, id));
      }),

    /**
     * Adds images of the provider's own library after the others (another provider's image is a
     * 404 and adds nothing; one already there is left as it is); 409 beyond VENUE_IMAGES_MAX.
     */
    addImages: (providerId: number, id: number, imageIds: number[]) =>
      changing(providerId, id, async (tx) => {
        const library = await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.providerId, providerId), inArray(images.id, imageIds)));
        if (library.length !== new Set(imageIds).size) throw notFound('media.imageNotFound');
        const present = await currentOrder(tx, id);
        const added = [...new Set(imageIds)].filter((imageId) => !present.includes(imageId));
        if (added.length === 0) return;
        if (present.length + added.length > VENUE_IMAGES_MAX) {
          throw new AppError(409, 'venues.tooManyImages', {
            vars: { max: VENUE_IMAGES_MAX },
            extra: { error_slug: 'too-many-images' },
          });
        }
        // Renumbered first: a library deletion may have left a gap.
        await writeOrder(tx, id, present);
        await tx
          .insert(venueImages)
          .values(added.map((imageId, index) => ({ venueId: id, imageId, position: present.length + index })));
      }),

    /** Takes the image out of the venue (it stays in the library). */
    removeImage: (providerId: number, id: number, imageId: number) =>
      changing(providerId, id, async (tx) => {
        const removed = await tx
          .delete(venueImages)
          .where(and(eq(venueImages.venueId, id), eq(venueImages.imageId, imageId)))
          .returning({ imageId: venueImages.imageId });
        if (removed.length === 0) throw notFound('venues.imageNotFound');
        await writeOrder(tx, id, await currentOrder(tx, id));
      }),

    /** The venue's caption of the image and/or its new place (clamped to the list; the others keep their order). */
    updateImage: (providerId: number, id: number, imageId: number, body: { caption?: string | null; position?: number }) =>
      changing(providerId, id, async (tx) => {
        const order = await currentOrder(tx, id);
        if (!order.includes(imageId)) throw notFound('venues.imageNotFound');
        if (body.caption !== undefined) {
          await tx
            .update(venueImages)
            .set({ caption: body.caption })
            .where(and(eq(venueImages.venueId, id), eq(venueImages.imageId, imageId)));
        }
        if (body.position !== undefined) {
          const others = order.filter((other) => other !== imageId);
          const at = Math.min(body.position, others.length);
          await writeOrder(tx, id, [...others.slice(0, at), imageId, ...others.slice(at)]);
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
  const rows = await db
    .select()
    .from(venues)
    .where(and(eq(venues.providerId, providerId), isNotNull(venues.publishedAt)))
    .orderBy(asc(venues.createdAt), asc(venues.id));
  if (rows.length === 0) return [];
  const pictures = await db
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
    .where(
      inArray(
        venueImages.venueId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(venueImages.position), asc(venueImages.imageId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    cp: row.cp,
    capacity: row.capacity,
    website: row.website && isSafeOutsideUrl(row.website) ? row.website : null,
    images: pictures.filter((picture) => picture.venueId === row.id).map(({ venueId: _venue, ...image }) => image),
  }));
}
