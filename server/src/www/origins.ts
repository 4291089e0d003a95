import type { FastifyRequest } from 'fastify';
import type { Area } from '../plugins/hosts.ts';

/**
 * Origin of an area of the domain this request came to, with the request's scheme and port
 * (`https://www.alliance.fr`, `http://project.localhost:3000`): canonical URLs, sitemaps, CSP.
 */
export function areaOrigin(request: FastifyRequest, area: Area): string {
  const port = /:\d+$/.exec(request.host)?.[0] ?? '';
  return `${request.protocol}://${area}.${request.site?.domain ?? 'localhost'}${port}`;
}

/** Origin of the www host of the domain this request came to. */
export const wwwOrigin = (request: FastifyRequest): string => areaOrigin(request, 'www');
