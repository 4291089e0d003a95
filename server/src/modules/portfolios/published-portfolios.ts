import type { Locale } from '@alliance/shared/locale';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, portfolioImages, portfolioServiceTypes, portfolios } from '../../db/schema/index.ts';
import type { Translations } from '../../db/schema/reference.ts';
import { serviceTypes } from '../../db/schema/reference.ts';

/* What the public pages (www host) read: published portfolios, visible images only. */

const named = (names: Translations, locale: Locale) => names[locale] || names.fr;

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

export interface PublishedPortfolioSummary {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  eventDate: string | null;
  city: string | null;
  publishedAt: Date;
  /** The key image when visible, else the first visible image. */
  keyImageId: number;
  keyImage: Omit<PublicPortfolioImage, 'caption' | 'isKey'>;
  visibleImageCount: number;
}

export interface PublishedPortfolio extends Omit<PublishedPortfolioSummary, 'keyImage' | 'visibleImageCount'> {
  /** The visible images, in the portfolio's order. */
  images: PublicPortfolioImage[];
  /** Named in the page's language (French when a name is missing). */
  prestations: { slug: string; name: string }[];
}

const visibleIn = (portfolioId: SQL | number) =>
  sql`from portfolio_images pi join images i on i.id = pi.image_id and i.is_visible where pi.portfolio_id = ${portfolioId}`;

/**
 * The provider's published portfolios that have at least one visible image, most recently
 * published first, each with its key image (the key image if visible, else the first visible one)
 * and its count of visible images.
 */
export async function publishedPortfoliosOf(db: Executor, providerId: number): Promise<PublishedPortfolioSummary[]> {
  const rows = await db
    .select({
      id: portfolios.id,
      title: portfolios.title,
      slug: portfolios.slug,
      description: portfolios.description,
      eventDate: portfolios.eventDate,
      city: portfolios.city,
      publishedAt: portfolios.publishedAt,
      keyImage: sql<PublishedPortfolioSummary['keyImage'] | null>`(select json_build_object('id', i.id, 'width', i.width,
          'height', i.height, 'widths', i.widths, 'alt', i.alt)
        ${visibleIn(sql`${portfolios.id}`)} order by pi.is_key desc, pi.position, pi.image_id limit 1)`,
      visibleImageCount: sql<number>`(select count(*)::int ${visibleIn(sql`${portfolios.id}`)})`,
    })
    .from(portfolios)
    .where(and(eq(portfolios.providerId, providerId), isNotNull(portfolios.publishedAt)))
    .orderBy(desc(portfolios.publishedAt), desc(portfolios.id));
  return rows.flatMap((row) =>
    row.keyImage && row.publishedAt && row.visibleImageCount > 0
      ? [
          {
            id: row.id,
            title: row.title,
            slug: row.slug,
            description: row.description,
            eventDate: row.eventDate,
            city: row.city,
            publishedAt: row.publishedAt,
            keyImageId: row.keyImage.id,
            keyImage: row.keyImage,
            visibleImageCount: Number(row.visibleImageCount),
          },
        ]
      : [],
  );
}

/**
 * One published portfolio of the provider by its slug, with its visible images in order and its
 * prestations named in `locale`; undefined when unpublished, unknown, or without a visible image.
 */
export async function publishedPortfolio(
  db: Executor,
  providerId: number,
  slug: string,
  locale: Locale = 'fr',
): Promise<PublishedPortfolio | undefined> {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.providerId, providerId), eq(portfolios.slug, slug), isNotNull(portfolios.publishedAt)));
  if (!row?.publishedAt) return undefined;
  const pictures = await db
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
    .where(eq(portfolioImages.portfolioId, row.id))
    .orderBy(asc(portfolioImages.position), asc(portfolioImages.imageId));
  const key = pictures.find((picture) => picture.isKey) ?? pictures[0];
  if (!key) return undefined;
  const services = await db
    .select({ slug: serviceTypes.slug, names: serviceTypes.names })
    .from(portfolioServiceTypes)
    .innerJoin(serviceTypes, eq(serviceTypes.id, portfolioServiceTypes.serviceTypeId))
    .where(eq(portfolioServiceTypes.portfolioId, row.id))
    .orderBy(asc(serviceTypes.position), asc(serviceTypes.slug));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    eventDate: row.eventDate,
    city: row.city,
    publishedAt: row.publishedAt,
    keyImageId: key.id,
    images: pictures,
    prestations: services.map((service) => ({ slug: service.slug, name: named(service.names, locale) })),
  };
}
