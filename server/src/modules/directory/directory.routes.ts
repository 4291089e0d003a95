import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../../i18n/index.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { type DirectoryFilterSlugs, directoryPath, directoryPrefix, LEGACY_PREFIX } from '../../www/directory-urls.ts';
import { wwwOrigin } from '../../www/origins.ts';
import type { PageCache } from '../../www/page-cache.ts';
import { renderDocument } from '../../www/render.tsx';
import { ErrorPage } from '../../www/views/ErrorPage.tsx';
import { type DirectoryService, parsePage } from './directory.service.ts';
import { ListingNotFound, ListingPage } from './ListingPage.tsx';
import type { FilterResolver } from './listing-filters.ts';

type Params = { departement?: string; city?: string; page?: string };
type Query = { service?: unknown; evenement?: unknown; langue?: unknown };
type ListingRequest = FastifyRequest<{ Params: Params; Querystring: Query }>;

/** Seconds a browser may keep a listing page (shorter when the page ends sooner). */
const BROWSER_MAX_AGE = 60;

/** The address shapes of a listing, after a prefix (Fastify does not ignore trailing slashes here). */
const PAGE_SHAPES = [
  '/',
  '/page/:page',
  '/:departement/',
  '/:departement/page/:page',
  '/:departement/:city/',
  '/:departement/:city/page/:page',
];
/** The same places without their trailing slash: answered with a 301 to the address with it. */
const BARE_SHAPES = ['', '/:departement', '/:departement/:city'];

export interface DirectoryRoutesOptions {
  service: DirectoryService;
  resolveFilters: FilterResolver;
  /** Rendered pages served from memory for a while (DIRECTORY_PAGE_CACHE_SECONDS). */
  pages: PageCache;
  productWord: string;
}

/**
 * The public directory's listing pages (www host, issue 7): the country, a département, a city,
 * paged by 20, optionally filtered by service, event type and language — and the legacy `/annuaire/…`
 * addresses, each answered with a 301 to its current one.
 */
export const directoryRoutes: FastifyPluginAsync<DirectoryRoutesOptions> = async (
  app,
  { service, resolveFilters, pages, productWord },
) => {
  const prefix = directoryPrefix(productWord);
  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('vary', 'Accept-Language, Cookie, Accept-Encoding');
  const notFound = (request: FastifyRequest, reply: FastifyReply, reason: 'place' | 'page') =>
    html(reply)
      .code(404)
      .send(renderDocument(ListingNotFound({ locale: request.locale, productWord, reason })));
  const here = (params: Params, page = 1, filters?: DirectoryFilterSlugs) =>
    directoryPath(productWord, { departement: params.departement, city: params.city }, page, filters);

  const show = async (request: ListingRequest, reply: FastifyReply) => {
    const { params } = request;
    const parsed = parsePage(params.page);
    if (!parsed) return notFound(request, reply, 'page');
    const filters = await resolveFilters(request.locale, request.query ?? {});
    // `/page/1`, `/page/007` and unknown filters have another address: one address per page.
    if (parsed.redirect) return reply.redirect(here(params, parsed.page, filters.slugs), 301);
    // Not permanent: a service or language missing today may exist tomorrow.
    if (filters.unknown) return reply.redirect(here(params, parsed.page, filters.slugs), 302);

    const country = request.site?.country ?? 'FR';
    const origin = wwwOrigin(request);
    // The page is the same for every visitor of this address in this language on this host.
    const key = `${origin}|${request.locale}|${here(params, parsed.page, filters.slugs)}`;
    let missing: 'place' | 'page' | undefined;
    const answer = await pages.serve(key, request.headers, async () => {
      const result = await service.listing({
        country,
        locale: request.locale,
        departement: params.departement,
        city: params.city,
        filters: filters.query,
        page: parsed.page,
      });
      if (!result.found) {
        missing = result.reason;
        return undefined;
      }
      const departements = await service.departements(country);
      // Every page of the place changes when one of its premium periods ends (gold, label, rank):
      // not served from memory past that moment.
      return {
        html: renderDocument(ListingPage({ locale: request.locale, productWord, origin, departements, filters, ...result })),
        maxSeconds: result.premiumEndsIn,
      };
    });
    if (!answer) return notFound(request, reply, missing ?? 'place');
    // Browsers keep a page at most a minute and never past its end in memory: premium shows or
    // stops within the page cache's lifetime (DIRECTORY_PAGE_CACHE_SECONDS, 60 s by default).
    html(reply)
      .header('cache-control', `public, max-age=${Math.min(BROWSER_MAX_AGE, answer.maxAge)}`)
      .header('etag', answer.etag);
    if (answer.notModified) return reply.code(304).send();
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    return reply.send(answer.body);
  };

  // Legacy addresses keep the place, the page and the filters; an invalid page has no current address either.
  const legacy = async (request: ListingRequest, reply: FastifyReply) => {
    const parsed = parsePage(request.params.page);
    if (!parsed) return notFound(request, reply, 'page');
    const filters = await resolveFilters(request.locale, request.query ?? {});
    return reply.redirect(here(request.params, parsed.page, filters.slugs), 301);
  };

  // The listing pages' search form (GET, works without JavaScript): a 302 to the canonical
  // listing of the place asked for, with the chosen filters. A typed city is found wherever it is
  // (by name or postal code); one we do not know is said so; an unknown département alone leads
  // to the directory.
  const search = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
    const query = request.query ?? {};
    const filters = await resolveFilters(request.locale, query);
    const target = await service.searchTarget(productWord, request.site?.country ?? 'FR', {
      departement: text(query.departement),
      city: text(query.city),
      filters: filters.slugs,
    });
    reply.header('cache-control', 'no-store');
    if ('path' in target) return reply.redirect(target.path, 302);
    // Said plainly, with a way back, rather than a listing of somewhere else.
    const t = translator(request.locale);
    const page = ErrorPage({
      locale: request.locale,
      title: t('directory.unknownCityTitle'),
      text: t('directory.unknownCity', { city: target.unknownCity }),
    });
    return reply.code(404).type('text/html; charset=utf-8').send(renderDocument(page));
  };
  const searchOptions = { schema: { hide: true }, config: { rateLimit: RATE_LIMITS.publicSearch } };
  app.get(`${prefix}/search`, searchOptions, search);
  app.get(`${prefix}/search/`, searchOptions, search);

  for (const shape of PAGE_SHAPES) {
    app.get(prefix + shape, { schema: { hide: true } }, show);
    app.get(LEGACY_PREFIX + shape, { schema: { hide: true } }, legacy);
  }
  for (const shape of BARE_SHAPES) {
    app.get(prefix + shape, { schema: { hide: true } }, async (request: ListingRequest, reply) => {
      const filters = await resolveFilters(request.locale, request.query ?? {});
      return reply.redirect(here(request.params, 1, filters.slugs), 301);
    });
    app.get(LEGACY_PREFIX + shape, { schema: { hide: true } }, legacy);
  }
};
