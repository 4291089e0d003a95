import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { areaOrigin, wwwOrigin } from '../../www/origins.ts';
import { renderDocument } from '../../www/render.tsx';
import { ErrorPage } from '../../www/views/ErrorPage.tsx';
import { publishedPortfolio, publishedPortfoliosOf } from '../portfolios/published-portfolios.ts';
import { providerProfilePath } from '../providers/provider-cards.ts';
import { PortfolioPage } from './PortfolioPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import type { ProfileRepo } from './profile.repo.ts';
import { profileMediaOf } from './profile-media.ts';

/**
 * Helmet's policy, plus what the widget needs: its API calls go to the project host of the same
 * domain. Insecure requests are upgraded only when the page itself came over https (local http works).
 */
export function contentSecurityPolicy(request: FastifyRequest): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `connect-src 'self' ${areaOrigin(request, 'project')}`,
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    // Uploaded videos from our own host; a platform's privacy-enhanced player only once the visitor clicks.
    "media-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(wwwOrigin(request).startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** `GET /wedding-{product}/profile/:slug` (www host): a provider's page, embedding the quote-request widget. */
export const profileRoutes: FastifyPluginAsync<{ db: Database; repo: ProfileRepo; productWord: string }> = async (
  app,
  { db, repo, productWord },
) => {
  app.get<{ Params: { slug: string } }>(
    `${providerProfilePath('', productWord)}:slug`,
    { schema: { hide: true } },
    async (request, reply) => {
      // Fastify's parameter length limit (100) already refuses absurd slugs with 414.
      const provider = await repo.bySlug(request.params.slug, request.locale);
      reply.type('text/html; charset=utf-8');
      if (provider === 'gone') {
        const t = translator(request.locale);
        const page = ErrorPage({ locale: request.locale, title: t('profile.gone'), text: t('profile.goneText') });
        return reply.code(410).header('cache-control', 'public, max-age=60').send(renderDocument(page));
      }
      if (!provider) {
        const t = translator(request.locale);
        const page = ErrorPage({ locale: request.locale, title: t('profile.notFound'), text: t('profile.notFoundText') });
        return reply.code(404).send(renderDocument(page));
      }
      const page = ProfilePage({
        locale: request.locale,
        provider,
        media: await profileMediaOf(db, provider.id),
        origin: areaOrigin(request, 'www'),
        productWord,
        projectUrl: areaOrigin(request, 'project'),
      });
      return reply
        .header('content-security-policy', contentSecurityPolicy(request))
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'Accept-Language, Cookie')
        .send(renderDocument(page));
    },
  );

  // A published portfolio's page, under its provider's profile (portfolioPath).
  app.get<{ Params: { slug: string; portfolio: string } }>(
    `${providerProfilePath('', productWord)}:slug/portfolio/:portfolio`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale } = request;
      const t = translator(locale);
      const provider = await repo.bySlug(request.params.slug, locale);
      const portfolio =
        provider && provider !== 'gone' ? await publishedPortfolio(db, provider.id, request.params.portfolio, locale) : undefined;
      reply.type('text/html; charset=utf-8');
      if (!provider || provider === 'gone' || !portfolio) {
        const page = ErrorPage({ locale, title: t('media.portfolio.notFound'), text: t('media.portfolio.notFoundText') });
        return reply.code(404).header('cache-control', 'no-store').send(renderDocument(page));
      }
      const others = (await publishedPortfoliosOf(db, provider.id)).filter((other) => other.id !== portfolio.id);
      const page = PortfolioPage({ locale, provider, portfolio, others, origin: areaOrigin(request, 'www'), productWord });
      return reply
        .header('content-security-policy', contentSecurityPolicy(request))
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'Accept-Language, Cookie')
        .send(renderDocument(page));
    },
  );
};
