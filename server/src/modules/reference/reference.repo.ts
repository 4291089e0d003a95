import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventTypes, languages, ranges, serviceTypes } from '../../db/schema/index.ts';

type RangeKind = (typeof ranges.$inferSelect)['kind'];

/** Reference lists change only with a seed: read once per process on first use. */
export function createReferenceRepo(db: Database) {
  let cache: Promise<Awaited<ReturnType<typeof load>>> | undefined;
  async function load() {
    const [events, services, langs, allRanges] = await Promise.all([
      db.select().from(eventTypes).orderBy(asc(eventTypes.position), asc(eventTypes.id)),
      db.select().from(serviceTypes).orderBy(asc(serviceTypes.position), asc(serviceTypes.id)),
      db.select().from(languages).orderBy(asc(languages.position), asc(languages.iso)),
      db.select().from(ranges).orderBy(asc(ranges.kind), asc(ranges.position), asc(ranges.id)),
    ]);
    return { events, services, langs, ranges: allRanges };
  }
  const lists = () => {
    cache ??= load().catch((error: unknown) => {
      cache = undefined;
      throw error;
    });
    return cache;
  };
  return {
    lists,
    async rangesOf(kind: RangeKind) {
      return (await lists()).ranges.filter((range) => range.kind === kind);
    },
    /** Uncached lookups for writes, so a freshly seeded database is always seen. */
    eventTypeBySlug: async (slug: string) => (await db.select().from(eventTypes).where(eq(eventTypes.slug, slug)))[0],
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
