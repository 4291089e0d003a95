import { PREMIUM_PATHS } from '@alliance/shared/premium';
import { PROVIDER_TOKEN_COOKIES } from '@alliance/shared/provider-session';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { spaRoutes } from '../../plugins/spa.ts';

/** The admin SPA's own pages (admin/src/pages.ts lists the same paths): index.html with 200. */
export const ADMIN_PAGES = [
  '/',
  '/login',
  '/register',
  '/confirm-email/:token',
  '/reset-password',
  '/reset-password/:token',
  '/onboarding',
  '/profile',
  '/instagram/callback',
  '/account',
  '/leads',
  '/leads/:uuid',
  '/media',
  '/videos',
  '/portfolios',
  '/portfolios/:id',
  '/venues',
  '/venues/:id',
  '/credits',
  '/payment/credits/success',
  PREMIUM_PATHS.page,
  PREMIUM_PATHS.subscriptionSuccess,
  PREMIUM_PATHS.subscriptionCancel,
  PREMIUM_PATHS.updateCancel,
  '/statistics',
  '/website',
];

/**
 * The providers' admin SPA on the app host (`npm run build:admin` → `appDir`). At `/`, a visitor
 * with no session cookie gets the providers' landing page instead (server-rendered, readable by
 * search engines); a signed-in provider gets the app (its dashboard).
 */
export const adminAppRoutes: FastifyPluginAsync<{
  appDir: string;
  landing: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}> = async (app, { appDir, landing }) => {
  await app.register(spaRoutes, {
    appDir,
    pages: ADMIN_PAGES,
    name: "The providers' area",
    buildCommand: 'npm run build',
    signedIn: (request) => Boolean(request.cookies?.[PROVIDER_TOKEN_COOKIES.refreshToken]),
    before: async (request, reply) => {
      if (request.routeOptions.url !== '/' || request.cookies?.[PROVIDER_TOKEN_COOKIES.refreshToken]) return false;
      await landing(request, reply);
      return true;
    },
  });
};
