import type { FastifyRequest } from 'fastify';
import { areaOrigin, wwwOrigin } from '../www/origins.ts';

/**
 * Helmet's policy, opened for what our single-page apps do: they call their own host (its API) and the
 * www host (locality search, favorites), show provider images and videos from the www host's /image/{id}
 * and /video/{id}, and previews of the files a provider is about to upload (blob: URLs).
 * Styles may be inline: the shared sign-in screens carry theirs in <style> elements. Insecure
 * requests are upgraded only when the page itself came over https (local http works).
 */
export function spaContentSecurityPolicy(request: FastifyRequest): string {
  const www = wwwOrigin(request);
  // The admin's "Mon site" page previews the real widget: its script (and the proof-of-work
  // solver beside it) from the www host's /widget/ folder only, and its calls to the couples' host.
  const widget =
    request.site?.area === 'app' ? { script: ` ${www}/widget/`, connect: ` ${areaOrigin(request, 'project')}` } : undefined;
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `connect-src 'self' ${www}${widget?.connect ?? ''}`,
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // blob: the admin's previews of the photos being uploaded (object URLs of the chosen files).
    `img-src 'self' data: blob: ${www}`,
    // The providers' uploaded videos, played from the www host (/video/{id}).
    `media-src 'self' blob: ${www}`,
    "object-src 'none'",
    `script-src 'self'${widget?.script ?? ''}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(wwwOrigin(request).startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
