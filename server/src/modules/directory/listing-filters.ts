import type { Locale } from '@alliance/shared/locale';
import type { DirectoryFilterSlugs } from '../../www/directory-urls.ts';
import type { ReferenceRepo } from '../reference/reference.repo.ts';
import type { ListingFilters } from './directory.repo.ts';

/** A filter choice as the search form offers it and a filtered page names it. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface ResolvedFilters {
  /** For the queries: ids and codes. */
  query: ListingFilters;
  /** For the addresses: the slugs that were recognised. */
  slugs: DirectoryFilterSlugs;
  /** For the page: the chosen service, event type and language, named in the page's language. */
  chosen: { service?: FilterOption; evenement?: FilterOption; langue?: FilterOption };
  /** A filter was asked for that does not exist (an old link, a typo): its address has another form. */
  unknown: boolean;
  /** Every service, event type and language, for the search form. */
  options: { services: FilterOption[]; eventTypes: FilterOption[]; languages: FilterOption[] };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

/**
 * Reads the listing's `service`, `evenement` and `langue` query parameters against the reference lists
 * (cached per process): a known slug becomes a filter, an unknown one is reported so that the
 * route can send the visitor to the address without it.
 */
export function createFilterResolver(reference: ReferenceRepo) {
  type Named = {
    services: (FilterOption & { id: number })[];
    eventTypes: (FilterOption & { id: number })[];
    languages: FilterOption[];
  };
  // The lists named in each language, built once per loaded lists (every listing request asks).
  const named = new WeakMap<object, Map<Locale, Named>>();
  async function namedIn(locale: Locale): Promise<Named> {
    const lists = await reference.lists();
    let byLocale = named.get(lists);
    if (!byLocale) {
      byLocale = new Map();
      named.set(lists, byLocale);
    }
    let found = byLocale.get(locale);
    if (!found) {
      found = {
        services: lists.services.map((s) => ({ id: s.id, value: s.slug, label: s.names[locale] || s.names.fr })),
        eventTypes: lists.events.map((e) => ({ id: e.id, value: e.slug, label: e.names[locale] || e.names.fr })),
        languages: lists.langs.map((l) => ({ value: l.iso, label: l.labels[locale] || l.labels.fr })),
      };
      byLocale.set(locale, found);
    }
    return found;
  }

  return async (locale: Locale, raw: { service?: unknown; evenement?: unknown; langue?: unknown }): Promise<ResolvedFilters> => {
    const { services, eventTypes, languages } = await namedIn(locale);
    const serviceSlug = text(raw.service);
    const eventTypeSlug = text(raw.evenement);
    const eventType = eventTypeSlug ? eventTypes.find((e) => e.value === eventTypeSlug) : undefined;
    const languageIso = text(raw.langue);
    const service = serviceSlug ? services.find((s) => s.value === serviceSlug) : undefined;
    const langue = languageIso ? languages.find((l) => l.value === languageIso) : undefined;
    return {
      query: { serviceId: service?.id, eventTypeId: eventType?.id, languageIso: langue?.value },
      slugs: { service: service?.value, evenement: eventType?.value, langue: langue?.value },
      chosen: {
        ...(service ? { service: { value: service.value, label: service.label } } : {}),
        ...(eventType ? { evenement: { value: eventType.value, label: eventType.label } } : {}),
        ...(langue ? { langue } : {}),
      },
      unknown: (serviceSlug !== '' && !service) || (eventTypeSlug !== '' && !eventType) || (languageIso !== '' && !langue),
      options: { services, eventTypes, languages },
    };
  };
}

export type FilterResolver = ReturnType<typeof createFilterResolver>;
