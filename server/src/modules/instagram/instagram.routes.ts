import { errorBodySchema } from '@alliance/shared/errors';
import {
  INSTAGRAM_CALLBACK_PATH,
  instagramAuthUrlResponseSchema,
  instagramStatusSchema,
  instagramTokenBodySchema,
} from '@alliance/shared/instagram';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { derivedKey, type InstagramPort } from '../../adapters/instagram/index.ts';
import { SANDBOX_CONSENT_PATH } from '../../adapters/instagram/sandbox-instagram.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { renderDocument } from '../../www/render.tsx';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import { deleteInstagram, instagramOf, saveInstagram } from './instagram.repo.ts';
import { SandboxConsentPage } from './SandboxConsentPage.tsx';
import { seal, signedState, stateIsFor } from './sealed.ts';

const bearer = [{ bearer: [] }];
const tags = ['instagram'];

/**
 * Instagram connection of the providers' area (app host): the consent address, the code
 * exchange, the revocation (POST: it changes state), and the sandbox's consent page.
 */
export const instagramRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock?: () => Date;
  jwtSecret: string;
  instagram: InstagramPort & { codeFor?: (state: string) => string };
  accounts: ProviderAccountsService;
}> = async (app, { db, clock = () => new Date(), jwtSecret, instagram, accounts }) => {
  const stateKey = derivedKey(jwtSecret, 'instagram state');
  const tokenKey = derivedKey(jwtSecret, 'instagram tokens');
  const signedIn = { preHandler: app.authenticateProvider };
  const appOrigin = (request: FastifyRequest) => request.site?.origin('app') ?? '';
  const redirectUri = (request: FastifyRequest) => `${appOrigin(request)}${INSTAGRAM_CALLBACK_PATH}`;

  async function status(providerId: number) {
    const row = await instagramOf(db, providerId);
    return { success: true as const, connected: Boolean(row), username: row?.username ?? null };
  }
  const accountOf = (request: FastifyRequest) => accounts.me(request.provider?.accountId ?? 0);

  app.get(
    '/api/instagram/',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: instagramStatusSchema, 401: errorBodySchema } } },
    async (request) => status((await accountOf(request)).account.providerId),
  );

  app.get(
    '/api/instagram/auth-url',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: instagramAuthUrlResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const { account } = await accountOf(request);
      const state = signedState(stateKey, account.id, clock());
      return {
        success: true as const,
        url: instagram.authUrl({ state, redirectUri: redirectUri(request), appOrigin: appOrigin(request) }),
      };
    },
  );

  app.post(
    '/api/instagram/token',
    {
      ...signedIn,
      schema: {
        tags,
        security: bearer,
        body: instagramTokenBodySchema,
        response: { 200: instagramStatusSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { account } = await accountOf(request);
      const { code, state } = request.body;
      // A state made for another account, or too old, is refused before Instagram is asked.
      if (!stateIsFor(stateKey, state, account.id, clock()))
        throw new AppError(400, 'providerAuth.tokenInvalid', { code: 'token-invalid' });
      const connected = await instagram.exchange({ code, state, redirectUri: redirectUri(request) }).catch(() => {
        throw new AppError(400, 'providerAuth.tokenInvalid', { code: 'token-invalid' });
      });
      const values = {
        instagramUserId: connected.userId,
        username: connected.username,
        accessTokenSealed: seal(tokenKey, connected.accessToken),
        connectedAt: clock(),
      };
      await saveInstagram(db, account.providerId, values);
      return status(account.providerId);
    },
  );

  app.post(
    '/api/instagram/revoke',
    { ...signedIn, schema: { tags, security: bearer, response: { 200: instagramStatusSchema, 401: errorBodySchema } } },
    async (request) => {
      const { account } = await accountOf(request);
      await deleteInstagram(db, account.providerId);
      return status(account.providerId);
    },
  );

  // The sandbox plays Instagram's consent page; with the real adapter it is not served.
  const { codeFor } = instagram;
  if (codeFor) {
    app.get(
      SANDBOX_CONSENT_PATH,
      { schema: { hide: true, querystring: z.object({ state: z.string().max(500) }) } },
      async (request, reply) => {
        const { state } = request.query;
        const back = new URL(redirectUri(request));
        back.searchParams.set('state', state);
        const deny = new URL(back);
        deny.searchParams.set('error', 'access_denied');
        back.searchParams.set('code', codeFor(state));
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return renderDocument(
          SandboxConsentPage({ locale: request.locale, allowUrl: back.toString(), denyUrl: deny.toString() }),
        );
      },
    );
  }
};
