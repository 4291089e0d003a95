import { ACCESS_TOKEN_TTL_SECONDS } from '@alliance/shared/constants';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translator } from '../i18n/index.ts';
import { accessTokenCookie, refuseCrossSiteWrite } from './provider-cookies.ts';

/** Who a token is for: a couple's token never opens a provider call, and the reverse. */
export type Role = 'couple' | 'provider';
const ROLES: readonly Role[] = ['couple', 'provider'];

/**
 * Claims of an access token. A couple's carries its proved phone, and `uid` (users.id) once
 * registered; a provider's carries `uid` (provider_accounts.id) and no phone.
 */
export interface AccessClaims {
  sub: string;
  /** The role the token was issued to (its audience). */
  aud: Role;
  phone?: string;
  uid?: number;
  /** Refresh family the token was issued with: logout revokes it, and then the token too. */
  fid: string;
  /** The sign-in that started the session (seconds, as OpenID Connect names it). */
  auth_time: number;
}

export interface Identity {
  phone: string;
  userId: number | undefined;
  familyId: string;
  /** When the session's sign-in happened: a phone change needs a recent one. */
  signedInAt: Date;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid Bearer access token, else 401. Sets `request.identity`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a logged-in couple (onboarding finished), else 401 / 403. Sets `request.identity`. */
    authenticateCouple: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a provider account's valid access token, else 401. Sets `request.provider`. */
    authenticateProvider: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (claims: AccessClaims) => string;
  }
  interface FastifyRequest {
    identity: Identity | undefined;
    provider: ProviderIdentity | undefined;
  }
}

/** The provider account a request acts for. */
export interface ProviderIdentity {
  accountId: number;
  /** The provider (company) the account owns: every owned resource is loaded through it. */
  providerId: number;
  familyId: string;
  signedInAt: Date;
}

export interface AuthOptions {
  secret: string;
  /**
   * Whether the account of a token still exists with the token's phone. Without it a deleted
   * account's or a moved phone's access tokens would keep working until they expire.
   */
  isActiveAccount?: (userId: number, phone: string) => Promise<boolean>;
  /** Whether the token's session is still open (not logged out, not revoked by a reused refresh token). */
  isLiveSession?: (familyId: string) => Promise<boolean>;
  /**
   * The provider owned by a provider account that still exists, undefined once it is deleted
   * (its tokens die with it): read once per request, with the session check.
   */
  providerOfAccount?: (accountId: number) => Promise<number | undefined>;
}

const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'aud', 'fid', 'auth_time'];

/** A token of the expected role with the claims that role needs. */
function claimsFit(claims: AccessClaims, role: Role): boolean {
  if (claims.aud !== role || typeof claims.fid !== 'string' || !Number.isFinite(claims.auth_time)) return false;
  if (claims.uid !== undefined && !Number.isSafeInteger(claims.uid)) return false;
  return role === 'couple' ? typeof claims.phone === 'string' : claims.uid !== undefined && claims.phone === undefined;
}

/** Access tokens: HS256 only (pinned on verify: `alg: none` and others are refused), 15 minutes. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'], requiredClaims: REQUIRED_CLAIMS, allowedAud: [...ROLES] },
    });
    app.decorateRequest('identity', undefined);
    app.decorateRequest('provider', undefined);
    app.decorate('signAccessToken', (claims: AccessClaims) => app.jwt.sign(claims));
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const refuse = () => reply.code(401).send({ success: false, error: translator(request.locale)('auth.unauthorized') });
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
        // The couples' calls: a provider's token is refused like a missing one.
        if (!claimsFit(claims, 'couple')) throw new Error('not a couple token');
      } catch {
        return refuse();
      }
      // Outside the try: a database failure is a 500, not a signed-out couple.
      if (options.isLiveSession && !(await options.isLiveSession(claims.fid))) return refuse();
      const phone = claims.phone ?? '';
      if (claims.uid !== undefined && options.isActiveAccount && !(await options.isActiveAccount(claims.uid, phone))) {
        return refuse();
      }
      request.identity = {
        phone,
        userId: claims.uid,
        familyId: claims.fid,
        signedInAt: new Date(claims.auth_time * 1000),
      };
    });
    app.decorate('authenticateCouple', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (reply.sent) return;
      if (request.identity?.userId === undefined) {
        return reply.code(403).send({ success: false, error: translator(request.locale)('auth.loginRequired') });
      }
    });
    app.decorate('authenticateProvider', async (request: FastifyRequest, reply: FastifyReply) => {
      const refuse = () => reply.code(401).send({ success: false, error: translator(request.locale)('auth.unauthorized') });
      let claims: AccessClaims;
      // The admin SPA's HttpOnly cookie on the app host, when no Authorization header is sent (provider-cookies.ts).
      const cookieToken = accessTokenCookie(request);
      try {
        claims = cookieToken ? app.jwt.verify<AccessClaims>(cookieToken) : await request.jwtVerify<AccessClaims>();
        // The providers' calls: a couple's token is refused like a missing one.
        if (!claimsFit(claims, 'provider')) throw new Error('not a provider token');
      } catch {
        return refuse();
      }
      const accountId = claims.uid ?? 0;
      // Both reads at once: one round trip's wait for every provider call.
      const [live, providerId] = await Promise.all([
        options.isLiveSession ? options.isLiveSession(claims.fid) : true,
        options.providerOfAccount ? options.providerOfAccount(accountId) : 0,
      ]);
      if (!live || providerId === undefined) return refuse();
      // A browser sends the cookie by itself, whoever's page posts: writes must come from our own page (CSRF).
      if (cookieToken) refuseCrossSiteWrite(request);
      request.provider = { accountId, providerId, familyId: claims.fid, signedInAt: new Date(claims.auth_time * 1000) };
    });
  },
  { name: 'auth' },
);

/** The provider of the signed-in account (after `authenticateProvider`): the owner of every resource it asks for. */
export function providerIdOf(request: FastifyRequest): number {
  if (!request.provider) throw new Error('providerIdOf called without authenticateProvider');
  return request.provider.providerId;
}
