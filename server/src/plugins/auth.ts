import { ACCESS_TOKEN_TTL_SECONDS } from '@alliance/shared/constants';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translator } from '../i18n/index.ts';

/** Claims of an access token. `uid` is absent for a phone-only identity. */
export interface AccessClaims {
  sub: string;
  phone: string;
  uid?: number;
  /** Refresh family the token was issued with: logout revokes it. */
  fid: string;
}

export interface Identity {
  phone: string;
  userId: number | undefined;
  familyId: string;
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
    signAccessToken: (claims: AccessClaims) => string;
  }
  interface FastifyRequest {
    identity: Identity | undefined;
  }
}

export interface AuthOptions {
  secret: string;
  /**
   * Whether the account of a token still exists with the token's phone. Without it a deleted
   * account's or a moved phone's access tokens would keep working until they expire.
   */
  isActiveAccount?: (userId: number, phone: string) => Promise<boolean>;
}

/** Access tokens: HS256 only (pinned on verify: `alg: none` and others are refused), 15 minutes. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('identity', undefined);
    app.decorate('signAccessToken', (claims: AccessClaims) => app.jwt.sign(claims));
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const refuse = () => reply.code(401).send({ success: false, error: translator(request.locale)('auth.unauthorized') });
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
        if (typeof claims.phone !== 'string' || typeof claims.fid !== 'string') throw new Error('claims missing');
      } catch {
        return refuse();
      }
      // Outside the try: a database failure is a 500, not a signed-out couple.
      if (claims.uid !== undefined && options.isActiveAccount && !(await options.isActiveAccount(claims.uid, claims.phone))) {
        return refuse();
      }
      request.identity = { phone: claims.phone, userId: claims.uid, familyId: claims.fid };
    });
    app.decorate('authenticateCouple', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (reply.sent) return;
      if (request.identity?.userId === undefined) {
        return reply.code(403).send({ success: false, error: translator(request.locale)('auth.loginRequired') });
      }
    });
  },
  { name: 'auth' },
);
