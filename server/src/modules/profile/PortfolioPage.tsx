import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { breadcrumbList } from '../../www/views/json-ld.tsx';
import { Layout } from '../../www/views/Layout.tsx';
import { DirectoryEnhance } from '../directory/DirectoryEnhance.tsx';
import { BREADCRUMB_STYLE, Breadcrumb } from '../directory/ListingParts.tsx';
import { portfolioPath } from '../portfolios/portfolio-path.ts';
import type { PublishedPortfolio, PublishedPortfolioSummary } from '../portfolios/published-portfolios.ts';
import { imageProxyPath, providerProfilePath } from '../providers/provider-cards.ts';
import { GALLERY_STYLE, Gallery } from './Gallery.tsx';
import { PortfolioCards, PROFILE_MEDIA_STYLE } from './ProfileMedia.tsx';
import { profileCrumbs } from './ProfilePage.tsx';
import type { ProfileRow } from './profile.repo.ts';

const STYLE = `
${BREADCRUMB_STYLE}
${GALLERY_STYLE}
${PROFILE_MEDIA_STYLE}
.portfolio-facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
.portfolio-facts dt{font-weight:700}.portfolio-facts dd{margin:0}
.portfolio-description{white-space:pre-line;overflow-wrap:anywhere}
`;

export interface PortfolioPageProps {
  locale: Locale;
  provider: ProfileRow;
  portfolio: PublishedPortfolio;
  /** The provider's other published portfolios. */
  others: PublishedPortfolioSummary[];
  origin: string;
  productWord: string;
}

/** A published portfolio's own page (www host), under its provider's profile: the wedding in pictures. */
export function PortfolioPage({ locale, provider, portfolio, others, origin, productWord }: PortfolioPageProps) {
  const t = translator(locale);
  const path = portfolioPath(provider.slug, portfolio.slug, productWord);
  const canonical = origin + path;
  const profile = providerProfilePath(provider.slug, productWord);
  const crumbs = [...profileCrumbs(t, productWord, provider), { name: portfolio.title, path }];
  const date = portfolio.eventDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${portfolio.eventDate}T00:00:00Z`))
    : null;
  const imageUrl = (id: number, width: number) => `${origin}${imageProxyPath(id)}?w=${width}`;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: portfolio.title,
      url: canonical,
      description: portfolio.description ?? undefined,
      author: { '@type': 'LocalBusiness', name: provider.name, url: origin + profile },
      associatedMedia: portfolio.images.map((image) => ({
        '@type': 'ImageObject',
        contentUrl: imageUrl(image.id, 1600),
        thumbnailUrl: imageUrl(image.id, 320),
        width: image.width,
        height: image.height,
        caption: image.caption ?? image.alt ?? undefined,
      })),
    },
    breadcrumbList(origin, crumbs),
  ];
  return (
    <Layout
      locale={locale}
      title={t('media.portfolio.pageTitle', { title: portfolio.title, name: provider.name })}
      description={t('media.portfolio.description', {
        title: portfolio.title,
        name: provider.name,
        count: portfolio.images.length,
      })}
      canonical={canonical}
      jsonLd={jsonLd}
      style={STYLE}
    >
      <Breadcrumb t={t} crumbs={crumbs} />
      {/* The page's script counts the view (PATCH /api/page-views/portfolio/{id}). */}
      <article data-view-portfolio={String(portfolio.id)}>
        <h1>{portfolio.title}</h1>
        <p>
          <a href={profile}>{t('media.portfolio.by', { name: provider.name })}</a>
        </p>
        {date || portfolio.city || portfolio.prestations.length > 0 ? (
          <dl className="portfolio-facts">
            {date ? (
              <>
                <dt>{t('media.portfolio.date')}</dt>
                <dd>{date}</dd>
              </>
            ) : null}
            {portfolio.city ? (
              <>
                <dt>{t('media.portfolio.place')}</dt>
                <dd>{portfolio.city}</dd>
              </>
            ) : null}
            {portfolio.prestations.length > 0 ? (
              <>
                <dt>{t('media.portfolio.services')}</dt>
                <dd>{portfolio.prestations.map((service) => service.name).join(', ')}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {portfolio.description ? <p className="portfolio-description">{portfolio.description}</p> : null}
        <Gallery t={t} name={portfolio.title} images={portfolio.images} />
        {others.length > 0 ? (
          <section aria-labelledby="other-portfolios">
            <h2 id="other-portfolios">{t('media.portfolio.others', { name: provider.name })}</h2>
            <PortfolioCards t={t} portfolios={others} providerSlug={provider.slug} productWord={productWord} />
          </section>
        ) : null}
        <p>
          <a href={profile}>{t('media.portfolio.back', { name: provider.name })}</a>
        </p>
      </article>
      <DirectoryEnhance t={t} />
    </Layout>
  );
}
