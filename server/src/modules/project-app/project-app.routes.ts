import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createIndexLoader } from './index-html.ts';
import { appContentSecurityPolicy } from './project-app.csp.ts';

/**
 * The couples' app's own pages (widget/src/project-app/App.tsx routes the same paths): each gets
 * index.html with 200. Ids are digits, as the app expects.
 */
export const APP_PAGES = [
  '/',
  '/projects/new',
  '/projects/:id(^\\d+$)',
  '/search',
  '/providers/:id(^\\d+$)',
  '/favorites',
  '/account',
];

// Vite names every asset after its content hash: a URL never changes meaning, so it is cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never the app's: their 404 stays the API's JSON (or the error page). */
const isReserved = (url: string) => /^\/(api|assets)(\/|\?|$)/.test(url) || url === '/healthz';

/** A client asking for JSON only (an API client on a wrong path) gets the JSON 404, not the app. */
const wantsJsonOnly = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/**
 * The couples' app on the project host (`npm run build:app` → `appDir`): `/assets/*` (hashed
 * files, cached for good) and index.html for the app's pages (200) and for any other page path
 * (404: the app shows its 404 page, search engines get the right status).
 */
export const projectAppRoutes: FastifyPluginAsync<{ appDir: string }> = async (app, { appDir }) => {
  const index = createIndexLoader(path.join(appDir, 'index.html'));

  await app.register(fastifyStatic, {
    root: path.join(appDir, 'assets'),
    prefix: '/assets/',
    // The widget module has its own file route: no reply decorators to clash over.
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The folder appears with the first build: no start-up warning, the pages answer 503 until then.
    suppressWarning: true,
    // The build writes `x.js.br` and `x.js.gz` beside each script and style (vite.project.config.ts):
    // the one the browser accepts is sent as is, with `Vary: Accept-Encoding` (issue 7).
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: 200 | 404) {
    const html = await index.get();
    // An unknown path is a 404 whether or not the app is built.
    if (!html && status === 404) return reply.callNotFound();
    if (!html) {
      request.log.warn({ appDir }, "couples' app not built: run `npm run build`");
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/plain; charset=utf-8')
        .send("The couples' app is not built yet: run `npm run build`, then reload.\n");
    }
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appContentSecurityPolicy(request))
      .type('text/html; charset=utf-8')
      .send(html);
  }

  for (const page of APP_PAGES) {
    app.get(page, { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, 200));
  }
  // Static routes (the API, /healthz, the pages above) win over this wildcard in the router.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isReserved(request.url) || wantsJsonOnly(request)) return reply.callNotFound();
    return sendIndex(request, reply, 404);
  });
};
