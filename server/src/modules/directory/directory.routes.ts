import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { directoryPath, directoryPrefix, LEGACY_PREFIX } from '../../www/directory-urls.ts';
import { renderDocument } from '../../www/render.tsx';
import { createDirectoryService, parsePage } from './directory.service.ts';
import { ListingNotFound, ListingPage } from './ListingPage.tsx';

type Params = { departement?: string; city?: string; page?: string };
type ListingRequest = FastifyRequest<{ Params: Params }>;

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

/** Origin of the www host of the domain the request came to (same scheme and port): canonical URLs. */
function wwwOrigin(request: FastifyRequest): string {
  const port = /:\d+$/.exec(request.host)?.[0] ?? '';
  return `${request.protocol}://www.${request.site?.domain ?? 'localhost'}${port}`;
}

/**
 * The public directory's listing pages (www host, issue 7): the country, a département, a city,
 * paged by 20 — and the legacy `/annuaire/…` addresses, each answered with a 301 to its current one.
 */
export const directoryRoutes: FastifyPluginAsync<{ db: Database; productWord: string; clock?: () => Date }> = async (
  app,
  { db, productWord, clock },
) => {
  const service = createDirectoryService({ db, clock });
  const prefix = directoryPrefix(productWord);
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('vary', 'Accept-Language, Cookie');
  const notFound = (request: ListingRequest, reply: FastifyReply, reason: 'place' | 'page') =>
    html(reply)
      .code(404)
      .send(renderDocument(ListingNotFound({ locale: request.locale, productWord, reason })));
  const here = (params: Params, page = 1) =>
    directoryPath(productWord, { departement: params.departement, city: params.city }, page);

  const show = async (request: ListingRequest, reply: FastifyReply) => {
    const { params } = request;
    const parsed = parsePage(params.page);
    if (!parsed) return notFound(request, reply, 'page');
    // `/page/1` and `/page/007` are the bare path and `/page/7`: one address per page.
    if (parsed.redirect) return reply.redirect(here(params, parsed.page), 301);
    const result = await service.listing({
      country: request.site?.country ?? 'FR',
      locale: request.locale,
      departement: params.departement,
      city: params.city,
      page: parsed.page,
    });
    if (!result.found) return notFound(request, reply, result.reason);
    const departements = await service.departements(request.site?.country ?? 'FR');
    const page = ListingPage({ locale: request.locale, productWord, origin: wwwOrigin(request), departements, ...result });
    return html(reply).header('cache-control', 'public, max-age=60').send(renderDocument(page));
  };

  // Legacy addresses keep the place and the page; an invalid page has no current address either.
  const legacy = async (request: ListingRequest, reply: FastifyReply) => {
    const parsed = parsePage(request.params.page);
    if (!parsed) return notFound(request, reply, 'page');
    return reply.redirect(here(request.params, parsed.page), 301);
  };

  // The listing pages' search form (GET, works without JavaScript): a 302 to the canonical
  // listing of the place asked for. A city not found in the département leads to the
  // département's listing, an unknown département to the directory: never a dead end.
  const search = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
    const { departement, city } = request.query ?? {};
    const target = await service.searchTarget(productWord, request.site?.country ?? 'FR', text(departement), text(city));
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  };
  app.get(`${prefix}/search`, { schema: { hide: true } }, search);
  app.get(`${prefix}/search/`, { schema: { hide: true } }, search);

  for (const shape of PAGE_SHAPES) {
    app.get(prefix + shape, { schema: { hide: true } }, show);
    app.get(LEGACY_PREFIX + shape, { schema: { hide: true } }, legacy);
  }
  for (const shape of BARE_SHAPES) {
    app.get(prefix + shape, { schema: { hide: true } }, (request: ListingRequest, reply) =>
      reply.redirect(here(request.params), 301),
    );
    app.get(LEGACY_PREFIX + shape, { schema: { hide: true } }, legacy);
  }
};
