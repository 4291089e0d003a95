import { errorBodySchema } from '@alliance/shared/errors';
import {
  addImagesBodySchema,
  imageIdsOf,
  okResponseSchema,
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
import { areaUrl } from '../../services.ts';
import { createOwnerImageUrls } from '../images/owner-image-urls.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPortfolios, type PortfolioOwner } from './portfolios.service.ts';

const tags = ['portfolios'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const answer = { 200: portfolioResponseSchema, ...errors };
const limited = { 200: portfolioResponseSchema, ...errors, 409: errorBodySchema };

/**
 * The providers' portfolios (`/api/portfolios…` on every host, spec §7), provider token required:
 * a couple's token is a 401, another provider's portfolio or image a 404. Rules and limits in
 * `shared/src/portfolios.ts`.
 */
export const portfoliosRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock, config, services }) => {
  const wwwOrigin = areaUrl(config, 'www');
  const ownerUrls = createOwnerImageUrls({ wwwOrigin, jwtSecret: config.jwtSecret, clock });
  const portfolios = createPortfolios({ db, clock, wwwOrigin, productWord: config.productWord, imageUrl: ownerUrls.url });
  const signedIn = { preHandler: app.authenticateProvider };
  const ownerOf = async (request: FastifyRequest): Promise<PortfolioOwner> => {
    const { provider } = await services.providerAccounts.me(request.provider?.accountId ?? 0);
    return { providerId: provider.id, providerSlug: provider.slug };
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/portfolios',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The provider’s portfolios, newest first',
        response: { 200: portfoliosListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, items: await portfolios.list(await ownerOf(request), request.locale) }),
  );

  app.post(
    '/api/portfolios',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Creates an unpublished portfolio; its slug comes from the title (409 beyond 50 portfolios)',
        body: portfolioBodySchema,
        response: limited,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.create(await ownerOf(request), request.body, request.locale),
    }),
  );

  app.get(
    '/api/portfolios/:id',
    { ...signedIn, schema: { tags, security, params: portfolioIdParamsSchema, response: answer } },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.get(await ownerOf(request), request.params.id, request.locale),
    }),
  );

  app.put(
    '/api/portfolios/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Saves title, description, date and city (an absent optional field stays; null or empty clears it). The slug follows the title only while unpublished.',
        params: portfolioIdParamsSchema,
        body: portfolioBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.update(await ownerOf(request), request.params.id, request.body, request.locale),
    }),
  );

  app.delete(
    '/api/portfolios/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Deletes the portfolio; its images stay in the library',
        params: portfolioIdParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await portfolios.remove(await ownerOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/portfolios/:id/publish',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Publishes the portfolio; 409 (`error_slug: no-visible-image`) without a visible image',
        params: portfolioIdParamsSchema,
        response: limited,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.publish(await ownerOf(request), request.params.id, request.locale),
    }),
  );

  app.post(
    '/api/portfolios/:id/unpublish',
    { ...signedIn, schema: { tags, security, params: portfolioIdParamsSchema, response: answer } },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.unpublish(await ownerOf(request), request.params.id, request.locale),
    }),
  );

  app.post(
    '/api/portfolios/:id/images',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Adds images of the provider’s library (`imageId` or `imageIds`) after the others; another provider’s image is a 404; 409 beyond 60 images',
        params: portfolioIdParamsSchema,
        body: addImagesBodySchema,
        response: limited,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.addImages(await ownerOf(request), request.params.id, imageIdsOf(request.body), request.locale),
    }),
  );

  app.delete(
    '/api/portfolios/:id/images/:imageId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Takes the image out of the portfolio (it stays in the library)',
        params: portfolioImageParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.removeImage(await ownerOf(request), request.params.id, request.params.imageId, request.locale),
    }),
  );

  app.post(
    '/api/portfolios/:id/images/reorder',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Orders the portfolio: every image id of the portfolio, once each, in the new order',
        params: portfolioIdParamsSchema,
        body: reorderPortfolioImagesBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.reorder(await ownerOf(request), request.params.id, request.body.imageIds, request.locale),
    }),
  );

  app.put(
    '/api/portfolios/:id/images/:imageId/caption',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sets the portfolio’s caption of the image (empty or null clears it)',
        params: portfolioImageParamsSchema,
        body: portfolioCaptionBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.caption(
        await ownerOf(request),
        request.params.id,
        request.params.imageId,
        request.body.caption,
        request.locale,
      ),
    }),
  );

  app.put(
    '/api/portfolios/:id/images/:imageId/key',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Makes the image the portfolio’s key image (the previous one loses it)',
        params: portfolioImageParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      portfolio: await portfolios.setKey(await ownerOf(request), request.params.id, request.params.imageId, request.locale),
    }),
  );

  app.get(
    '/api/portfolios/:id/prestations',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The portfolio’s prestations, named in the caller’s language',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioPrestationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      prestations: await portfolios.prestations(await ownerOf(request), request.params.id, request.locale),
    }),
  );

  app.put(
    '/api/portfolios/:id/prestations',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Replaces the portfolio’s prestations: service-type slugs of `GET /api/prestations` (an unknown one is a 400)',
        params: portfolioIdParamsSchema,
        body: portfolioPrestationsBodySchema,
        response: { 200: portfolioPrestationsResponseSchema, ...errors },
      },
    },
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
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The public page’s address on the www host, and whether it is published',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioUrlResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await portfolios.url(await ownerOf(request), request.params.id)) }),
  );
};
