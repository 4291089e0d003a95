import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaOrigin, wwwOrigin } from '../../www/origins.ts';
import { renderDocument } from '../../www/render.tsx';
// The site's currency is the one credits are sold in (one rule, the credits module's).
import { currencyOf } from '../credits/credits.routes.ts';
import { PricingPage } from './PricingPage.tsx';
import { PRICING_PATH } from './pricing-path.ts';

// As the directory's side pages: the language comes from the cookie or Accept-Language.
const htmlCache = { 'cache-control': 'public, max-age=300', vary: 'Accept-Language, Cookie' };

/** The published price grid and packs (www host), in the visitor's language and the domain's currency. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PRICING_PATH, { schema: { hide: true } }, async (request, reply) => {
    const page = PricingPage({
      locale: request.locale,
      canonical: wwwOrigin(request) + PRICING_PATH,
      currency: currencyOf(request.site),
      country: request.site?.country ?? 'FR',
      registerUrl: `${areaOrigin(request, 'app')}/register`,
    });
    return reply.type('text/html; charset=utf-8').headers(htmlCache).send(renderDocument(page));
  });

  // The address without its trailing slash (Fastify does not ignore it here): one canonical page.
  app.get(PRICING_PATH.slice(0, -1), { schema: { hide: true } }, async (_request, reply) => reply.redirect(PRICING_PATH, 301));
};
