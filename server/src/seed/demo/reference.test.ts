import { LOCALES } from '@alliance/shared/locale';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { seedReferenceData } from './index.ts';

type Labelled = { key: string; labels: Record<string, string> };

describe(`reference data (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  const lists = async () => ({
    eventTypes: await selectRows<Labelled>(
      handle.db,
      sql`select slug as key, names as labels from event_types order by position`,
    ),
    serviceTypes: await selectRows<Labelled>(
      handle.db,
      sql`select slug as key, names as labels from service_types order by position`,
    ),
    ranges: await selectRows<Labelled & { kind: string; min: number; max: number | null }>(
      handle.db,
      sql`select kind::text, slug as key, labels, min, max from ranges order by kind, position`,
    ),
    languages: await selectRows<Labelled>(handle.db, sql`select iso as key, labels from languages order by position`),
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedReferenceData(handle, () => {});
  });
  afterAll(() => handle.close());

  it('names every item in the six interface languages', async () => {
    const all = await lists();
    expect(all.eventTypes.length).toBeGreaterThanOrEqual(8);
    expect(all.serviceTypes.length).toBeGreaterThanOrEqual(5);
    for (const item of Object.values(all).flat()) {
      for (const locale of LOCALES) expect(item.labels[locale]?.trim(), `${item.key} in ${locale}`).toBeTruthy();
    }
    expect(all.eventTypes[0]).toMatchObject({ key: 'mariage', labels: { fr: 'Mariage', en: 'Wedding', de: 'Hochzeit' } });
    expect(all.languages.map((l) => l.key)).toEqual(expect.arrayContaining([...LOCALES, 'pt', 'ar', 'ru', 'zh', 'pl']));
    expect(all.languages.find((l) => l.key === 'de')?.labels).toMatchObject({ fr: 'Allemand', de: 'Deutsch', es: 'Alemán' });
  });

  it('offers contiguous guest and budget ranges, budgets in euro cents', async () => {
    const { ranges } = await lists();
    for (const kind of ['guest', 'budget', 'planner_budget']) {
      const list = ranges.filter((r) => r.kind === kind);
      expect(list.length, kind).toBeGreaterThanOrEqual(4);
      expect(list[0]?.min).toBe(0);
      expect(list.at(-1)?.max).toBeNull();
      for (const [i, range] of list.entries()) if (i > 0) expect(range.min).toBe(list[i - 1]?.max);
    }
    const budget = ranges.find((r) => r.kind === 'budget' && r.key === '10000-20000');
    expect(budget).toMatchObject({ min: 1_000_000, max: 2_000_000 });
    // Intl groups digits with no-break spaces, as French typography wants.
    expect(budget?.labels.fr?.replace(/\s/gu, ' ')).toBe('De 10 000 € à 20 000 €');
    expect(ranges.find((r) => r.kind === 'guest' && r.key === 'plus-de-200')?.labels.en).toBe('More than 200 guests');
  });

  it('changes nothing when run again: same rows, same ids, no row rewritten', async () => {
    const snapshot = () =>
      selectRows<{ row: string }>(
        handle.db,
        sql`select concat_ws(':', 'e', id, slug, xmin) as row from event_types
            union all select concat_ws(':', 's', id, slug, xmin) from service_types
            union all select concat_ws(':', 'r', id, slug, xmin) from ranges
            union all select concat_ws(':', 'l', iso, xmin) from languages order by 1`,
      );
    const before = await snapshot();
    await seedReferenceData(handle, () => {});
    expect(await snapshot()).toEqual(before);
  });
});
