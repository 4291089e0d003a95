import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  type ProviderVideo,
  VIDEOS_PER_PROVIDER_MAX,
  type VideoLink,
  videoEmbedUrl,
  videoFilePath,
  videoThumbnailUrl,
} from '@alliance/shared/videos';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { lockProvider } from '../media-collection/media-collection.repo.ts';
import { reorderOfProvider } from '../media-collection/media-collection.ts';
import { inspectVideo, VIDEO_EXTENSIONS } from './upload/inspect-video.ts';
import type { ReceivedVideo } from './upload/receive-video.ts';
import { VideoRefused } from './upload/video-refused.ts';
import { createVideosRepo, type NewVideo, type VideoRow } from './videos.repo.ts';

const repo = createVideosRepo();

/** What the www host needs to serve an uploaded file. */
export interface ServableVideo {
  id: number;
  storageKey: string;
  mimeType: string;
  byteSize: number | null;
}

/**
 * The providers' videos (app host): platform links and uploaded files, listed, titled, hidden,
 * ordered and deleted, each through its owner (another provider's id is a 404); at most
 * VIDEOS_PER_PROVIDER_MAX per provider, held under concurrent additions by the provider's lock.
 */
export function createProviderVideos(deps: {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  /** The www origin the files are served on. */
  wwwOrigin: string;
  log?: FastifyBaseLogger;
}) {
  const { db, storage } = deps;

  const view = (row: VideoRow): ProviderVideo => {
    const link: VideoLink | null =
      (row.kind === 'youtube' || row.kind === 'vimeo') && row.externalId ? { kind: row.kind, id: row.externalId } : null;
    const isFile = row.kind === 'file';
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      isVisible: row.isVisible,
      position: row.position,
      createdAt: row.createdAt.toISOString(),
      embedUrl: link ? videoEmbedUrl(link) : null,
      thumbnailUrl: link ? videoThumbnailUrl(link) : null,
      fileUrl: isFile ? `${deps.wwwOrigin}${videoFilePath(row.id)}` : null,
      mimeType: isFile ? row.mimeType : null,
      byteSize: isFile ? row.byteSize : null,
    };
  };

  /** Removes stored files once their rows are gone; a failure leaves orphan files, never a broken video. */
  async function deleteFiles(keys: (string | null)[]) {
    const stored = keys.filter((key): key is string => Boolean(key));
    if (stored.length === 0) return;
    await storage
      .delete(stored)
      .catch((error: unknown) => deps.log?.error({ err: error, keys: stored }, 'stored files not deleted'));
  }

  /** The provider's video as `found` it (another provider's id, or none, is a 404). */
  function answer(found: VideoRow | undefined): ProviderVideo {
    if (!found) throw notFound('videos.notFound');
    return view(found);
  }

  /** Writes the row under the provider's lock, last in the order; one too many is a 409. */
  async function insert(providerId: number, values: Omit<NewVideo, 'providerId' | 'position'>) {
    return db.transaction(async (tx) => {
      await lockProvider(tx, providerId);
      if ((await repo.items.count(tx, providerId)) >= VIDEOS_PER_PROVIDER_MAX) throw new VideoRefused('too-many-videos', 409);
      const position = await repo.items.nextPosition(tx, providerId);
      return repo.insert(tx, { ...values, providerId, position, createdAt: deps.clock() });
    });
  }

  return {
    async list(providerId: number): Promise<ProviderVideo[]> {
      return (await repo.list(db, providerId)).map(view);
    },

    /** Refuses at once (409) a provider already at the limit: their upload is not even read. */
    async checkRoom(providerId: number): Promise<void> {
      if ((await repo.items.count(db, providerId)) >= VIDEOS_PER_PROVIDER_MAX) throw new VideoRefused('too-many-videos', 409);
    },

    async get(providerId: number, id: number): Promise<ProviderVideo> {
      return answer(await repo.owned(db, providerId, id));
    },

    async addLink(providerId: number, link: VideoLink, title: string | null): Promise<ProviderVideo> {
      return view(await insert(providerId, { kind: link.kind, externalId: link.id, title }));
    },

    /**
     * Stores an upload: its type read from its bytes, the count checked (once before the copy,
     * again under the lock), streamed into storage, then its row written. Whatever is refused,
     * nothing stays stored and the temporary file is removed.
     */
    async addFile(providerId: number, file: ReceivedVideo, title: string | null): Promise<ProviderVideo> {
      try {
        await this.checkRoom(providerId);
        const type = await inspectVideo(file.path);
        const key = `videos/${providerId}/${randomUUID()}.${VIDEO_EXTENSIONS[type]}`;
        await storage.put(key, createReadStream(file.path), type, file.bytes);
        try {
          const row = await insert(providerId, { kind: 'file', storageKey: key, mimeType: type, byteSize: file.bytes, title });
          return view(row);
        } catch (error) {
          await deleteFiles([key]);
          throw error;
        }
      } finally {
        await file.discard();
      }
    },

    async update(providerId: number, id: number, body: { title: string | null }) {
      return answer(await repo.update(db, providerId, id, { title: body.title }));
    },

    async toggleVisibility(providerId: number, id: number) {
      return answer(await repo.toggleVisibility(db, providerId, id));
    },

    /** The new order: every video of the provider, each once. */
    async reorder(providerId: number, ids: number[]) {
      await reorderOfProvider(db, repo.items, providerId, ids, { ids: 'validation.videoOrderInvalid' });
      return this.list(providerId);
    },

    async remove(providerId: number, id: number) {
      const deleted = await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const rows = await repo.remove(tx, providerId, id);
        if (rows.length === 0) throw notFound('videos.notFound');
        return rows;
      });
      await deleteFiles(deleted.map((row) => row.storageKey));
    },

    /** An uploaded, visible video by id (the www host serves it), else null. */
    async servable(id: number): Promise<ServableVideo | null> {
      const row = await repo.servable(db, id);
      if (!row?.storageKey || !row.mimeType) return null;
      return { id: row.id, storageKey: row.storageKey, mimeType: row.mimeType, byteSize: row.byteSize };
    },

    view,
  };
}

export type ProviderVideos = ReturnType<typeof createProviderVideos>;
