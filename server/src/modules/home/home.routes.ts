import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { areaOrigin, wwwOrigin } from '../../www/origins.ts';
import { renderDocument } from '../../www/render.tsx';
import { HomePage } from './HomePage.tsx';
import { createHomeRepo } from './home.repo.ts';
import { ProvidersHomePage } from './ProvidersHomePage.tsx';

/** The couples' app's project creation page (README: the widget's create-project link lands there too). */
export const NEW_PROJECT_PATH = '/projects/new';
const FALLBACK_COUNTRY = 'FR';
// Live counts: a minute old at most in a shared cache, and per language (the page is translated).
const htmlHeaders = { 'cache-control': 'public, max-age=60', vary: 'Accept-Language, Cookie' };

/**
 * `GET /` of www (the directory's home) and app (what Alliance offers providers). Other hosts'
 * addresses come from configuration (PUBLIC_SCHEME, PUBLIC_PORT), never from the Host header.
 */
export const homeRoutes: FastifyPluginAsync<{ db: Database; productWord: string }> = async (app, { db, productWord }) => {
  const repo = createHomeRepo(db);
  const countryOf = (request: FastifyRequest) => request.site?.country ?? FALLBACK_COUNTRY;
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const country = countryOf(request);
    let page: ReturnType<typeof HomePage>;
    if (request.site?.area === 'app') {
      const size = await repo.directorySize(country);
      page = ProvidersHomePage({ locale: request.locale, wwwOrigin: wwwOrigin(request), providers: size.providers });
    } else {
      const [size, top, departements] = await Promise.all([
        repo.directorySize(country),
        repo.topDepartements(country),
        repo.departements(country),
      ]);
      page = HomePage({
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
    }
    return reply.type('text/html; charset=utf-8').headers(htmlHeaders).send(renderDocument(page));
  });
};
