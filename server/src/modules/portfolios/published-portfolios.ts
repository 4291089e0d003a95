import type { Locale } from '@alliance/shared/locale';
import type { Executor } from '../../db/client.ts';
import { named } from './portfolio-answers.ts';
import { createPortfoliosRepo } from './portfolios.repo.ts';
import { type PublicPortfolioImage, publishedBySlug, publishedSummaries, visiblePictures } from './published-portfolios.repo.ts';

export type { PublicPortfolioImage };

/* What the public pages (www host) read: published portfolios, visible images only. */

const repo = createPortfoliosRepo();

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

/**
 * The provider's published portfolios that have at least one visible image, most recently
 * published first, each with its key image (the key image if visible, else the first visible one)
 * and its count of visible images.
 */
export async function publishedPortfoliosOf(db: Executor, providerId: number): Promise<PublishedPortfolioSummary[]> {
  const rows = await publishedSummaries(db, providerId);
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
  const row = await publishedBySlug(db, providerId, slug);
  if (!row?.publishedAt) return undefined;
  const pictures = await visiblePictures(db, row.id);
  const key = pictures.find((picture) => picture.isKey) ?? pictures[0];
  if (!key) return undefined;
  const services = await repo.prestations(db, [row.id]);
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
