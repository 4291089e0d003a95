import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventTypes, languages, ranges, serviceTypes } from '../../db/schema/reference.ts';
import { EVENT_TYPES, LANGUAGES, RANGES, SERVICE_TYPES } from './reference-data.ts';

/**
 * Event types, service types, ranges and languages, upserted by their natural key. A row is
 * only rewritten when its labels or position differ, so a rerun touches nothing while a fixed
 * translation still reaches existing databases; ids never change.
 */
export async function seedReferenceData(handle: DatabaseHandle, log: (message: string) => void): Promise<void> {
  const { db } = handle;
  await db.transaction(async (tx) => {
    const named = [
      { table: eventTypes, items: EVENT_TYPES },
      { table: serviceTypes, items: SERVICE_TYPES },
    ];
    for (const { table, items } of named) {
      await tx
        .insert(table)
        .values(items.map((item, position) => ({ slug: item.slug, names: item.names, position })))
        .onConflictDoUpdate({
          target: table.slug,
          set: { names: sql`excluded.names`, position: sql`excluded.position` },
          setWhere: sql`(${table.names}, ${table.position}) is distinct from (excluded.names, excluded.position)`,
        });
    }

    await tx
      .insert(ranges)
      .values(RANGES.map((range) => ({ ...range, position: positionInKind(range.kind, range.slug) })))
      .onConflictDoUpdate({
        target: [ranges.kind, ranges.slug],
        set: { min: sql`excluded.min`, max: sql`excluded.max`, labels: sql`excluded.labels`, position: sql`excluded.position` },
        setWhere: sql`(${ranges.min}, ${ranges.max}, ${ranges.labels}, ${ranges.position})
          is distinct from (excluded.min, excluded.max, excluded.labels, excluded.position)`,
      });

    await tx
      .insert(languages)
      .values(LANGUAGES.map((language, position) => ({ ...language, position })))
      .onConflictDoUpdate({
        target: languages.iso,
        set: { labels: sql`excluded.labels`, position: sql`excluded.position` },
        setWhere: sql`(${languages.labels}, ${languages.position}) is distinct from (excluded.labels, excluded.position)`,
      });
  });
  log(
    `reference data: ${EVENT_TYPES.length} event types, ${SERVICE_TYPES.length} service types, ` +
      `${RANGES.length} ranges, ${LANGUAGES.length} languages`,
  );
}

function positionInKind(kind: string, slug: string): number {
  return RANGES.filter((range) => range.kind === kind).findIndex((range) => range.slug === slug);
}
