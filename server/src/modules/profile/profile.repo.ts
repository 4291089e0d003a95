import type { Locale } from '@alliance/shared/locale';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  departements,
  eventTypes,
  images,
  languages,
  providerEventTypes,
  providerLanguages,
  providers,
} from '../../db/schema/index.ts';

export interface ProfileRow {
  id: number;
  slug: string;
  name: string;
  city: string;
  cp: string;
  /** As stored; the page renders it only through sanitizePortrait. */
  portrait: string;
  isPremium: boolean;
  departement: { code: string; name: string } | null;
  image: { id: number; width: number; height: number } | null;
  /** The provider's event types, named in the page's language (French when a name is missing). */
  eventTypes: { slug: string; name: string }[];
  languages: { iso: string; label: string }[];
}

// postgres.js and PGlite hand json over parsed; a driver returning text is handled anyway.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The provider profile page's data: one prepared query by slug, lists from correlated subqueries. */
export function createProfileRepo(db: Database) {
  const named = (labels: typeof eventTypes.names | typeof languages.labels) =>
    sql`coalesce(nullif(${labels} ->> ${sql.placeholder('locale')}::text, ''), ${labels} ->> 'fr')`;

  // A join, not a single-table select: drizzle then qualifies every column, the subqueries' too.
  // `is_profile` and `is_visible` are SQL, not bound: they select the one-profile-image partial index.
  const bySlug = db
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.name,
      city: providers.city,
      cp: providers.cp,
      portrait: providers.portrait,
      isPremium: providers.isPremium,
      departementCode: departements.code,
      departementName: departements.name,
      imageId: images.id,
      imageWidth: images.width,
      imageHeight: images.height,
      eventTypes: sql<unknown>`(select coalesce(json_agg(json_build_object('slug', ${eventTypes.slug}, 'name', ${named(eventTypes.names)})
          order by ${eventTypes.position}, ${eventTypes.slug}), '[]'::json)
        from ${providerEventTypes} join ${eventTypes} on ${eventTypes.id} = ${providerEventTypes.eventTypeId}
        where ${providerEventTypes.providerId} = ${providers.id})`,
      languages: sql<unknown>`(select coalesce(json_agg(json_build_object('iso', ${languages.iso}, 'label', ${named(languages.labels)})
          order by ${languages.position}, ${languages.iso}), '[]'::json)
        from ${providerLanguages} join ${languages} on ${languages.iso} = ${providerLanguages.languageIso}
        where ${providerLanguages.providerId} = ${providers.id})`,
    })
    .from(providers)
    .leftJoin(departements, eq(departements.id, providers.departementId))
    .leftJoin(images, and(eq(images.providerId, providers.id), sql`${images.isProfile}`, sql`${images.isVisible}`))
    .where(eq(providers.slug, sql.placeholder('slug')))
    .prepare('profile_by_slug');

  const first = db.select({ slug: providers.slug }).from(providers).orderBy(asc(providers.id)).limit(1).prepare('profile_first');

  return {
    /** The profile of the provider with this slug, texts in `locale`; undefined when there is none. */
    async bySlug(slug: string, locale: Locale): Promise<ProfileRow | undefined> {
      const [row] = await bySlug.execute({ slug, locale });
      if (!row) return undefined;
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        city: row.city,
        cp: row.cp,
        portrait: row.portrait,
        isPremium: row.isPremium,
        departement: row.departementCode && row.departementName ? { code: row.departementCode, name: row.departementName } : null,
        image:
          row.imageId && row.imageWidth && row.imageHeight
            ? { id: row.imageId, width: row.imageWidth, height: row.imageHeight }
            : null,
        eventTypes: parsed<ProfileRow['eventTypes']>(row.eventTypes) ?? [],
        languages: parsed<ProfileRow['languages']>(row.languages) ?? [],
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
