import type { TokenPair } from '@alliance/shared/auth';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@alliance/shared/constants';
import { PROVIDER_SESSION_MARKER, PROVIDER_TOKEN_COOKIES } from '@alliance/shared/provider-session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The admin SPA's session cookies (issue 21, security 7). The server writes them on the app host
 * when a provider signs in, confirms, renews or signs out: HttpOnly, so no script of the page
 * (an XSS) can read a token and carry a 7-day session away; SameSite=Strict and host-only; Secure
 * behind TLS. ARCHITECTURE.md's "the API does not authenticate by cookie" still holds for every
 * other host and for outside clients (Bearer and body tokens unchanged); on the app host a
 * provider call without an Authorization header is read from the access cookie, and since a
 * browser sends cookies by itself, a state-changing call authenticated so must come from our own
 * page (`refuseCrossSiteWrite`).
 */

const REFRESH_MAX_AGE = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Secure when the public addresses are https (PUBLIC_SCHEME): read from the site's configured origin. */
const secureOf = (request: FastifyRequest) => request.site?.origin('app').startsWith('https:') ?? false;

const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'strict', secure: secureOf(request), httpOnly: true }) as const;

/** Only the app host's requests carry the admin's session: elsewhere nothing is written or read. */
export const onAppHost = (request: FastifyRequest) => request.site?.area === 'app';

export function setProviderCookies(request: FastifyRequest, reply: FastifyReply, pair: TokenPair): void {
  if (!onAppHost(request)) return;
  reply.setCookie(PROVIDER_TOKEN_COOKIES.token, pair.token, { ...base(request), maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(PROVIDER_TOKEN_COOKIES.refreshToken, pair.refresh_token, { ...base(request), maxAge: REFRESH_MAX_AGE });
  // No secret in it: the SPA reads it to know a session is open.
  reply.setCookie(PROVIDER_SESSION_MARKER, '1', { ...base(request), httpOnly: false, maxAge: REFRESH_MAX_AGE });
}

export function clearProviderCookies(request: FastifyRequest, reply: FastifyReply): void {
  if (!onAppHost(request)) return;
  for (const name of [PROVIDER_TOKEN_COOKIES.token, PROVIDER_TOKEN_COOKIES.refreshToken]) {
    reply.clearCookie(name, base(request));
  }
  reply.clearCookie(PROVIDER_SESSION_MARKER, { ...base(request), httpOnly: false });
}

/** The access token of the app host's cookie, for a call that sent no Authorization header. */
export function accessTokenCookie(request: FastifyRequest): string | undefined {
  if (!onAppHost(request) || request.headers.authorization) return undefined;
  return request.cookies?.[PROVIDER_TOKEN_COOKIES.token] || undefined;
}

export const refreshTokenCookie = (request: FastifyRequest): string | undefined =>
  onAppHost(request) ? request.cookies?.[PROVIDER_TOKEN_COOKIES.refreshToken] || undefined : undefined;

/**
 * Whether a browser says the request came from a page that is not this host's own:
 * `Sec-Fetch-Site` other than `same-origin` (`same-site` included: another host of our domain
 * is not the providers' area), else an `Origin` other than ours. A client that sends neither is
 * not a browser, so not a forged cross-site post (browsers send `Origin` on every cross-origin
 * POST).
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const own = request.site ? request.site.origin(request.site.area) : undefined;
  if (origin === own) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** 403 for a state-changing call authenticated by cookie alone that a browser sent from another site (CSRF). */
export function refuseCrossSiteWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (isCrossSite(request)) throw new AppError(403, 'providerAuth.crossSite');
}
