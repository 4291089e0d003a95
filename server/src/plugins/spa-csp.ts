import type { FastifyRequest } from 'fastify';
import { wwwOrigin } from '../www/origins.ts';

/**
 * Helmet's policy, opened for what our single-page apps do: they call their own host (its API) and the
 * www host (locality search, favorites), and show provider images from the www host's /image/{id}.
 * Styles may be inline: the shared sign-in screens carry theirs in <style> elements. Insecure
 * requests are upgraded only when the page itself came over https (local http works).
 */
export function spaContentSecurityPolicy(request: FastifyRequest): string {
  const www = wwwOrigin(request);
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `connect-src 'self' ${www}`,
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data: ${www}`,
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(wwwOrigin(request).startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
