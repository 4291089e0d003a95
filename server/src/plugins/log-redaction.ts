import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Request URLs as the logs keep them (issue 21, security 7): a reset or confirmation link's token
 * (`/reset-password/<token>`, `/confirm-email/<token>`), an access token or a handoff code in the
 * query string would otherwise sit in the info log, where anyone reading logs could use them.
 */

/** Path segments that follow these are secrets (the admin's mailed links). */
const SECRET_PATH = /(\/(?:reset-password|confirm-email)\/)[^/?#]+/gi;
/** Query parameters whose value is a secret: tokens, codes, OAuth state, handoff codes, passwords. */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'handoff',
  'code',
  'state',
  'password',
  'altcha',
  'signature',
  'sig',
]);
export const REDACTED = '[redacted]';

/** The URL (path and query, as Fastify logs it) with its secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = (queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = withoutHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const rawName = at === -1 ? pair : pair.slice(0, at);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged as written.
      }
      return at !== -1 && SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer (method, url, host, addresses), the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer (left alone: no logger, or a logger instance). */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest as never } };
}
