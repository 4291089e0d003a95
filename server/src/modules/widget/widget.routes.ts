import type { FastifyPluginAsync } from 'fastify';
import { createBundleLoader, matchesEtag, pickEncoding } from './widget-bundle.ts';

export const WIDGET_SCRIPT_PATH = '/widget/quote-request.js';

// A stable URL that every provider page embeds: fresh for 5 minutes, then served from cache
// while revalidating (a cheap 304), so a new build reaches every page within minutes.
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * `GET /widget/quote-request.js` (www host): the built <quote-request> script, for our provider
 * pages and for any third-party page (CORS open, cross-origin resource policy set by helmet).
 */
export const widgetRoutes: FastifyPluginAsync<{ bundleFile: string }> = async (app, { bundleFile }) => {
  const loader = createBundleLoader(bundleFile);

  app.get(WIDGET_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const bundle = await loader.get();
    if (!bundle) {
      request.log.warn({ bundleFile }, 'widget bundle missing: run `npm run build:widget`');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/plain; charset=utf-8')
        .send('The <quote-request> widget is not built yet: run `npm run build:widget`, then reload.\n');
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const variant = bundle.variants[encoding];
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('etag', variant.etag)
      .header('last-modified', new Date(bundle.mtimeMs).toUTCString());
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/javascript; charset=utf-8').send(variant.body);
  });
};
