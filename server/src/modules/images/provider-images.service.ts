import { randomUUID } from 'node:crypto';
import { IMAGES_PER_PROVIDER_MAX, type ProviderImage } from '@alliance/shared/images';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { images, providers } from '../../db/schema/index.ts';
import { FieldValidationError, notFound } from '../../plugins/errors.ts';
import { refreshProfileCompleteness } from '../providers/profile-completeness.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import type { ImageCache } from './image-cache.ts';
import { storedKeys, type VariantFormat, variantKey } from './image-keys.ts';
import type { OwnerImageUrls } from './owner-image-urls.ts';
import { makeVariants } from './upload/image-variants.ts';
import { inspectImage } from './upload/inspect-image.ts';
import type { ReceivedFile } from './upload/receive-upload.ts';
import { UploadRefused } from './upload/upload-refused.ts';

type ImageRow = typeof images.$inferSelect;

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The providers' images (app host): uploads turned into stored variants, then listed, described,
 * hidden, ordered and deleted, each through its owner (another provider's id is a 404).
 */
export function createProviderImages(deps: {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  /** The www origin the image addresses are given on. */
  wwwOrigin: string;
  /** The owner's signed image addresses (hidden and unpublished images included); unset: the public ones. */
  ownerUrls?: OwnerImageUrls;
  /** The proxy's memory of this process: what changes here is forgotten there at once. */
  cache?: Pick<ImageCache, 'forget'>;
  log?: FastifyBaseLogger;
}) {
  const forget = (rows: { id: number }[]) => {
    for (const row of rows) deps.cache?.forget(row.id);
  };
  const { db, storage } = deps;

  const view = (row: ImageRow): ProviderImage => ({
    id: row.id,
    url: deps.ownerUrls?.url(row.id) ?? `${deps.wwwOrigin}${imageProxyPath(row.id)}`,
    width: row.width,
    height: row.height,
    widths: row.widths ?? [row.width],
    isVisible: row.isVisible,
    isProfile: row.isProfile,
    alt: row.alt,
    caption: row.caption,
    position: row.position,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  });

  /** The provider's row locked: uploads, deletions and reorders of one provider queue behind each other. */
  const lockProvider = (tx: Transaction, providerId: number) =>
    tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');

  const imageCount = async (executor: Database | Transaction, providerId: number) =>
    (await executor.select({ n: count() }).from(images).where(eq(images.providerId, providerId)))[0]?.n ?? 0;

  /** Removes stored files once their rows are gone; a failure leaves orphan files, never a broken image. */
  async function deleteFiles(rows: Pick<ImageRow, 'variantPrefix' | 'widths' | 'storageKey'>[]) {
    // The seed's generated files are shared between demo providers: kept while another row uses them.
    const keys: string[] = [];
    for (const row of rows) {
      if (row.variantPrefix) keys.push(...storedKeys(row));
      else {
        const [used] = await db.select({ n: count() }).from(images).where(eq(images.storageKey, row.storageKey));
        if (!used?.n) keys.push(row.storageKey);
      }
    }
    await storage.delete(keys).catch((error: unknown) => deps.log?.error({ err: error, keys }, 'stored files not deleted'));
  }

  async function owned(executor: Database | Transaction, providerId: number, id: number) {
    const [row] = await executor
      .select()
      .from(images)
      .where(and(eq(images.id, id), eq(images.providerId, providerId)));
    if (!row) throw notFound('media.imageNotFound');
    return row;
  }

  return {
    async list(providerId: number): Promise<ProviderImage[]> {
      const rows = await db
        .select()
        .from(images)
        .where(eq(images.providerId, providerId))
        .orderBy(asc(images.position), asc(images.id));
      return rows.map(view);
    },

    /**
     * Stores an upload: checked (type, content, pixels), its variants made and stored, then its
     * row written under the provider's lock (the count limit holds under concurrent uploads). A
     * profile image replaces the previous one. Files of a refused upload are removed.
     */
    async upload(providerId: number, file: ReceivedFile, options: { profile: boolean }): Promise<ProviderImage> {
      try {
        if (!options.profile && (await imageCount(db, providerId)) >= IMAGES_PER_PROVIDER_MAX) {
          throw new UploadRefused('too-many-images', 409);
        }
        const inspected = await inspectImage(file.path);
        const made = await makeVariants(file.path, inspected.width);
        const prefix = `images/${providerId}/${randomUUID()}`;
        await Promise.all(
          made.variants.map((v) => storage.put(variantKey(prefix, v.width, v.format), v.data, MIME[v.format], v.data.length)),
        );
        const largest = made.widths[made.widths.length - 1] ?? inspected.width;
        const stored = { variantPrefix: prefix, widths: made.widths, storageKey: variantKey(prefix, largest, 'webp') };
        try {
          const { row, replaced } = await db.transaction(async (tx) => {
            await lockProvider(tx, providerId);
            let replaced: ImageRow[] = [];
            if (options.profile) {
              replaced = await tx
                .delete(images)
                .where(and(eq(images.providerId, providerId), sql`${images.isProfile}`))
                .returning();
            } else if ((await imageCount(tx, providerId)) >= IMAGES_PER_PROVIDER_MAX) {
              throw new UploadRefused('too-many-images', 409);
            }
            const [last] = await tx
              .select({ position: max(images.position) })
              .from(images)
              .where(eq(images.providerId, providerId));
            const [row] = await tx
              .insert(images)
              .values({
                providerId,
                ...stored,
                mimeType: 'image/webp',
                width: largest,
                height: made.height,
                isProfile: options.profile,
                position: (last?.position ?? -1) + 1,
                createdAt: deps.clock(),
              })
              .returning();
            if (!row) throw new Error('image not inserted');
            await refreshProfileCompleteness(tx, [providerId]);
            return { row, replaced };
          });
          forget(replaced);
          await deleteFiles(replaced);
          return view(row);
        } catch (error) {
          await deleteFiles([stored]);
          throw error;
        }
      } finally {
        await file.discard();
      }
    },

    async update(providerId: number, id: number, body: { alt?: string | null; caption?: string | null }) {
      await owned(db, providerId, id);
      const changes: Partial<Pick<ImageRow, 'alt' | 'caption'>> = {};
      if (body.alt !== undefined) changes.alt = body.alt;
      if (body.caption !== undefined) changes.caption = body.caption;
      if (Object.keys(changes).length === 0) return view(await owned(db, providerId, id));
      const [row] = await db
        .update(images)
        .set(changes)
        .where(and(eq(images.id, id), eq(images.providerId, providerId)))
        .returning();
      if (!row) throw notFound('media.imageNotFound');
      return view(row);
    },

    async toggleVisibility(providerId: number, id: number) {
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(images)
          .set({ isVisible: sql`not ${images.isVisible}` })
          .where(and(eq(images.id, id), eq(images.providerId, providerId)))
          .returning();
        if (!row) throw notFound('media.imageNotFound');
        // A hidden profile image no longer counts for the ranking's completeness.
        await refreshProfileCompleteness(tx, [providerId]);
        return row;
      });
      forget([row]);
      return view(row);
    },

    /** The gallery's new order: every image of the provider, each once. */
    async reorder(providerId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const own = await tx.select({ id: images.id }).from(images).where(eq(images.providerId, providerId));
        const given = new Set(ids);
        if (given.size !== ids.length || own.length !== ids.length || own.some((row) => !given.has(row.id))) {
          throw new FieldValidationError({ ids: 'validation.imageOrderInvalid' });
        }
        if (ids.length === 0) return;
        const values = sql.join(
          ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update images set position = v.position from (values ${values}) as v(id, position)
              where images.id = v.id and images.provider_id = ${providerId}`,
        );
      });
      return this.list(providerId);
    },

    async remove(providerId: number, id: number) {
      const deleted = await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const rows = await tx
          .delete(images)
          .where(and(eq(images.id, id), eq(images.providerId, providerId)))
          .returning();
        if (rows.length === 0) throw notFound('media.imageNotFound');
        await refreshProfileCompleteness(tx, [providerId]);
        return rows;
      });
      forget(deleted);
      await deleteFiles(deleted);
    },

    async removeProfile(providerId: number) {
      const deleted = await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const rows = await tx
          .delete(images)
          .where(and(eq(images.providerId, providerId), sql`${images.isProfile}`))
          .returning();
        if (rows.length === 0) throw notFound('media.noProfileImage');
        await refreshProfileCompleteness(tx, [providerId]);
        return rows;
      });
      forget(deleted);
      await deleteFiles(deleted);
    },

    view,
  };
}

export type ProviderImages = ReturnType<typeof createProviderImages>;
