import type { Locale } from '@alliance/shared/locale';
import { isSafeOutsideUrl, PROVIDER_LINK_TYPES, type ProviderLinkType } from '@alliance/shared/provider-links';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  cities,
  departements,
  eventTypes,
  images,
  LISTED_PROVIDER,
  languages,
  PREMIUM_PROVIDER,
  providerEventTypes,
  providerLanguages,
  providerLinks,
  providerServiceTypes,
  providers,
  serviceTypes,
  videos,
} from '../../db/schema/index.ts';

export interface ProfileRow {
  id: number;
  /** The id the couples' favorites use. */
  publicId: string;
  slug: string;
  name: string;
  city: string;
  /** The city's slug in its département, for the breadcrumb; null when the provider has no city row. */
  citySlug: string | null;
  cp: string;
  countryCode: string;
  geo: { latitude: number; longitude: number } | null;
  /** As stored; the page renders it only through sanitizePortrait. */
  portrait: string;
  isPremium: boolean;
  departement: { code: string; name: string; slug: string } | null;
  image: { id: number; width: number; height: number } | null;
  /** The visible gallery images (the profile image aside), in the provider's order. */
  gallery: GalleryImage[];
  /** The provider's event types, named in the page's language (French when a name is missing). */
  eventTypes: { slug: string; name: string }[];
  /** The services the provider ticked (onboarding, company profile), named like the event types. */
  services: { slug: string; name: string }[];
  languages: { iso: string; label: string }[];
  /** Outside links the track route will follow, in the order of PROVIDER_LINK_TYPES. */
  links: { type: ProviderLinkType; url: string }[];
}

/** An image of the public gallery: its stored widths (for srcset) and the provider's words on it. */
export interface GalleryImage {
  id: number;
  width: number;
  height: number;
  widths: number[] | null;
  alt: string | null;
  caption: string | null;
}

type ProfileLink = ProfileRow['links'][number];
const linkOrder = (type: string) => (PROVIDER_LINK_TYPES as readonly string[]).indexOf(type);

/** The links the track route redirects to: one it would answer 404 for is not shown at all. */
function followableLinks(links: { type: string; url: string }[]): ProfileLink[] {
  return links
    .filter((link): link is ProfileLink => linkOrder(link.type) >= 0 && isSafeOutsideUrl(link.url))
    .sort((a, b) => linkOrder(a.type) - linkOrder(b.type));
}

