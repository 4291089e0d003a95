import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { matchesEtag, pickEncoding } from '../../www/http-cache.ts';
import type { BuiltScripts, BundleLoader } from './widget-bundle.ts';

export const WIDGET_SCRIPT_PATH = '/widget/quote-request.js';
/** The directory pages' progressive enhancement (favourite hearts, city autocomplete, image views). */
export const DIRECTORY_SCRIPT_PATH = '/directory.js';
/** The widget's proof-of-work solver, an ES module it imports only when a challenge comes (vite.pow.config.ts). */
export const POW_SCRIPT_PATH = '/widget/pow.js';

// A stable URL that every provider page embeds: fresh for 5 minutes, then served from cache
// while revalidating (a cheap 304), so a new build reaches every page within minutes.
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

interface BuiltScript {
  /** The URL path it is served at. */
  urlPath: string;
  /** The built file on disk, read and kept in memory. */
  loader: BundleLoader;
  /** What the 503 says while the file is missing (not built yet). */
  missing: string;
  buildCommand: string;
}

/**
 * One built script, served from memory with its brotli and gzip forms, an ETag per coding, a
 * short shared cache and CORS open (any page may load it); 503 with what to do until it is built.
 */
function serveBuiltScript(app: FastifyInstance, script: BuiltScript): void {
  const { loader } = script;

  app.get(script.urlPath, { schema: { hide: true } }, async (request, reply) => {
    const bundle = await loader.get();
    if (!bundle) {
      request.log.warn({ bundleFile: loader.file }, `script missing: run \`${script.buildCommand}\``);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/plain; charset=utf-8')
        .send(`${script.missing}: run \`${script.buildCommand}\`, then reload.\n`);
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
}

/**
 * The built scripts of the www host: `GET /widget/quote-request.js`, the <quote-request> script
 * for our provider pages and any third-party page (CORS open, cross-origin resource policy set
 * by helmet), and `GET /directory.js`, the directory pages' enhancement, built beside it.
 */
export const widgetRoutes: FastifyPluginAsync<{ scripts: BuiltScripts }> = async (app, { scripts }) => {
  serveBuiltScript(app, {
    urlPath: WIDGET_SCRIPT_PATH,
    loader: scripts.widget,
    missing: 'The <quote-request> widget is not built yet',
    buildCommand: 'npm run build:widget',
  });
  serveBuiltScript(app, {
    urlPath: DIRECTORY_SCRIPT_PATH,
    loader: scripts.directory,
    missing: 'The directory script is not built yet',
    buildCommand: 'npm run build:directory',
  });
  serveBuiltScript(app, {
    urlPath: POW_SCRIPT_PATH,
    loader: scripts.pow,
    missing: 'The widget proof-of-work solver is not built yet',
    buildCommand: 'npm run build:widget',
  });
};
