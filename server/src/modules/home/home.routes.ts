import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PROVIDERS_AREA_PATH } from '../../www/directory-urls.ts';
import { areaOrigin, wwwOrigin } from '../../www/origins.ts';
import { renderDocument } from '../../www/render.tsx';
import { HomePage } from './HomePage.tsx';
import type { HomeRepo } from './home.repo.ts';
import { ProvidersHomePage } from './ProvidersHomePage.tsx';

/** The couples' app's project creation page (README: the widget's create-project link lands there too). */
export const NEW_PROJECT_PATH = '/projects/new';
const FALLBACK_COUNTRY = 'FR';
// Live counts: a minute old at most in a shared cache, and per language (the page is translated).
const htmlHeaders = { 'cache-control': 'public, max-age=60', vary: 'Accept-Language, Cookie' };

/**
 * The providers' landing on the app host: what Alliance offers providers, with the ways in (sign
 * in, register). The admin SPA serves `/` to signed-in providers; a visitor gets this page.
 */
export function providersLanding(repo: HomeRepo) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const size = await repo.directorySize(request.site?.country ?? FALLBACK_COUNTRY);
    const page = ProvidersHomePage({ locale: request.locale, wwwOrigin: wwwOrigin(request), providers: size.providers });
    return reply.type('text/html; charset=utf-8').headers(htmlHeaders).send(renderDocument(page));
  };
}

/**
 * `GET /` of www: the directory's home. Other hosts' addresses come from configuration
 * (PUBLIC_SCHEME, PUBLIC_PORT), never from the Host header.
 */
export const homeRoutes: FastifyPluginAsync<{ repo: HomeRepo; productWord: string }> = async (app, { repo, productWord }) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const country = request.site?.country ?? FALLBACK_COUNTRY;
    const [size, top, departements] = await Promise.all([
      repo.directorySize(country),
      repo.topDepartements(country),
      repo.departements(country),
    ]);
    const page = HomePage({
      locale: request.locale,
      productWord,
      canonical: `${wwwOrigin(request)}/`,
      newProjectUrl: areaOrigin(request, 'project') + NEW_PROJECT_PATH,
      providersUrl: `${areaOrigin(request, 'app')}/`,
      providers: size.providers,
      departementCount: size.departements,
      top,
      departements,
    });
    return reply.type('text/html; charset=utf-8').headers(htmlHeaders).send(renderDocument(page));
  });

  // The header's "Vous êtes prestataire ?" on every www page: the app host of this domain.
  app.get(PROVIDERS_AREA_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').redirect(`${areaOrigin(request, 'app')}/`, 302),
  );
};
