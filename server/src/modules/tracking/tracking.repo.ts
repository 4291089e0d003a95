import type { ProviderLinkType } from '@alliance/shared/provider-links';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { providerLinkClicks, providerLinkClickVisitors, providerLinks, providers } from '../../db/schema/index.ts';

/** The track route's data: a provider's stored link by slug and type, and the clicks counted per day. */
export function createTrackingRepo(db: Database) {
  const linkBySlug = db
    .select({ providerId: providerLinks.providerId, url: providerLinks.url })
    .from(providerLinks)
    .innerJoin(providers, eq(providers.id, providerLinks.providerId))
    .where(and(eq(providers.slug, sql.placeholder('slug')), eq(providerLinks.type, sql.placeholder('type'))))
    .prepare('tracking_link_by_slug');

  return {
    /** The stored link of this type of the provider with this slug; undefined when there is none. */
    async link(slug: string, type: ProviderLinkType): Promise<{ providerId: number; url: string } | undefined> {
      const [row] = await linkBySlug.execute({ slug, type });
      return row;
    },
    /**
     * Counts a click on the provider's link of this type on `day` (`YYYY-MM-DD`, UTC), once per
     * visitor (a keyed hash) per day: true when counted. One statement: the visitor's first click
     * of the day is noted and counted together; concurrent clicks serialize on the rows.
     */
    async countClick(providerId: number, type: ProviderLinkType, day: string, visitor: string): Promise<boolean> {
      const rows = await selectRows<{ clicks: number }>(
        db,
        sql`with seen as (
              insert into ${providerLinkClickVisitors} (day, provider_id, type, visitor)
              values (${day}, ${providerId}, ${type}, ${visitor})
              on conflict do nothing
              returning provider_id, type, day
            )
            insert into ${providerLinkClicks} (provider_id, type, day, clicks)
            select provider_id, type, day, 1 from seen
            on conflict (provider_id, type, day) do update set clicks = ${providerLinkClicks}.clicks + 1
            returning clicks`,
      );
      return rows.length > 0;
    },
    /** Forgets who clicked before `day`: a range delete on the key's leading column. */
    async forgetClicksBefore(day: string): Promise<void> {
      await db.delete(providerLinkClickVisitors).where(lt(providerLinkClickVisitors.day, day));
    },
  };
}

export type TrackingRepo = ReturnType<typeof createTrackingRepo>;
