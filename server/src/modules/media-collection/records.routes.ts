import { errorBodySchema } from '@alliance/shared/errors';
import type { Locale } from '@alliance/shared/locale';
import { type AddImagesBody, imageIdsOf, okResponseSchema } from '@alliance/shared/portfolios';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors, type MediaRoute } from './media-collection.routes.ts';

/** The calls a provider's records with their images (portfolios, venues) share. */
export interface RecordsService<Owner, Body, View> {
  list(owner: Owner, locale: Locale): Promise<View[]>;
  create(owner: Owner, body: Body, locale: Locale): Promise<View>;
  get(owner: Owner, id: number, locale: Locale): Promise<View>;
  update(owner: Owner, id: number, body: Body, locale: Locale): Promise<View>;
  remove(owner: Owner, id: number): Promise<void>;
  addImages(owner: Owner, id: number, imageIds: number[], locale: Locale): Promise<View>;
  removeImage(owner: Owner, id: number, imageId: number, locale: Locale): Promise<View>;
}

/**
 * The routes a provider's records with their images share (`{path}`, `{path}/:id`,
 * `{path}/:id/images[/:imageId]`), each answering the record as `{success, [key]}`. Gives what
 * the collection's further routes answering the record need.
 */
export function recordsRoutes<Owner, Body, View>(
  app: FastifyInstance,
  route: MediaRoute,
  records: {
    path: string;
    /** The record's name in an answer and in the summaries: `portfolio`, `venue`. */
    key: string;
    service: RecordsService<Owner, Body, View>;
    ownerOf(request: FastifyRequest): Promise<Owner>;
    schemas: {
      body: z.ZodType;
      addImages: z.ZodType;
      idParams: z.ZodType;
      imageParams: z.ZodType;
      one: z.ZodType;
      list: z.ZodType;
    };
    summaries: { list: string; create: string; update: string; addImages: string };
  },
) {
  const { path, key, service, ownerOf, schemas, summaries } = records;
  const answer = { 200: schemas.one, ...errors };
  const limited = { ...answer, 409: errorBodySchema };
  type Id = { Params: { id: number } };
  const answered = async (view: Promise<View>) => ({ success: true as const, [key]: await view });
  // The body schema has validated and shaped it (Fastify's generic request type cannot say so).
  const bodyOf = (request: FastifyRequest) => request.body as Body;

  app.get(path, route({ summary: summaries.list, response: { 200: schemas.list, 401: errorBodySchema } }), async (request) => ({
    success: true as const,
    items: await service.list(await ownerOf(request), request.locale),
  }));

  app.post(path, route({ summary: summaries.create, body: schemas.body, response: limited }), async (request) =>
    answered(service.create(await ownerOf(request), bodyOf(request), request.locale)),
  );

  app.get<Id>(`${path}/:id`, route({ params: schemas.idParams, response: answer }), async (request) =>
    answered(service.get(await ownerOf(request), request.params.id, request.locale)),
  );

  app.put<Id>(
    `${path}/:id`,
    route({ summary: summaries.update, params: schemas.idParams, body: schemas.body, response: answer }),
    async (request) => answered(service.update(await ownerOf(request), request.params.id, bodyOf(request), request.locale)),
  );

  app.delete<Id>(
    `${path}/:id`,
    route({
      summary: `Deletes the ${key}; its images stay in the library`,
      params: schemas.idParams,
      response: { 200: okResponseSchema, ...errors },
    }),
    async (request) => {
      await service.remove(await ownerOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post<Id & { Body: AddImagesBody }>(
    `${path}/:id/images`,
    route({ summary: summaries.addImages, params: schemas.idParams, body: schemas.addImages, response: limited }),
    async (request) =>
      answered(service.addImages(await ownerOf(request), request.params.id, imageIdsOf(request.body), request.locale)),
  );

  app.delete<{ Params: { id: number; imageId: number } }>(
    `${path}/:id/images/:imageId`,
    route({
      summary: `Takes the image out of the ${key} (it stays in the library)`,
      params: schemas.imageParams,
      response: answer,
    }),
    async (request) =>
      answered(service.removeImage(await ownerOf(request), request.params.id, request.params.imageId, request.locale)),
  );

  return {
    /** The options of a further route answering the record (`limit`: its 409 documented too). */
    options: <Schema extends { summary?: string; params: z.ZodType; body?: z.ZodType }>(schema: Schema, limit = false) =>
      route({ ...schema, response: limit ? limited : answer }),
    /** The record's answer: `{success, [key]}`. */
    answered,
  };
}
