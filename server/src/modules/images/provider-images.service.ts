import { randomUUID } from 'node:crypto';
import { IMAGES_PER_PROVIDER_MAX, type ProviderImage } from '@alliance/shared/images';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { lockProvider } from '../media-collection/media-collection.repo.ts';
import { reorderOfProvider } from '../media-collection/media-collection.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import { refreshProfileCompleteness } from '../providers/providers.repo.ts';
import type { ImageCache } from './image-cache.ts';
import { storedKeys, type VariantFormat, variantKey } from './image-keys.ts';
import type { OwnerImageUrls } from './owner-image-urls.ts';
import { createProviderImagesRepo, type ImageRow } from './provider-images.repo.ts';
import { makeVariants } from './upload/image-variants.ts';
import { inspectImage } from './upload/inspect-image.ts';
import type { ReceivedFile } from './upload/receive-upload.ts';
import { UploadRefused } from './upload/upload-refused.ts';

const repo = createProviderImagesRepo();

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

  /** Removes stored files once their rows are gone; a failure leaves orphan files, never a broken image. */
  async function deleteFiles(rows: Pick<ImageRow, 'variantPrefix' | 'widths' | 'storageKey'>[]) {
    // The seed's generated files are shared between demo providers: kept while another row uses them.
    const keys: string[] = [];
    for (const row of rows) {
      if (row.variantPrefix) keys.push(...storedKeys(row));
      else if (!(await repo.storageKeyUses(db, row.storageKey))) keys.push(row.storageKey);
    }
    await storage.delete(keys).catch((error: unknown) => deps.log?.error({ err: error, keys }, 'stored files not deleted'));
  }

  /** The provider's image as found (another provider's id, or none, is a 404). */
  function found(row: ImageRow | undefined): ImageRow {
    if (!row) throw notFound('media.imageNotFound');
    return row;
  }

  /** Deletes the provider's image `id` (the profile image without one) under the provider's lock, then its files. */
  async function removing(providerId: number, id: number | undefined, missing: string) {
    const deleted = await db.transaction(async (tx) => {
      await lockProvider(tx, providerId);
      const rows = await repo.remove(tx, providerId, id);
      if (rows.length === 0) throw notFound(missing);
      await refreshProfileCompleteness(tx, [providerId]);
      return rows;
    });
    forget(deleted);
    await deleteFiles(deleted);
  }

  return {
    async list(providerId: number): Promise<ProviderImage[]> {
      return (await repo.list(db, providerId)).map(view);
    },

    /**
     * Stores an upload: checked (type, content, pixels), its variants made and stored, then its
     * row written under the provider's lock (the count limit holds under concurrent uploads). A
     * profile image replaces the previous one. Files of a refused upload are removed.
     */
    async upload(providerId: number, file: ReceivedFile, options: { profile: boolean }): Promise<ProviderImage> {
      try {
        if (!options.profile && (await repo.items.count(db, providerId)) >= IMAGES_PER_PROVIDER_MAX) {
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
              replaced = await repo.remove(tx, providerId);
            } else if ((await repo.items.count(tx, providerId)) >= IMAGES_PER_PROVIDER_MAX) {
              throw new UploadRefused('too-many-images', 409);
            }
            const row = await repo.insert(tx, {
              providerId,
              ...stored,
              mimeType: 'image/webp',
              width: largest,
              height: made.height,
              isProfile: options.profile,
              position: await repo.items.nextPosition(tx, providerId),
              createdAt: deps.clock(),
            });
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
      found(await repo.owned(db, providerId, id));
      const changes: Partial<Pick<ImageRow, 'alt' | 'caption'>> = {};
      if (body.alt !== undefined) changes.alt = body.alt;
      if (body.caption !== undefined) changes.caption = body.caption;
      if (Object.keys(changes).length === 0) return view(found(await repo.owned(db, providerId, id)));
      return view(found(await repo.update(db, providerId, id, changes)));
    },

    async toggleVisibility(providerId: number, id: number) {
      const row = await db.transaction(async (tx) => {
        const row = found(await repo.toggleVisibility(tx, providerId, id));
        // A hidden profile image no longer counts for the ranking's completeness.
        await refreshProfileCompleteness(tx, [providerId]);
        return row;
      });
      forget([row]);
      return view(row);
    },

    /** The gallery's new order: every image of the provider, each once. */
    async reorder(providerId: number, ids: number[]) {
      await reorderOfProvider(db, repo.items, providerId, ids, { ids: 'validation.imageOrderInvalid' });
      return this.list(providerId);
    },

    remove: (providerId: number, id: number) => removing(providerId, id, 'media.imageNotFound'),

    removeProfile: (providerId: number) => removing(providerId, undefined, 'media.noProfileImage'),

    view,
  };
}

export type ProviderImages = ReturnType<typeof createProviderImages>;
