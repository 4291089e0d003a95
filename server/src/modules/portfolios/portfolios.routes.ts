import {
  addImagesBodySchema,
  portfolioBodySchema,
  portfolioCaptionBodySchema,
  portfolioIdParamsSchema,
  portfolioImageParamsSchema,
  portfolioPrestationsBodySchema,
  portfolioPrestationsResponseSchema,
  portfolioResponseSchema,
  portfoliosListResponseSchema,
  portfolioUrlResponseSchema,
  reorderPortfolioImagesBodySchema,
} from '@alliance/shared/portfolios';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, providerMediaRoutes } from '../media-collection/media-collection.routes.ts';
import { recordsRoutes } from '../media-collection/records.routes.ts';
import type { ProviderAccountsService } from '../provider-accounts/provider-accounts.service.ts';
import type { PortfolioOwner, Portfolios } from './portfolios.service.ts';

/**
 * The providers' portfolios (`/api/portfolios…` on every host, spec §7), provider token required:
 * a couple's token is a 401, another provider's portfolio or image a 404. Rules and limits in
 * `shared/src/portfolios.ts`.
 */
export const portfoliosRoutes: FastifyPluginAsyncZod<{
  portfolios: Portfolios;
  /** The caller's provider: a portfolio's owner is its id and slug. */
  accounts: ProviderAccountsService;
}> = async (app, { portfolios, accounts }) => {
  const route = providerMediaRoutes(app, ['portfolios']);
  const ownerOf = async (request: FastifyRequest): Promise<PortfolioOwner> => {
    const { provider } = await accounts.me(request.provider?.accountId ?? 0);
    return { providerId: provider.id, providerSlug: provider.slug };
  };

  const record = recordsRoutes(app, route, {
    path: '/api/portfolios',
    key: 'portfolio',
    service: portfolios,
    ownerOf,
    schemas: {
      body: portfolioBodySchema,
      addImages: addImagesBodySchema,
      idParams: portfolioIdParamsSchema,
      imageParams: portfolioImageParamsSchema,
      one: portfolioResponseSchema,
      list: portfoliosListResponseSchema,
    },
    summaries: {
      list: 'The provider’s portfolios, newest first',
      create: 'Creates an unpublished portfolio; its slug comes from the title (409 beyond 50 portfolios)',
      update:
        'Saves title, description, date and city (an absent optional field stays; null or empty clears it). The slug follows the title only while unpublished.',
      addImages:
        'Adds images of the provider’s library (`imageId` or `imageIds`) after the others; another provider’s image is a 404; 409 beyond 60 images',
    },
  });

  app.post(
    '/api/portfolios/:id/publish',
    record.options(
      {
        summary: 'Publishes the portfolio; 409 (`error_slug: no-visible-image`) without a visible image',
        params: portfolioIdParamsSchema,
      },
      true,
    ),
    async (request) => record.answered(portfolios.publish(await ownerOf(request), request.params.id, request.locale)),
  );

  app.post('/api/portfolios/:id/unpublish', record.options({ params: portfolioIdParamsSchema }), async (request) =>
    record.answered(portfolios.unpublish(await ownerOf(request), request.params.id, request.locale)),
  );

  app.post(
    '/api/portfolios/:id/images/reorder',
    record.options({
      summary: 'Orders the portfolio: every image id of the portfolio, once each, in the new order',
      params: portfolioIdParamsSchema,
      body: reorderPortfolioImagesBodySchema,
    }),
    async (request) =>
      record.answered(portfolios.reorder(await ownerOf(request), request.params.id, request.body.imageIds, request.locale)),
  );

  app.put(
    '/api/portfolios/:id/images/:imageId/caption',
    record.options({
      summary: 'Sets the portfolio’s caption of the image (empty or null clears it)',
      params: portfolioImageParamsSchema,
      body: portfolioCaptionBodySchema,
    }),
    async (request) => {
      const { id, imageId } = request.params;
      return record.answered(portfolios.caption(await ownerOf(request), id, imageId, request.body.caption, request.locale));
    },
  );

  app.put(
    '/api/portfolios/:id/images/:imageId/key',
    record.options({
      summary: 'Makes the image the portfolio’s key image (the previous one loses it)',
      params: portfolioImageParamsSchema,
    }),
    async (request) =>
      record.answered(portfolios.setKey(await ownerOf(request), request.params.id, request.params.imageId, request.locale)),
  );

  app.get(
    '/api/portfolios/:id/prestations',
    route({
      summary: 'The portfolio’s prestations, named in the caller’s language',
      params: portfolioIdParamsSchema,
      response: { 200: portfolioPrestationsResponseSchema, ...errors },
    }),
    async (request) => ({
      success: true as const,
      prestations: await portfolios.prestations(await ownerOf(request), request.params.id, request.locale),
    }),
  );

  app.put(
    '/api/portfolios/:id/prestations',
    route({
      summary: 'Replaces the portfolio’s prestations: service-type slugs of `GET /api/prestations` (an unknown one is a 400)',
      params: portfolioIdParamsSchema,
      body: portfolioPrestationsBodySchema,
      response: { 200: portfolioPrestationsResponseSchema, ...errors },
    }),
    async (request) => ({
      success: true as const,
      prestations: await portfolios.savePrestations(
        await ownerOf(request),
        request.params.id,
        request.body.prestations,
        request.locale,
      ),
    }),
  );

  app.get(
    '/api/portfolios/:id/url',
    route({
      summary: 'The public page’s address on the www host, and whether it is published',
      params: portfolioIdParamsSchema,
      response: { 200: portfolioUrlResponseSchema, ...errors },
    }),
    async (request) => ({ success: true as const, ...(await portfolios.url(await ownerOf(request), request.params.id)) }),
  );
};
