import type { ProviderImage } from '@alliance/shared/images';
import type { Portfolio, PortfolioImage } from '@alliance/shared/portfolios';

/** A portfolio as the server answers it, with some fields changed (tests). */
export function portfolioWith(overrides: Partial<Portfolio> = {}): Portfolio {
  const id = overrides.id ?? 1;
  return {
    id,
    title: 'Mariage au château',
    slug: 'mariage-au-chateau',
    description: null,
    eventDate: null,
    city: null,
    published: false,
    publishedAt: null,
    url: `http://www.alliance.test/wedding-planners/profile/atelier-lune/portfolio/portfolio-${id}`,
    images: [],
    prestations: [],
    createdAt: '2026-05-04T09:30:00.000Z',
    updatedAt: '2026-05-04T09:30:00.000Z',
    ...overrides,
  };
}

/** A library image as a portfolio lists it (its address and size; the portfolio's caption, key flag and place). */
export function inPortfolio(image: ProviderImage, overrides: Partial<PortfolioImage> = {}): PortfolioImage {
  return {
    imageId: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    caption: null,
    isKey: false,
    position: 0,
    isVisible: image.isVisible,
    ...overrides,
  };
}

/** The answer of every call that answers the portfolio. */
export const portfolioAnswer = (portfolio: Portfolio) => ({ success: true, portfolio });

/** `GET /api/prestations`. */
export const prestationLists = {
  success: true,
  prestations: [
    { slug: 'decoration', name: 'Décoration' },
    { slug: 'fleuriste', name: 'Fleuriste' },
    { slug: 'photographe', name: 'Photographe' },
  ],
  eventTypes: [{ slug: 'mariage', name: 'Mariage' }],
};
