import {
  type DirectoryFilters,
  directoryCitiesQuerySchema,
  directoryCitiesResponseSchema,
  directoryRegionsResponseSchema,
  directorySearchBodySchema,
  directorySearchParamsSchema,
  directorySearchResponseSchema,
  directoryServicesResponseSchema,
} from '@alliance/shared/directory-search';
import { errorBodySchema } from '@alliance/shared/errors';
import { PLANNERS_PAGE_SIZE } from '@alliance/shared/providers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { translator } from '../../i18n/index.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit-rules.ts';
import { sortByName } from '../../www/place-phrases.ts';
import type { DirectoryRepo } from '../directory/directory.repo.ts';
import type { FilterResolver } from '../directory/listing-filters.ts';
import type { ProviderCards } from '../providers/provider-cards.ts';
import type { ReferenceRepo } from '../reference/reference.repo.ts';
import type { DirectoryPagesRepo } from './directory-pages.repo.ts';

const FALLBACK_COUNTRY = 'FR';
// Reference lists change with a seed; counts and listings move slowly. Language-dependent answers vary on it.
const referenceCache = { 'cache-control': 'public, max-age=3600', vary: 'Accept-Language, Cookie' };
const listCache = { 'cache-control': 'public, max-age=60', vary: 'Accept-Language, Cookie' };

/**
 * The directory's JSON APIs (www host, spec §7), open to the widget on any site: the service types,
 * régions with their départements, cities with providers, and the filtered, paged search.
 */
export const directoryApiRoutes: FastifyPluginAsyncZod<{
  pages: DirectoryPagesRepo;
  listing: DirectoryRepo;
  resolveFilters: FilterResolver;
  cards: ProviderCards;
  reference: ReferenceRepo;
  productWord: string;
}> = async (app, { pages, listing, resolveFilters, cards, reference, productWord }) => {
  const countryOf = (request: FastifyRequest) => request.site?.country ?? FALLBACK_COUNTRY;

  app.get(
    '/api/directory/services',
    { schema: { tags: ['directory'], response: { 200: directoryServicesResponseSchema } } },
    async (request, reply) => {
      const { services } = await reference.lists();
      reply.headers(referenceCache);
      return {
        success: true as const,
        services: services.map((s) => ({ slug: s.slug, name: s.names[request.locale] || s.names.fr })),
      };
    },
  );

  app.get(
    '/api/directory/regions',
    { schema: { tags: ['directory'], response: { 200: directoryRegionsResponseSchema } } },
    async (request, reply) => {
      const regions = new Map<string, z.infer<typeof directoryRegionsResponseSchema>['regions'][number]>();
      for (const d of await pages.departements(countryOf(request))) {
        // Départements without a région (none in France) are grouped under an empty code.
        const code = d.regionCode ?? '';
        let region = regions.get(code);
        if (!region) {
          region = { code, name: d.regionName ?? '', departements: [] };
          regions.set(code, region);
        }
        region.departements.push({ code: d.code, slug: d.slug, name: d.name, providers: d.providers });
      }
      reply.headers(listCache);
      // Shown as they come: by name in the language's collation (the database's may be byte order).
      const sorted = sortByName(request.locale, [...regions.values()], (r) => r.name).map((r) => ({
        ...r,
        departements: sortByName(request.locale, r.departements, (d) => d.name),
      }));
      return { success: true as const, regions: sorted };
    },
  );

  app.get(
    '/api/directory/cities',
    {
      config: { rateLimit: RATE_LIMITS.autocomplete },
      schema: {
        tags: ['directory'],
        querystring: directoryCitiesQuerySchema,
        response: { 200: directoryCitiesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const departement = await pages.departementBySlug(countryOf(request), request.query.departement);
      if (!departement) {
        return reply.code(404).send({ success: false, error: translator(request.locale)('directory.api.departementNotFound') });
      }
      const cities = await pages.citiesWithProviders(departement.id);
      reply.headers(listCache);
      const sorted = sortByName(request.locale, cities, (c) => c.name);
      return { success: true as const, cities: sorted.map(({ slug, name, providers }) => ({ slug, name, providers })) };
    },
  );

  /**
   * One page of cards, in the listing pages' order and with their filters (the same providers as
   * the page at that address): an unknown département, city, service or language gives an empty page.
   */
  async function search(request: FastifyRequest, filters: Partial<DirectoryFilters>, page: number) {
    const empty = { success: true as const, prestataires: [], next_page: null };
    const country = countryOf(request);
    const place = await listing.place(country, filters.departement, filters.departement ? filters.city : undefined);
    const resolved = await resolveFilters(request.locale, filters);
    if (!place || resolved.unknown) return empty;
    const found = await listing.pageIds(country, place, { filters: resolved.query, page, size: PLANNERS_PAGE_SIZE });
    return {
      success: true as const,
      prestataires: await cards.load(found.ids, request.locale),
      next_page: found.hasMore ? page + 1 : null,
    };
  }

  app.post(
    '/api/directory/',
    {
      config: { rateLimit: RATE_LIMITS.publicSearch },
      schema: {
        tags: ['directory'],
        body: directorySearchBodySchema,
        response: { 200: directorySearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.body;
      return search(request, filters, page);
    },
  );

  app.post(
    `/search/${productWord}/:page`,
    {
      config: { rateLimit: RATE_LIMITS.publicSearch },
      schema: {
        tags: ['directory'],
        params: directorySearchParamsSchema,
        // The filters are optional: a request without a body searches the whole country.
        body: directorySearchBodySchema.omit({ page: true }).nullish(),
        response: { 200: directorySearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => search(request, request.body ?? {}, request.params.page),
  );
};
