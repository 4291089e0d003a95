import { errorBodySchema } from '@alliance/shared/errors';
import { okResponseSchema } from '@alliance/shared/portfolios';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { providerIdOf } from '../../plugins/auth.ts';
import { errors, type MediaRoute } from './media-collection.routes.ts';

/** The calls a provider's own ordered collection (the library's images, the videos) shares. */
export interface ItemsService<Item, Changes> {
  list(providerId: number): Promise<Item[]>;
  update(providerId: number, id: number, changes: Changes): Promise<Item>;
  toggleVisibility(providerId: number, id: number): Promise<Item>;
  reorder(providerId: number, ids: number[]): Promise<Item[]>;
  remove(providerId: number, id: number): Promise<void>;
}

const summarized = (summary: string | undefined) => (summary === undefined ? {} : { summary });

/**
 * The routes a provider's own ordered collection shares (list, order, changes, visibility,
 * deletion; the paths as each collection has them), each item answered as `{success, [key]}`.
 */
export function itemsRoutes<Item, Changes>(
  app: FastifyInstance,
  route: MediaRoute,
  items: {
    /** The item's name in an answer: `image`, `video`. */
    key: string;
    service: ItemsService<Item, Changes>;
    /** The paths, `:id` naming the item. */
    paths: { list: string; reorder: string; update: string; toggle: string; remove: string };
    schemas: { idParams: z.ZodType; one: z.ZodType; list: z.ZodType; reorder: z.ZodType; update: z.ZodType };
    summaries: { list?: string; reorder: string; update: string; toggle?: string; remove?: string };
  },
) {
  const { key, service, paths, schemas, summaries } = items;
  type Id = { Params: { id: number } };
  const answered = async (item: Promise<Item>) => ({ success: true as const, [key]: await item });
  // The body schema has validated and shaped it (Fastify's generic request type cannot say so).
  const changesOf = (request: FastifyRequest) => request.body as Changes;

  app.get(
    paths.list,
    route({ ...summarized(summaries.list), response: { 200: schemas.list, 401: errorBodySchema } }),
    async (request) => ({ success: true as const, items: await service.list(providerIdOf(request)) }),
  );

  app.post<{ Body: { ids: number[] } }>(
    paths.reorder,
    route({ summary: summaries.reorder, body: schemas.reorder, response: { 200: schemas.list, ...errors } }),
    async (request) => ({ success: true as const, items: await service.reorder(providerIdOf(request), request.body.ids) }),
  );

  app.patch<Id>(
    paths.update,
    route({
      summary: summaries.update,
      params: schemas.idParams,
      body: schemas.update,
      response: { 200: schemas.one, ...errors },
    }),
    async (request) => answered(service.update(providerIdOf(request), request.params.id, changesOf(request))),
  );

  app.patch<Id>(
    paths.toggle,
    route({ ...summarized(summaries.toggle), params: schemas.idParams, response: { 200: schemas.one, ...errors } }),
    async (request) => answered(service.toggleVisibility(providerIdOf(request), request.params.id)),
  );

  app.delete<Id>(
    paths.remove,
    route({ ...summarized(summaries.remove), params: schemas.idParams, response: { 200: okResponseSchema, ...errors } }),
    async (request) => {
      await service.remove(providerIdOf(request), request.params.id);
      return { success: true as const };
    },
  );
}
