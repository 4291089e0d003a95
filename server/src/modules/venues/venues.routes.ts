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
import { providerMediaRoutes } from '../media-collection/media-collection.routes.ts';
import { recordsRoutes } from '../media-collection/records.routes.ts';
import type { Venues } from './venues.service.ts';

/**
 * The venues a provider works with (app host, spec §7 `venues…`), provider token required: a
 * couple's token is a 401, another provider's venue or image a 404. Rules and limits in
 * `shared/src/venues.ts`.
 */
export const venuesRoutes: FastifyPluginAsyncZod<{ venues: Venues }> = async (app, { venues }) => {
  const route = providerMediaRoutes(app, ['venues']);
  const providerOf = async (request: FastifyRequest) => providerIdOf(request);

  const record = recordsRoutes(app, route, {
    path: '/api/venues',
    key: 'venue',
    service: venues,
    ownerOf: providerOf,
    schemas: {
      body: venueBodySchema,
      addImages: addVenueImagesBodySchema,
      idParams: venueIdParamsSchema,
      imageParams: venueImageParamsSchema,
      one: venueResponseSchema,
      list: venuesListResponseSchema,
    },
    summaries: {
      list: 'The provider’s venues, in the order they were added',
      create: 'Creates an unpublished venue (409 beyond 30 venues)',
      update: 'Saves the venue (an absent optional field stays; null or empty clears it)',
      addImages:
        'Adds an image of the provider’s library (`imageId`, or `imageIds`) after the others; another provider’s image is a 404; 409 beyond 30 images',
    },
  });

  app.put(
    '/api/venues/:id/images/:imageId',
    record.options({
      summary: 'Sets the venue’s caption of the image (empty or null clears it) and/or moves it to `position` (0 first)',
      params: venueImageParamsSchema,
      body: updateVenueImageBodySchema,
    }),
    async (request) =>
      record.answered(venues.updateImage(await providerOf(request), request.params.id, request.params.imageId, request.body)),
  );

  app.put(
    '/api/venues/:id/publish',
    record.options({
      summary: 'Publishes (`published: true`) or unpublishes the venue',
      params: venueIdParamsSchema,
      body: publishVenueBodySchema,
    }),
    async (request) => record.answered(venues.publish(await providerOf(request), request.params.id, request.body.published)),
  );
};
