import { PLANNERS_PAGE_SIZE } from '@alliance/shared/providers';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../../i18n/index.ts';
import {
  DEPARTEMENT_LIST_PATH,
  departementSitemapPath,
  directoryPath,
  RANKING_PATH,
  SITEMAP_INDEX_PATH,
  TERMS_PATH,
} from '../../www/directory-urls.ts';
import { wwwOrigin } from '../../www/origins.ts';
import { sortByName } from '../../www/place-phrases.ts';
import { renderDocument } from '../../www/render.tsx';
import { DepartementListPage, type RegionGroup } from '../../www/views/DepartementListPage.tsx';
import { DirectoryTextPage } from '../../www/views/DirectoryTextPage.tsx';
import { ErrorPage } from '../../www/views/ErrorPage.tsx';
import { portfolioPath } from '../portfolios/portfolio-path.ts';
import { providerProfilePath } from '../providers/provider-cards.ts';
import { TRACKING_PREFIX } from '../tracking/tracking.routes.ts';
import type { DirectoryPagesRepo } from './directory-pages.repo.ts';
import { registerLegalPages } from './legal-pages.routes.tsx';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

const FALLBACK_COUNTRY = 'FR';
const TERMS_SECTIONS = 7;
// In the order they apply: the place, then sponsored profiles, then completeness, then activity.
const RANKING_SECTIONS = ['locality', 'sponsored', 'completeness', 'activity'];
// Pages in the domain's language: caches key on the language inputs too.
const htmlCache = { 'cache-control': 'public, max-age=300', vary: 'Accept-Language, Cookie' };
const xmlCache = { 'cache-control': 'public, max-age=3600' };

function sendHtml(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').headers(htmlCache).send(html);
}

/**
 * The directory's side pages (www host): the département list, the terms of sale, how the listing
 * is ordered; and what search engines read first: robots.txt, the sitemap index and one sitemap
 * per département with providers.
 */
export const directoryPagesRoutes: FastifyPluginAsync<{ repo: DirectoryPagesRepo; productWord: string }> = async (
  app,
  { repo, productWord },
) => {
  const countryOf = (request: FastifyRequest) => request.site?.country ?? FALLBACK_COUNTRY;

  app.get(DEPARTEMENT_LIST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const t = translator(request.locale);
    const groups = new Map<string, RegionGroup>();
    for (const d of await repo.departements(countryOf(request))) {
      const name = d.regionName ?? t('directory.pages.departements.otherRegion');
      let group = groups.get(name);
      if (!group) {
        group = { name, departements: [] };
        groups.set(name, group);
      }
      group.departements.push({
        code: d.code,
        name: d.name,
        providers: d.providers,
        href: directoryPath(productWord, { departement: d.slug }),
      });
    }
    // By name in the page language's collation: "Ain, Aisne, Allier… Ardèche", "Île-de-France" among the I.
    // Départements without a région come last, under their own heading.
    const other = t('directory.pages.departements.otherRegion');
    const regions = sortByName(request.locale, [...groups.values()], (group) => group.name)
      .sort((a, b) => Number(a.name === other) - Number(b.name === other))
      .map((group) => ({ ...group, departements: sortByName(request.locale, group.departements, (d) => d.name) }));
    const page = DepartementListPage({
      locale: request.locale,
      canonical: wwwOrigin(request) + DEPARTEMENT_LIST_PATH,
      regions,
    });
    return sendHtml(reply, renderDocument(page));
  });

  app.get(TERMS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const t = translator(request.locale);
    const sections = Array.from({ length: TERMS_SECTIONS }, (_, i) => ({
      title: t(`directory.pages.terms.s${i + 1}Title`),
      text: t(`directory.pages.terms.s${i + 1}Text`),
    }));
    const page = DirectoryTextPage({
      locale: request.locale,
      title: t('directory.pages.terms.title'),
      description: t('directory.pages.terms.description'),
      canonical: wwwOrigin(request) + TERMS_PATH,
      intro: t('directory.pages.terms.updated'),
      sections,
    });
    return sendHtml(reply, renderDocument(page));
  });

  registerLegalPages(app);

  app.get(RANKING_PATH, { schema: { hide: true } }, async (request, reply) => {
    const t = translator(request.locale);
    const page = DirectoryTextPage({
      locale: request.locale,
      title: t('directory.pages.ranking.title'),
      description: t('directory.pages.ranking.description'),
      canonical: wwwOrigin(request) + RANKING_PATH,
      intro: t('directory.pages.ranking.intro'),
      sections: RANKING_SECTIONS.map((key) => ({
        title: t(`directory.pages.ranking.${key}Title`),
        text: t(`directory.pages.ranking.${key}Text`),
      })),
      outro: t('directory.pages.ranking.fairness'),
    });
    return sendHtml(reply, renderDocument(page));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    // Tracking links count clicks and lead off the site: not for crawlers.
    const body = `User-agent: *\nAllow: /\nDisallow: ${TRACKING_PREFIX}/\n\nSitemap: ${wwwOrigin(request)}${SITEMAP_INDEX_PATH}\n`;
    return reply.type('text/plain; charset=utf-8').headers(xmlCache).send(body);
  });

  app.get(SITEMAP_INDEX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const origin = wwwOrigin(request);
    const withProviders = (await repo.departements(countryOf(request))).filter((d) => d.providers > 0);
    const xml = sitemapIndex(withProviders.map((d) => origin + departementSitemapPath(d.slug)));
    return reply.type('application/xml; charset=utf-8').headers(xmlCache).send(xml);
  });

  // `departementSitemapPath(slug)` = `/sitemaps/{slug}.xml`: the parameter is the file name.
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = request.params.file.replace(/\.xml$/, '');
    const departement = request.params.file.endsWith('.xml') ? await repo.departementBySlug(countryOf(request), slug) : undefined;
    const origin = wwwOrigin(request);
    const urls: string[] = [];
    if (departement) {
      const [cities, profiles, portfolios] = await Promise.all([
        repo.citiesWithProviders(departement.id),
        repo.providerSlugs(departement.id),
        repo.portfolioSlugs(departement.id),
      ]);
      const pagesOf = (total: number, place: { departement: string; city?: string }) => {
        for (let page = 1; page <= Math.ceil(total / PLANNERS_PAGE_SIZE); page++) {
          urls.push(origin + directoryPath(productWord, place, page));
        }
      };
      pagesOf(profiles.length, { departement: departement.slug });
      for (const city of cities) pagesOf(city.providers, { departement: departement.slug, city: city.slug });
      for (const slug of profiles) urls.push(origin + providerProfilePath(slug, productWord));
      for (const { provider, portfolio } of portfolios) urls.push(origin + portfolioPath(provider, portfolio, productWord));
    }
    if (urls.length === 0) {
      const t = translator(request.locale);
      const page = ErrorPage({ locale: request.locale, title: t('errors.notFound'), text: t('errors.notFoundText') });
      return reply.code(404).type('text/html; charset=utf-8').send(renderDocument(page));
    }
    return reply.type('application/xml; charset=utf-8').headers(xmlCache).send(urlSet(urls));
  });
};
