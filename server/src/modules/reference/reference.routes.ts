import type { Locale } from '@alliance/shared/locale';
import {
  eventTypesResponseSchema,
  languagesResponseSchema,
  prestationsResponseSchema,
  RANGE_KINDS,
  rangesResponseSchema,
  serviceTypesResponseSchema,
} from '@alliance/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translations } from '../../db/schema/reference.ts';
import type { ReferenceRepo } from './reference.repo.ts';

const label = (names: Translations, locale: Locale) => names[locale] || names.fr;
const cacheable = { 'cache-control': 'public, max-age=3600', vary: 'Accept-Language, Cookie' };

/** Reference lists for the couples' forms, in the caller's language (project host). */
export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceRepo }> = async (app, { reference }) => {
  const schema = (response: object) => ({ tags: ['reference'], response: { 200: response } });

  app.get('/api/event-types', { schema: schema(eventTypesResponseSchema) }, async (request, reply) => {
    const { events } = await reference.lists();
    reply.headers(cacheable);
    return { success: true as const, eventTypes: events.map((e) => ({ slug: e.slug, name: label(e.names, request.locale) })) };
  });

  app.get('/api/service-types', { schema: schema(serviceTypesResponseSchema) }, async (request, reply) => {
    const { services } = await reference.lists();
    reply.headers(cacheable);
    return {
      success: true as const,
      serviceTypes: services.map((s) => ({ slug: s.slug, name: label(s.names, request.locale) })),
    };
  });

  app.get('/api/langues', { schema: schema(languagesResponseSchema) }, async (request, reply) => {
    const { langs } = await reference.lists();
    reply.headers(cacheable);
    return { success: true as const, langues: langs.map((l) => ({ iso: l.iso, label: label(l.labels, request.locale) })) };
  });

  for (const [path, kind] of Object.entries(RANGE_KINDS)) {
    app.get(`/api/project/ranges/${path}`, { schema: schema(rangesResponseSchema) }, async (request, reply) => {
      const list = await reference.rangesOf(kind);
      reply.headers(cacheable);
      return {
        success: true as const,
        ranges: list.map((r) => ({ slug: r.slug, label: label(r.labels, request.locale), min: r.min, max: r.max })),
      };
    });
  }
};

/** The providers' lists (app host): `langues` and `prestations` in the caller's language. */
export const providerReferenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceRepo }> = async (app, { reference }) => {
  const schema = (response: object) => ({ tags: ['reference'], response: { 200: response } });

  app.get('/api/langues', { schema: schema(languagesResponseSchema) }, async (request, reply) => {
    const { langs } = await reference.lists();
    reply.headers(cacheable);
    return { success: true as const, langues: langs.map((l) => ({ iso: l.iso, label: label(l.labels, request.locale) })) };
  });

  app.get('/api/prestations', { schema: schema(prestationsResponseSchema) }, async (request, reply) => {
    const { services, events } = await reference.lists();
    reply.headers(cacheable);
    return {
      success: true as const,
      prestations: services.map((s) => ({ slug: s.slug, name: label(s.names, request.locale) })),
      eventTypes: events.map((e) => ({ slug: e.slug, name: label(e.names, request.locale) })),
    };
  });
};