// postgres.js and PGlite hand json over parsed; a driver returning text is handled anyway.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The provider profile page's data: one prepared query by slug, lists from correlated subqueries. */
export function createProfileRepo(db: Database) {
  const named = (labels: typeof eventTypes.names | typeof serviceTypes.names | typeof languages.labels) =>
    sql`coalesce(nullif(${labels} ->> ${sql.placeholder('locale')}::text, ''), ${labels} ->> 'fr')`;

  // A join, not a single-table select: drizzle then qualifies every column, the subqueries' too.
  // `is_profile` and `is_visible` are SQL, not bound: they select the one-profile-image partial index.
  const bySlug = db
    .select({
      id: providers.id,
      publicId: providers.publicId,
      slug: providers.slug,
      name: providers.name,
      listed: sql<boolean>`${LISTED_PROVIDER}`,
      closed: sql<boolean>`${providers.closedAt} is not null`,
      city: providers.city,
      citySlug: cities.slug,
      cp: providers.cp,
      countryCode: providers.countryCode,
      latitude: providers.latitude,
      longitude: providers.longitude,
      portrait: providers.portrait,
      isPremium: sql<boolean>`coalesce(${PREMIUM_PROVIDER}, false)`,
      departementCode: departements.code,
      departementName: departements.name,
      departementSlug: departements.slug,
      imageId: images.id,
      imageWidth: images.width,
      imageHeight: images.height,
      eventTypes: sql<unknown>`(select coalesce(json_agg(json_build_object('slug', ${eventTypes.slug}, 'name', ${named(eventTypes.names)})
          order by ${eventTypes.position}, ${eventTypes.slug}), '[]'::json)
        from ${providerEventTypes} join ${eventTypes} on ${eventTypes.id} = ${providerEventTypes.eventTypeId}
        where ${providerEventTypes.providerId} = ${providers.id})`,
      services: sql<unknown>`(select coalesce(json_agg(json_build_object('slug', ${serviceTypes.slug}, 'name', ${named(serviceTypes.names)})
          order by ${serviceTypes.position}, ${serviceTypes.slug}), '[]'::json)
        from ${providerServiceTypes} join ${serviceTypes} on ${serviceTypes.id} = ${providerServiceTypes.serviceTypeId}
        where ${providerServiceTypes.providerId} = ${providers.id})`,
      languages: sql<unknown>`(select coalesce(json_agg(json_build_object('iso', ${languages.iso}, 'label', ${named(languages.labels)})
          order by ${languages.position}, ${languages.iso}), '[]'::json)
        from ${providerLanguages} join ${languages} on ${languages.iso} = ${providerLanguages.languageIso}
        where ${providerLanguages.providerId} = ${providers.id})`,
      links: sql<unknown>`(select coalesce(json_agg(json_build_object('type', ${providerLinks.type}, 'url', ${providerLinks.url})), '[]'::json)
        from ${providerLinks} where ${providerLinks.providerId} = ${providers.id})`,
      // Hidden images never leave the database for a public page.
      gallery: sql<unknown>`(select coalesce(json_agg(json_build_object('id', g.id, 'width', g.width, 'height', g.height,
          'widths', g.widths, 'alt', g.alt, 'caption', g.caption) order by g.position, g.id), '[]'::json)
        from images g where g.provider_id = ${providers.id} and g.is_visible and not g.is_profile)`,
    })
    .from(providers)
    .leftJoin(departements, eq(departements.id, providers.departementId))
    .leftJoin(cities, eq(cities.id, providers.cityId))
    .leftJoin(images, and(eq(images.providerId, providers.id), sql`${images.isProfile}`, sql`${images.isVisible}`))
    .where(eq(providers.slug, sql.placeholder('slug')))
    .prepare('profile_by_slug');

  const first = db
    .select({ slug: providers.slug })
    .from(providers)
    .where(LISTED_PROVIDER)
    .orderBy(asc(providers.id))
    .limit(1)
    .prepare('profile_first');

  return {
    /**
     * The profile of the provider with this slug, texts in `locale`: undefined when there is none
     * or it is not published yet, 'gone' when its account was closed (the page answers 410).
     */
    async bySlug(slug: string, locale: Locale): Promise<ProfileRow | 'gone' | undefined> {
      const [row] = await bySlug.execute({ slug, locale });
      if (row?.closed) return 'gone';
      if (!row?.listed) return undefined;
      return {
        id: row.id,
        publicId: row.publicId,
        slug: row.slug,
        name: row.name,
        city: row.city,
        citySlug: row.citySlug,
        cp: row.cp,
        countryCode: row.countryCode,
        geo: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
        portrait: row.portrait,
        isPremium: row.isPremium,
        departement:
          row.departementCode && row.departementName && row.departementSlug
            ? { code: row.departementCode, name: row.departementName, slug: row.departementSlug }
            : null,
        image:
          row.imageId && row.imageWidth && row.imageHeight
            ? { id: row.imageId, width: row.imageWidth, height: row.imageHeight }
            : null,
        eventTypes: parsed<ProfileRow['eventTypes']>(row.eventTypes) ?? [],
        services: parsed<ProfileRow['services']>(row.services) ?? [],
        languages: parsed<ProfileRow['languages']>(row.languages) ?? [],
        links: followableLinks(parsed<{ type: string; url: string }[]>(row.links) ?? []),
        gallery: parsed<GalleryImage[]>(row.gallery) ?? [],
      };
    },
    /** The slug of the oldest provider (the demo link `npm start` prints), if any. */
    async firstSlug(): Promise<string | undefined> {
      const [row] = await first.execute();
      return row?.slug;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;

/** The provider's visible videos, in their order, as the public profile shows them. */
export const visibleVideosOf = (executor: Executor, providerId: number) =>
  executor
    .select({
      id: videos.id,
      kind: videos.kind,
      externalId: videos.externalId,
      title: videos.title,
      mimeType: videos.mimeType,
    })
    .from(videos)
    .where(and(eq(videos.providerId, providerId), eq(videos.isVisible, true)))
    .orderBy(asc(videos.position), asc(videos.id));
