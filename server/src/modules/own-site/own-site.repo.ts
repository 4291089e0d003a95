import type { Locale } from '@alliance/shared/locale';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventTypes, providerEventTypes, providerLinks } from '../../db/schema/index.ts';

/** What the "Mon site" page reads: the provider's event types (named in `locale`) and its website. */
export function createOwnSiteRepo() {
  return {
    async eventTypes(executor: Executor, providerId: number, locale: Locale) {
      return executor
        .select({
          slug: eventTypes.slug,
          // The language asked for, else French (every name has its French form).
          name: sql<string>`coalesce(nullif(${eventTypes.names} ->> ${locale}::text, ''), ${eventTypes.names} ->> 'fr')`,
        })
        .from(providerEventTypes)
        .innerJoin(eventTypes, eq(eventTypes.id, providerEventTypes.eventTypeId))
        .where(eq(providerEventTypes.providerId, providerId))
        .orderBy(asc(eventTypes.position), asc(eventTypes.slug));
    },
    async website(executor: Executor, providerId: number): Promise<string | null> {
      const [row] = await executor
        .select({ url: providerLinks.url })
        .from(providerLinks)
        .where(and(eq(providerLinks.providerId, providerId), eq(providerLinks.type, 'website')));
      return row?.url ?? null;
    },
  };
}
