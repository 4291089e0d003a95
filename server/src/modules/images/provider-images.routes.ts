import path from 'node:path';
import { errorBodySchema } from '@alliance/shared/errors';
import {
  IMAGE_MAX_BYTES,
  imageIdParamsSchema,
  imageResponseSchema,
  imagesListResponseSchema,
  imageUploadErrorSchema,
  reorderImagesBodySchema,
  updateImageBodySchema,
} from '@alliance/shared/images';
import { okResponseSchema } from '@alliance/shared/portfolios';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerIdOf } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { itemsRoutes } from '../media-collection/items.routes.ts';
import { errors, providerMediaRoutes } from '../media-collection/media-collection.routes.ts';
import type { ProviderImages } from './provider-images.service.ts';
import { receiveUpload } from './upload/receive-upload.ts';

const tags = ['images'];
const uploadErrors = {
  400: imageUploadErrorSchema.or(errorBodySchema),
  401: errorBodySchema,
  409: imageUploadErrorSchema,
  413: imageUploadErrorSchema,
  415: imageUploadErrorSchema,
};

/**
 * The providers' images (app host, spec §7 `images/…`): list, upload (multipart, field `file`),
 * profile image, alt text and caption, visibility, order, deletion; every image through its owner.
 */
export const providerImagesRoutes: FastifyPluginAsyncZod<{
  images: ProviderImages;
  dataDir: string;
}> = async (app, { images, dataDir }) => {
  // Streamed parts only (request.file()): nothing is buffered whole, the size limit is per upload.
  // preservePath: the name as sent, so that a name with a path in it is refused, not quietly cut.
  await app.register(multipart, { preservePath: true, limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  const route = providerMediaRoutes(app, tags);
  const providerOf = async (request: FastifyRequest) => providerIdOf(request);
  const tmpDir = path.join(dataDir, 'tmp', 'uploads');

  itemsRoutes(app, route, {
    key: 'image',
    service: images,
    paths: {
      list: '/api/images/',
      reorder: '/api/images/reorder',
      update: '/api/images/update-image/:id',
      toggle: '/api/images/toggle-image-visibility/:id',
      remove: '/api/images/delete-image/:id',
    },
    schemas: {
      idParams: imageIdParamsSchema,
      one: imageResponseSchema,
      list: imagesListResponseSchema,
      reorder: reorderImagesBodySchema,
      update: updateImageBodySchema,
    },
    summaries: {
      reorder: 'Orders the gallery: every image id of the provider, once each, in the new order',
      update: 'Sets the alt text and the caption (empty or null clears one)',
    },
  });

  const upload = (profile: boolean) => async (request: FastifyRequest) => {
    const providerId = await providerOf(request);
    const file = await receiveUpload(request, tmpDir, IMAGE_MAX_BYTES);
    return { success: true as const, image: await images.upload(providerId, file, { profile }) };
  };
  const uploadRoute = (summary: string) => ({
    ...route({
      summary,
      description:
        'multipart/form-data with one file part named `file`: JPEG, PNG, WebP or AVIF (the type is read from the bytes), 15 MB and 40 million pixels at most. Stored as resized WebP and AVIF variants without metadata.',
      consumes: ['multipart/form-data'],
      response: { 200: imageResponseSchema, ...uploadErrors },
    }),
    config: { rateLimit: RATE_LIMITS.imageUpload },
  });
  app.post('/api/images/upload-image', uploadRoute('Adds an image to the gallery'), upload(false));
  app.post('/api/images/upload-profile-image', uploadRoute('Sets the profile image (the previous one is deleted)'), upload(true));

  app.delete('/api/images/delete-profile-image', route({ response: { 200: okResponseSchema, ...errors } }), async (request) => {
    await images.removeProfile(await providerOf(request));
    return { success: true as const };
  });
};
