import type { FastifyRequest } from 'fastify';
import type { Area } from '../plugins/hosts.ts';

/**
 * Origin of an area of the domain this request came to (`https://www.alliance.fr`,
 * `http://project.localhost:3000`): canonical URLs, sitemaps, the widget's base-url, CSP.
 * Scheme and port come from configuration (PUBLIC_SCHEME, PUBLIC_PORT), never from the request:
 * a forged Host port or X-Forwarded-Proto must not reach a cached page.
 */
export function areaOrigin(request: FastifyRequest, area: Area): string {
  return request.site?.origin(area) ?? `http://${area}.localhost`;
}

/** Origin of the www host of the domain this request came to. */
export const wwwOrigin = (request: FastifyRequest): string => areaOrigin(request, 'www');
