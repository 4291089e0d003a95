import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, portfolioImages, portfolios } from '../../db/schema/index.ts';

/* What the public pages (www host) read: published portfolios, visible images only. */

/** A visible image as the public pages show it (the gallery's shape, with the portfolio's caption). */
export interface PublicPortfolioImage {
  id: number;
  width: number;
  height: number;
  /** The widths stored (srcset); null for the seed's generated images. */
  widths: number[] | null;
  alt: string | null;
  caption: string | null;
  isKey: boolean;
}

const visibleIn = (portfolioId: SQL | number) =>
  sql`from portfolio_images pi join images i on i.id = pi.image_id and i.is_visible where pi.portfolio_id = ${portfolioId}`;

/**
 * The provider's published portfolios, most recently published first, each with its key image
 * (the key image if visible, else the first visible one; null without one) and its count of visible images.
 */
export const publishedSummaries = (executor: Executor, providerId: number) =>
  executor
    .select({
      id: portfolios.id,
      title: portfolios.title,
      slug: portfolios.slug,
      description: portfolios.description,
      eventDate: portfolios.eventDate,
      city: portfolios.city,
      publishedAt: portfolios.publishedAt,
      keyImage: sql<Omit<
        PublicPortfolioImage,
        'caption' | 'isKey'
      > | null>`(select json_build_object('id', i.id, 'width', i.width,
          'height', i.height, 'widths', i.widths, 'alt', i.alt)
        ${visibleIn(sql`${portfolios.id}`)} order by pi.is_key desc, pi.position, pi.image_id limit 1)`,
      visibleImageCount: sql<number>`(select count(*)::int ${visibleIn(sql`${portfolios.id}`)})`,
    })
    .from(portfolios)
    .where(and(eq(portfolios.providerId, providerId), isNotNull(portfolios.publishedAt)))
    .orderBy(desc(portfolios.publishedAt), desc(portfolios.id));

/** The provider's published portfolio of that slug, or undefined. */
export async function publishedBySlug(executor: Executor, providerId: number, slug: string) {
  const [row] = await executor
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.providerId, providerId), eq(portfolios.slug, slug), isNotNull(portfolios.publishedAt)));
  return row;
}

/** The portfolio's visible images, in its order. */
export const visiblePictures = (executor: Executor, portfolioId: number): Promise<PublicPortfolioImage[]> =>
  executor
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      widths: images.widths,
      alt: images.alt,
      caption: portfolioImages.caption,
      isKey: portfolioImages.isKey,
    })
    .from(portfolioImages)
    .innerJoin(images, and(eq(images.id, portfolioImages.imageId), eq(images.isVisible, true)))
    .where(eq(portfolioImages.portfolioId, portfolioId))
    .orderBy(asc(portfolioImages.position), asc(portfolioImages.imageId));
