import { errorBodySchema } from '@alliance/shared/errors';
import { imageIdsOf, okResponseSchema } from '@alliance/shared/portfolios';
import {
  addVenueImagesBodySchema,
  publishVenueBodySchema,
  updateVenueImageBodySchema,
  venueBodySchema,
  venueIdParamsSchema,
  venueImageParamsSchema,
  venueResponseSchema,
  venuesListResponseSchema,
} from '@alliance/shared/venues';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerIdOf } from '../../plugins/auth.ts';
import { areaUrl } from '../../services.ts';
import { createOwnerImageUrls } from '../images/owner-image-urls.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createVenues } from './venues.service.ts';

const tags = ['venues'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const answer = { 200: venueResponseSchema, ...errors };
const limited = { 200: venueResponseSchema, ...errors, 409: errorBodySchema };

/**
 * The venues a provider works with (app host, spec §7 `venues…`), provider token required: a
 * couple's token is a 401, another provider's venue or image a 404. Rules and limits in
 * `shared/src/venues.ts`.
 */
export const venuesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock, config }) => {
  const wwwOrigin = areaUrl(config, 'www');
  const ownerUrls = createOwnerImageUrls({ wwwOrigin, jwtSecret: config.jwtSecret, clock });
  const venues = createVenues({ db, clock, wwwOrigin, imageUrl: ownerUrls.url });
  const signedIn = { preHandler: app.authenticateProvider };
  const providerOf = async (request: FastifyRequest) => providerIdOf(request);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/venues',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The provider’s venues, in the order they were added',
        response: { 200: venuesListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, items: await venues.list(await providerOf(request)) }),
  );

  app.post(
    '/api/venues',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Creates an unpublished venue (409 beyond 30 venues)',
        body: venueBodySchema,
        response: limited,
      },
    },
    async (request) => ({ success: true as const, venue: await venues.create(await providerOf(request), request.body) }),
  );

  app.get(
    '/api/venues/:id',
    { ...signedIn, schema: { tags, security, params: venueIdParamsSchema, response: answer } },
    async (request) => ({ success: true as const, venue: await venues.get(await providerOf(request), request.params.id) }),
  );

  app.put(
    '/api/venues/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Saves the venue (an absent optional field stays; null or empty clears it)',
        params: venueIdParamsSchema,
        body: venueBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      venue: await venues.update(await providerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/venues/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Deletes the venue; its images stay in the library',
        params: venueIdParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await venues.remove(await providerOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/venues/:id/images',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Adds an image of the provider’s library (`imageId`, or `imageIds`) after the others; another provider’s image is a 404; 409 beyond 30 images',
        params: venueIdParamsSchema,
        body: addVenueImagesBodySchema,
        response: limited,
      },
    },
    async (request) => ({
      success: true as const,
      venue: await venues.addImages(await providerOf(request), request.params.id, imageIdsOf(request.body)),
    }),
  );

  app.delete(
    '/api/venues/:id/images/:imageId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Takes the image out of the venue (it stays in the library)',
        params: venueImageParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      venue: await venues.removeImage(await providerOf(request), request.params.id, request.params.imageId),
    }),
  );

  app.put(
    '/api/venues/:id/images/:imageId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sets the venue’s caption of the image (empty or null clears it) and/or moves it to `position` (0 first)',
        params: venueImageParamsSchema,
        body: updateVenueImageBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      venue: await venues.updateImage(await providerOf(request), request.params.id, request.params.imageId, request.body),
    }),
  );

  app.put(
    '/api/venues/:id/publish',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Publishes (`published: true`) or unpublishes the venue',
        params: venueIdParamsSchema,
        body: publishVenueBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      venue: await venues.publish(await providerOf(request), request.params.id, request.body.published),
    }),
  );
};
