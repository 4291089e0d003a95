import { PROVIDER_TOKEN_COOKIES } from '@alliance/shared/provider-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../plugins/errors.ts';

/**
 * The sandbox checkout page's guards (issue 21, security 3). Its Pay and Cancel are plain HTML
 * forms a browser posts: any site could post them too (a cross-site form needs no script), and
 * anyone holding a session id could pay or cancel someone else's checkout. So the page and its
 * forms are the checkout owner's only, and the forms refuse a post that a browser says came from
 * another site.
 */

/**
 * Refuses (403) a post a browser marks as coming from another site: `Sec-Fetch-Site` other than
 * `same-origin`, or, from a browser too old to send it, an `Origin` that is not our app host's.
 * Our pages send no referrer, so a browser posts their forms with `Origin: null`: accepted only
 * beside `Sec-Fetch-Site: same-origin`. A client that sends neither (not a browser) still needs the owner's token below.
 */
export async function refuseCrossSite(request: FastifyRequest) {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const appOrigin = request.site?.origin('app');
  const sameOrigin = fetchSite === 'same-origin';
  const crossSite =
    (fetchSite !== undefined && !sameOrigin) ||
    (origin !== undefined && origin !== appOrigin && !(origin === 'null' && sameOrigin));
  if (crossSite) {
    throw new AppError(403, 'payments.sandbox.crossSite');
  }
}

/**
 * The signed-in provider, from the Authorization header or, for this page a browser opens by
 * navigation, the admin's token cookie on the app host (`provider_token`, host-only). The same
 * checks as every provider call (signature, role, live session, existing account).
 */
export function authenticateFromCookie(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const cookieToken = request.cookies?.[PROVIDER_TOKEN_COOKIES.token];
    if (!request.headers.authorization && cookieToken) request.headers.authorization = `Bearer ${cookieToken}`;
    await app.authenticateProvider(request, reply);
  };
}

/**
 * Refuses (404, as for an unknown session: no hint that it exists) a session that is not a
 * checkout of the signed-in provider.
 */
export function ownerOnly(isOwner: (session: string, providerId: number) => Promise<boolean>) {
  return async (request: FastifyRequest<{ Params: { session: string } }>) => {
    const providerId = request.provider?.providerId;
    if (providerId === undefined || !(await isOwner(request.params.session, providerId))) {
      throw notFound('payments.sessionNotFound');
    }
  };
}
