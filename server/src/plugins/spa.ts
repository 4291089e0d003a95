import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { spaContentSecurityPolicy } from './spa-csp.ts';
import { createIndexLoader } from './spa-index.ts';
import { createPreloads } from './spa-preloads.ts';

// Vite names every asset after its content hash: a URL never changes meaning, so it is cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never the app's: their 404 stays the API's JSON (or the error page). */
const isReserved = (url: string) => /^\/(api|assets)(\/|\?|$)/.test(url) || url === '/healthz';

/** A client asking for JSON only (an API client on a wrong path) gets the JSON 404, not the app. */
const wantsJsonOnly = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

export interface SpaOptions {
  /** The Vite build: index.html and assets/ (hashed files, with .br and .gz beside them). */
  appDir: string;
  /** The app's own pages (Fastify paths): index.html with 200. */
  pages: readonly string[];
  /** Named in the log and in the 503 answer before the first build ("the couples' app"). */
  name: string;
  /** `npm run …` that builds it. */
  buildCommand: string;
  /**
   * Some pages answer something else for some requests (the providers' landing for a visitor):
   * true once it has answered, false serves the app. (Not the reply itself: a reply is a thenable,
   * awaited it yields undefined, which read as "not answered" and sent the app after the landing.)
   */
  before?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** The visitor has a session of the app: its pages' first reads are answered into index.html (spa-preloads.ts). */
  signedIn?: (request: FastifyRequest) => boolean;
}

/**
 * A single-page app of ours on its host (the couples' app on project., the admin on app.):
 * `/assets/*` (hashed, cached for good, precompressed) and index.html for the app's pages (200)
 * and for any other page path (404: the app shows its 404 page, search engines get the status).
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, options) => {
  const { appDir } = options;
  const index = createIndexLoader(path.join(appDir, 'index.html'));
  const preloads = createPreloads(path.join(appDir, 'preloads.json'));

  await app.register(fastifyStatic, {
    root: path.join(appDir, 'assets'),
    prefix: '/assets/',
    // Other file routes on the same host: no reply decorators to clash over.
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The folder appears with the first build: no start-up warning, the pages answer 503 until then.
    suppressWarning: true,
    // The build writes `x.js.br` and `x.js.gz` beside each script and style: the one the
    // browser accepts is sent as is, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: 200 | 404) {
    const html = await index.get();
    // An unknown path is a 404 whether or not the app is built.
    if (!html && status === 404) return reply.callNotFound();
    if (!html) {
      request.log.warn({ appDir }, `${options.name} not built: run \`${options.buildCommand}\``);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/plain; charset=utf-8')
        .send(`${options.name} is not built yet: run \`${options.buildCommand}\`, then reload.\n`);
    }
    const [tags, answers] = await Promise.all([
      preloads.tags(request),
      status === 200 && options.signedIn?.(request) ? preloads.answers(app, request) : '',
    ]);
    return (
      reply
        .code(status)
        // With a provider's own data in it, the page is kept by no cache.
        .header('cache-control', answers ? 'private, no-store' : 'no-cache')
        .header('content-security-policy', spaContentSecurityPolicy(request))
        .type('text/html; charset=utf-8')
        .send(html.replace('</head>', `${tags}</head>`).replace('</body>', `${answers}</body>`))
    );
  }

  for (const page of options.pages) {
    app.get(page, { schema: { hide: true } }, async (request, reply) => {
      if (options.before && (await options.before(request, reply))) return reply;
      return sendIndex(request, reply, 200);
    });
  }
  // Static routes (the API, /healthz, the pages above) win over this wildcard in the router.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isReserved(request.url) || wantsJsonOnly(request)) return reply.callNotFound();
    return sendIndex(request, reply, 404);
  });
};
