import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { jsonForScript } from '../../www/views/json-ld.tsx';
import { listingPageQuery } from './directory.repo.ts';
import { parsePage } from './directory.service.ts';
import { portraitExcerpt } from './excerpt.ts';
import { pageWindow } from './ListingParts.tsx';

describe('listing helpers', () => {
  it('reads the page of an address: digits only, one address per page', () => {
    expect(parsePage(undefined)).toEqual({ page: 1, redirect: false });
    expect(parsePage('2')).toEqual({ page: 2, redirect: false });
    expect(parsePage('1')).toEqual({ page: 1, redirect: true });
    expect(parsePage('007')).toEqual({ page: 7, redirect: true });
    for (const bad of ['0', '00', 'abc', '-1', '1.5', '2e3', ' 2', '', '12345678']) expect(parsePage(bad), bad).toBeUndefined();
  });

  it('makes a plain-text excerpt of a portrait, sanitized, cut at a word', () => {
    expect(portraitExcerpt('<p>Chez <b>Iris</b>, nous</p><ul><li>un</li><li>deux</li></ul>')).toBe('Chez Iris, nous un deux');
    expect(portraitExcerpt('<p>a &amp; b &lt;i&gt;</p><script>alert(1)</script>')).toBe('a & b <i>');
    expect(portraitExcerpt('')).toBe('');
    const long = portraitExcerpt(`<p>${'mot '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/mot…$/);
  });

  it('numbers the pages around the current one, with the first and the last', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('writes JSON-LD that cannot close its script element and parses back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('listing page query plan', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedSmallDirectory(database, { providers: 30 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads a deep page of the country, a département or a city from its ranking index (premium part aside), by deferred join', async () => {
    const [gironde] = await selectRows<{ id: number }>(database.db, sql`select id from departements where code = '33'`);
    const query = { page: 50, size: 20, locale: 'fr' as const, activeSince: new Date() };
    const departement = { id: gironde?.id ?? 0, code: '33', name: 'Gironde', slug: 'gironde' };
    // Tiny test tables make a scan the cheapest plan: forbid it to prove the index path exists.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [place, index] of [
        [{}, 'providers_country_rank_idx'],
        [{ departement }, 'providers_departement_rank_idx'],
        [{ departement, city: { id: 1, name: 'Bordeaux', slug: 'bordeaux' } }, 'providers_city_rank_idx'],
      ] as const) {
        const plan = (await selectRows<Record<string, string>>(tx, sql`explain ${listingPageQuery('FR', place, query)}`))
          .map((row) => Object.values(row)[0])
          .join('\n');
        expect(plan, index).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
        // The sponsored part is an index range too (the place's premium index on real tables; on
        // these few rows any index of the place ties with it).
        expect(plan, index).toMatch(/CTE premium\s+-> {2}Index (Only )?Scan using providers_\w+_idx/);
        expect(plan, index).not.toMatch(/Seq Scan on providers/);
      }
    });
  });
});
