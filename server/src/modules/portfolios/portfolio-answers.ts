import type { Locale } from '@alliance/shared/locale';
import type { Portfolio, PortfolioImage } from '@alliance/shared/portfolios';
import type { Executor } from '../../db/client.ts';
import type { Translations } from '../../db/schema/reference.ts';
import { imageProxyPath } from '../providers/provider-cards.ts';
import { portfolioPath } from './portfolio-path.ts';
import { createPortfoliosRepo, type PortfolioRow } from './portfolios.repo.ts';

export type { PortfolioRow };

/** The provider a call acts for: its id, and its slug for the public addresses. */
export interface PortfolioOwner {
  providerId: number;
  providerSlug: string;
}

export const named = (names: Translations, locale: Locale) => names[locale] || names.fr;

const repo = createPortfoliosRepo();

/** The answers for `rows` (one query for their images, one for their prestations, whatever their number). */
export async function portfolioAnswers(
  executor: Executor,
  rows: PortfolioRow[],
  owner: PortfolioOwner,
  locale: Locale,
  site: { wwwOrigin: string; productWord: string; imageUrl?: (id: number) => string },
): Promise<Portfolio[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const pictures = await repo.pictures(executor, ids);
  const services = await repo.prestations(executor, ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    eventDate: row.eventDate,
    city: row.city,
    published: row.publishedAt !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    url: `${site.wwwOrigin}${portfolioPath(owner.providerSlug, row.slug, site.productWord)}`,
    images: pictures
      .filter((picture) => picture.portfolioId === row.id)
      .map(
        (picture): PortfolioImage => ({
          imageId: picture.imageId,
          // The owner's signed address: a hidden picture or an unpublished provider's is not public.
          url: site.imageUrl?.(picture.imageId) ?? `${site.wwwOrigin}${imageProxyPath(picture.imageId)}`,
          width: picture.width,
          height: picture.height,
          caption: picture.caption,
          isKey: picture.isKey,
          position: picture.position,
          isVisible: picture.isVisible,
        }),
      ),
    prestations: services
      .filter((service) => service.portfolioId === row.id)
      .map((service) => ({ slug: service.slug, name: named(service.names, locale) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
