import type { ProviderLinkType } from '@alliance/shared/provider-links';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { providerLinkClicks, providerLinks, providers } from '../../db/schema/index.ts';

/** The track route's data: a provider's stored link by slug and type, and the clicks counted per day. */
export function createTrackingRepo(db: Database) {
  const linkBySlug = db
    .select({ providerId: providerLinks.providerId, url: providerLinks.url })
    .from(providerLinks)
    .innerJoin(providers, eq(providers.id, providerLinks.providerId))
    .where(and(eq(providers.slug, sql.placeholder('slug')), eq(providerLinks.type, sql.placeholder('type'))))
    .prepare('tracking_link_by_slug');

  // One statement: concurrent clicks of the same day serialize on the row, none is lost.
  const countClick = db
    .insert(providerLinkClicks)
    .values({
      providerId: sql.placeholder('providerId'),
      type: sql.placeholder('type'),
      day: sql.placeholder('day'),
      clicks: 1,
    })
    .onConflictDoUpdate({
      target: [providerLinkClicks.providerId, providerLinkClicks.type, providerLinkClicks.day],
      set: { clicks: sql`${providerLinkClicks.clicks} + 1` },
    })
    .prepare('tracking_count_click');

  return {
    /** The stored link of this type of the provider with this slug; undefined when there is none. */
    async link(slug: string, type: ProviderLinkType): Promise<{ providerId: number; url: string } | undefined> {
      const [row] = await linkBySlug.execute({ slug, type });
      return row;
    },
    /** One more click on the provider's link of this type on `day` (`YYYY-MM-DD`, UTC). */
    async countClick(providerId: number, type: ProviderLinkType, day: string): Promise<void> {
      await countClick.execute({ providerId, type, day });
    },
  };
}

export type TrackingRepo = ReturnType<typeof createTrackingRepo>;
