import type { ProviderLinkType } from '@alliance/shared/provider-links';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  eventTypes,
  languages,
  postalCodes,
  providerEventTypes,
  providerLanguages,
  providerLinks,
  providerServiceTypes,
  providers,
  serviceTypes,
} from '../../db/schema/index.ts';

export type ProviderRow = typeof providers.$inferSelect;

/** The company profile of one provider: its row and the lists it owns (services, languages, links). */
export function createCompanyRepo() {
  return {
    async provider(executor: Executor, id: number): Promise<ProviderRow | undefined> {
      const [row] = await executor.select().from(providers).where(eq(providers.id, id));
      return row;
    },
    async update(executor: Executor, id: number, values: Partial<typeof providers.$inferInsert>) {
      await executor.update(providers).set(values).where(eq(providers.id, id));
    },
    async lists(executor: Executor, id: number) {
      const [services, events, langs, links] = await Promise.all([
        executor
          .select({ slug: serviceTypes.slug })
          .from(providerServiceTypes)
          .innerJoin(serviceTypes, eq(serviceTypes.id, providerServiceTypes.serviceTypeId))
          .where(eq(providerServiceTypes.providerId, id))
          .orderBy(serviceTypes.slug),
        executor
          .select({ slug: eventTypes.slug })
          .from(providerEventTypes)
          .innerJoin(eventTypes, eq(eventTypes.id, providerEventTypes.eventTypeId))
          .where(eq(providerEventTypes.providerId, id))
          .orderBy(eventTypes.slug),
        executor
          .select({ iso: providerLanguages.languageIso })
          .from(providerLanguages)
          .where(eq(providerLanguages.providerId, id))
          .orderBy(providerLanguages.languageIso),
        executor
          .select({ type: providerLinks.type, url: providerLinks.url })
          .from(providerLinks)
          .where(eq(providerLinks.providerId, id)),
      ]);
      return {
        services: services.map((r) => r.slug),
        eventTypes: events.map((r) => r.slug),
        languages: langs.map((r) => r.iso),
        links: links,
      };
    },
    /** The ids of these slugs; a slug that is not in the list is missing from the answer. */
    async serviceIds(executor: Executor, slugs: string[]) {
      if (slugs.length === 0) return [];
      return executor
        .select({ id: serviceTypes.id, slug: serviceTypes.slug })
        .from(serviceTypes)
        .where(inArray(serviceTypes.slug, slugs));
    },
    async eventTypeIds(executor: Executor, slugs: string[]) {
      if (slugs.length === 0) return [];
      return executor
        .select({ id: eventTypes.id, slug: eventTypes.slug })
        .from(eventTypes)
        .where(inArray(eventTypes.slug, slugs));
    },
    async knownLanguages(executor: Executor, isos: string[]) {
      if (isos.length === 0) return [];
      return (await executor.select({ iso: languages.iso }).from(languages).where(inArray(languages.iso, isos))).map(
        (r) => r.iso,
      );
    },
    async replaceServices(executor: Executor, id: number, serviceIds: number[], eventTypeIds: number[]) {
      await executor.delete(providerServiceTypes).where(eq(providerServiceTypes.providerId, id));
      await executor.delete(providerEventTypes).where(eq(providerEventTypes.providerId, id));
      if (serviceIds.length)
        await executor
          .insert(providerServiceTypes)
          .values(serviceIds.map((serviceTypeId) => ({ providerId: id, serviceTypeId })));
      if (eventTypeIds.length)
        await executor.insert(providerEventTypes).values(eventTypeIds.map((eventTypeId) => ({ providerId: id, eventTypeId })));
    },
    async replaceLanguages(executor: Executor, id: number, isos: string[]) {
      await executor.delete(providerLanguages).where(eq(providerLanguages.providerId, id));
      if (isos.length)
        await executor.insert(providerLanguages).values(isos.map((languageIso) => ({ providerId: id, languageIso })));
    },
    async replaceLinks(executor: Executor, id: number, links: { type: ProviderLinkType; url: string }[]) {
      await executor.delete(providerLinks).where(eq(providerLinks.providerId, id));
      if (links.length) await executor.insert(providerLinks).values(links.map((link) => ({ providerId: id, ...link })));
    },
    /** One link of the provider replaced (or removed with null), the others kept. */
    async replaceLink(executor: Executor, id: number, type: ProviderLinkType, url: string | null) {
      await executor.delete(providerLinks).where(and(eq(providerLinks.providerId, id), eq(providerLinks.type, type)));
      if (url) await executor.insert(providerLinks).values({ providerId: id, type, url });
    },
    /**
     * The place of a postal code and city name as the locality search gave them: the city of
     * that country with that postal code whose name matches (accents and case aside), else the
     * first city of the postal code.
     */
    async place(executor: Executor, countryCode: string, zipCode: string, searchName: string) {
      const [row] = await executor
        .select({ id: cities.id, departementId: cities.departementId, name: cities.name })
        .from(cities)
        .innerJoin(postalCodes, eq(postalCodes.cityId, cities.id))
        .where(and(eq(cities.countryCode, countryCode), eq(postalCodes.code, zipCode)))
        .orderBy(sql`${cities.searchName} = ${searchName} desc`, sql`${cities.population} desc nulls last`, cities.id)
        .limit(1);
      return row;
    },
  };
}
