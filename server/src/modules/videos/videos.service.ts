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
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { providers, videos } from '../../db/schema/index.ts';
import { FieldValidationError, notFound } from '../../plugins/errors.ts';
import { inspectVideo, VIDEO_EXTENSIONS } from './upload/inspect-video.ts';
import type { ReceivedVideo } from './upload/receive-video.ts';
import { VideoRefused } from './upload/video-refused.ts';

type VideoRow = typeof videos.$inferSelect;

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

  /** The provider's row locked: additions, deletions and reorders of one provider queue behind each other. */
  const lockProvider = (tx: Transaction, providerId: number) =>
    tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');

  const videoCount = async (executor: Database | Transaction, providerId: number) =>
    (await executor.select({ n: count() }).from(videos).where(eq(videos.providerId, providerId)))[0]?.n ?? 0;

  /** Removes stored files once their rows are gone; a failure leaves orphan files, never a broken video. */
  async function deleteFiles(keys: (string | null)[]) {
    const stored = keys.filter((key): key is string => Boolean(key));
    if (stored.length === 0) return;
    await storage
      .delete(stored)
      .catch((error: unknown) => deps.log?.error({ err: error, keys: stored }, 'stored files not deleted'));
  }

  async function owned(providerId: number, id: number) {
    const [row] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.providerId, providerId)));
    if (!row) throw notFound('videos.notFound');
    return row;
  }

  /** Writes the row under the provider's lock, last in the order; one too many is a 409. */
  async function insert(providerId: number, values: Omit<typeof videos.$inferInsert, 'providerId' | 'position'>) {
    return db.transaction(async (tx) => {
      await lockProvider(tx, providerId);
      if ((await videoCount(tx, providerId)) >= VIDEOS_PER_PROVIDER_MAX) throw new VideoRefused('too-many-videos', 409);
      const [last] = await tx
        .select({ position: max(videos.position) })
        .from(videos)
        .where(eq(videos.providerId, providerId));
      const [row] = await tx
        .insert(videos)
        .values({ ...values, providerId, position: (last?.position ?? -1) + 1, createdAt: deps.clock() })
        .returning();
      if (!row) throw new Error('video not inserted');
      return row;
    });
  }

  return {
    async list(providerId: number): Promise<ProviderVideo[]> {
      const rows = await db
        .select()
        .from(videos)
        .where(eq(videos.providerId, providerId))
        .orderBy(asc(videos.position), asc(videos.id));
      return rows.map(view);
    },

    /** Refuses at once (409) a provider already at the limit: their upload is not even read. */
    async checkRoom(providerId: number): Promise<void> {
      if ((await videoCount(db, providerId)) >= VIDEOS_PER_PROVIDER_MAX) throw new VideoRefused('too-many-videos', 409);
    },

    async get(providerId: number, id: number): Promise<ProviderVideo> {
      return view(await owned(providerId, id));
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
      const [row] = await db
        .update(videos)
        .set({ title: body.title })
        .where(and(eq(videos.id, id), eq(videos.providerId, providerId)))
        .returning();
      if (!row) throw notFound('videos.notFound');
      return view(row);
    },

    async toggleVisibility(providerId: number, id: number) {
      const [row] = await db
        .update(videos)
        .set({ isVisible: sql`not ${videos.isVisible}` })
        .where(and(eq(videos.id, id), eq(videos.providerId, providerId)))
        .returning();
      if (!row) throw notFound('videos.notFound');
      return view(row);
    },

    /** The new order: every video of the provider, each once. */
    async reorder(providerId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const own = await tx.select({ id: videos.id }).from(videos).where(eq(videos.providerId, providerId));
        const given = new Set(ids);
        if (given.size !== ids.length || own.length !== ids.length || own.some((row) => !given.has(row.id))) {
          throw new FieldValidationError({ ids: 'validation.videoOrderInvalid' });
        }
        if (ids.length === 0) return;
        const values = sql.join(
          ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
          sql`, `,
        );
        await tx.execute(
          sql`update videos set position = v.position from (values ${values}) as v(id, position)
              where videos.id = v.id and videos.provider_id = ${providerId}`,
        );
      });
      return this.list(providerId);
    },

    async remove(providerId: number, id: number) {
      const deleted = await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        const rows = await tx
          .delete(videos)
          .where(and(eq(videos.id, id), eq(videos.providerId, providerId)))
          .returning();
        if (rows.length === 0) throw notFound('videos.notFound');
        return rows;
      });
      await deleteFiles(deleted.map((row) => row.storageKey));
    },

    /** An uploaded, visible video by id (the www host serves it), else null. */
    async servable(id: number): Promise<ServableVideo | null> {
      const [row] = await db
        .select({ id: videos.id, storageKey: videos.storageKey, mimeType: videos.mimeType, byteSize: videos.byteSize })
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.kind, 'file'), sql`${videos.isVisible}`));
      if (!row?.storageKey || !row.mimeType) return null;
      return { id: row.id, storageKey: row.storageKey, mimeType: row.mimeType, byteSize: row.byteSize };
    },

    view,
  };
}

export type ProviderVideos = ReturnType<typeof createProviderVideos>;
