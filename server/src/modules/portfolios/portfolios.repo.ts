import { and, asc, count, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, portfolioImages, portfolioServiceTypes, portfolios } from '../../db/schema/index.ts';
import { serviceTypes } from '../../db/schema/reference.ts';
import { orderedItemsRepo, ownedRecordsRepo } from '../media-collection/media-collection.repo.ts';

export type PortfolioRow = typeof portfolios.$inferSelect;
type PortfolioValues = typeof portfolios.$inferInsert;

/** The providers' portfolios, their images (positions, captions, the key image) and their prestations. */
export function createPortfoliosRepo() {
  const image = (portfolioId: number, imageId: number) =>
    and(eq(portfolioImages.portfolioId, portfolioId), eq(portfolioImages.imageId, imageId));

  return {
    ...ownedRecordsRepo({ table: portfolios, id: portfolios.id, providerId: portfolios.providerId }),
    images: orderedItemsRepo({
      table: portfolioImages,
      scope: portfolioImages.portfolioId,
      item: portfolioImages.imageId,
      position: portfolioImages.position,
    }),

    async owned(executor: Executor, providerId: number, id: number, lock: boolean): Promise<PortfolioRow | undefined> {
      const query = executor
        .select()
        .from(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.providerId, providerId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Every portfolio of the provider, newest first. */
    list: (executor: Executor, providerId: number): Promise<PortfolioRow[]> =>
      executor
        .select()
        .from(portfolios)
        .where(eq(portfolios.providerId, providerId))
        .orderBy(desc(portfolios.createdAt), desc(portfolios.id)),

    /** The provider's slugs that are `base` or `base-…`, but that of portfolio `exceptId`. */
    async slugsLike(executor: Executor, providerId: number, base: string, exceptId?: number): Promise<string[]> {
      const rows = await executor
        .select({ slug: portfolios.slug })
        .from(portfolios)
        .where(
          and(
            eq(portfolios.providerId, providerId),
            or(eq(portfolios.slug, base), like(portfolios.slug, `${base}-%`)),
            exceptId === undefined ? undefined : ne(portfolios.id, exceptId),
          ),
        );
      return rows.map((row) => row.slug);
    },

    async insert(executor: Executor, values: PortfolioValues): Promise<number> {
      const [row] = await executor.insert(portfolios).values(values).returning({ id: portfolios.id });
      if (!row) throw new Error('portfolio not inserted');
      return row.id;
    },

    async update(executor: Executor, id: number, values: Partial<PortfolioValues>): Promise<void> {
      await executor.update(portfolios).set(values).where(eq(portfolios.id, id));
    },

    touch: (executor: Executor, id: number, at: Date) =>
      executor.update(portfolios).set({ updatedAt: at }).where(eq(portfolios.id, id)),

    /** The portfolios' images in their order, with the library's sizes and visibility. */
    pictures: (executor: Executor, portfolioIds: number[]) =>
      executor
        .select({
          portfolioId: portfolioImages.portfolioId,
          imageId: portfolioImages.imageId,
          caption: portfolioImages.caption,
          isKey: portfolioImages.isKey,
          position: portfolioImages.position,
          width: images.width,
          height: images.height,
          isVisible: images.isVisible,
        })
        .from(portfolioImages)
        .innerJoin(images, eq(images.id, portfolioImages.imageId))
        .where(inArray(portfolioImages.portfolioId, portfolioIds))
        .orderBy(asc(portfolioImages.position), asc(portfolioImages.imageId)),

    /** The portfolio's image `imageId`, or undefined when it is not in the portfolio. */
    async picture(executor: Executor, portfolioId: number, imageId: number) {
      const [row] = await executor.select().from(portfolioImages).where(image(portfolioId, imageId));
      return row;
    },

    async visibleImageCount(executor: Executor, portfolioId: number): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(portfolioImages)
        .innerJoin(images, eq(images.id, portfolioImages.imageId))
        .where(and(eq(portfolioImages.portfolioId, portfolioId), eq(images.isVisible, true)));
      return row?.n ?? 0;
    },

    async hasKey(executor: Executor, portfolioId: number): Promise<boolean> {
      const [row] = await executor
        .select({ n: count() })
        .from(portfolioImages)
        .where(and(eq(portfolioImages.portfolioId, portfolioId), eq(portfolioImages.isKey, true)));
      return Boolean(row?.n);
    },

    /** The images from position `from` on, in the order given; the first one the key image when `firstIsKey`. */
    async insertImages(executor: Executor, portfolioId: number, imageIds: number[], from: number, firstIsKey: boolean) {
      await executor
        .insert(portfolioImages)
        .values(
          imageIds.map((imageId, index) => ({ portfolioId, imageId, position: from + index, isKey: firstIsKey && index === 0 })),
        );
    },

    async setCaption(executor: Executor, portfolioId: number, imageId: number, caption: string | null): Promise<void> {
      await executor.update(portfolioImages).set({ caption }).where(image(portfolioId, imageId));
    },

    /** Makes `imageId` the key image, the previous key image losing it. */
    async setKey(executor: Executor, portfolioId: number, imageId: number): Promise<void> {
      await executor
        .update(portfolioImages)
        .set({ isKey: false })
        .where(and(eq(portfolioImages.portfolioId, portfolioId), eq(portfolioImages.isKey, true)));
      await executor.update(portfolioImages).set({ isKey: true }).where(image(portfolioId, imageId));
    },

    /** Gives the key to the first image (in order) when the portfolio has images and none is key. */
    async ensureKey(executor: Executor, portfolioId: number): Promise<void> {
      await executor.execute(sql`update portfolio_images set is_key = true
        where portfolio_id = ${portfolioId}
          and image_id = (select image_id from portfolio_images where portfolio_id = ${portfolioId} order by position, image_id limit 1)
          and not exists (select 1 from portfolio_images where portfolio_id = ${portfolioId} and is_key)`);
    },

    /** The portfolios' prestations (service types), in the reference's order. */
    prestations: (executor: Executor, portfolioIds: number[]) =>
      executor
        .select({ portfolioId: portfolioServiceTypes.portfolioId, slug: serviceTypes.slug, names: serviceTypes.names })
        .from(portfolioServiceTypes)
        .innerJoin(serviceTypes, eq(serviceTypes.id, portfolioServiceTypes.serviceTypeId))
        .where(inArray(portfolioServiceTypes.portfolioId, portfolioIds))
        .orderBy(asc(serviceTypes.position), asc(serviceTypes.slug)),

    /** The ids of the service types of `slugs` (unknown slugs have none). */
    async serviceTypeIds(executor: Executor, slugs: string[]): Promise<number[]> {
      if (slugs.length === 0) return [];
      const rows = await executor.select({ id: serviceTypes.id }).from(serviceTypes).where(inArray(serviceTypes.slug, slugs));
      return rows.map((row) => row.id);
    },

    async setPrestations(executor: Executor, portfolioId: number, serviceTypeIds: number[]): Promise<void> {
      await executor.delete(portfolioServiceTypes).where(eq(portfolioServiceTypes.portfolioId, portfolioId));
      if (serviceTypeIds.length === 0) return;
      await executor
        .insert(portfolioServiceTypes)
        .values(serviceTypeIds.map((serviceTypeId) => ({ portfolioId, serviceTypeId })));
    },
  };
}

export type PortfoliosRepo = ReturnType<typeof createPortfoliosRepo>;
