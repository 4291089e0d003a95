import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PLANNERS_PAGE_SIZE, type ProviderCard, providerCardSchema } from '@alliance/shared/providers';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { providersPageQuery } from './providers.repo.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const PROJECT = 'project.localhost';
const PROJECT_BE = 'project.alliance.be';

type Filters = { departement?: string; cp?: string; service?: string; langue?: string };

describe('get-all-planners filters: postal code, service type, language (project host)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let busiestCp: string;
  let belgianId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    await seedSmallDirectory(database, { providers: 90, now: NOW, uploads: path.join(config.dataDir, 'uploads') });
    // Premium providers whose paid period is over rank as the others.
    await database.db.execute(sql`update providers set premium_until = now() - interval '1 day' where id % 7 = 0`);
    // Ties on the account date, so the id has to break them.
    await database.db.execute(sql`update providers set created_at = '2024-01-01T00:00:00Z' where id in (3, 5, 8, 13)`);
    // A Belgian provider sharing a French postal code: the site's country still bounds the list.
    const [belgian] = await selectRows<{ id: number }>(
      database.db,
      sql`insert into providers (slug, name, email, country_code, city, cp, published_at)
          values ('bruxelles-events', 'Bruxelles Events', 'contact@bruxelles-events.example', 'BE', 'Bruxelles', '33000', now())
          returning id`,
    );
    belgianId = belgian?.id ?? 0;
    await database.db.execute(sql`insert into provider_languages (provider_id, language_iso) values (${belgianId}, 'fr')`);
    const [top] = await selectRows<{ cp: string }>(
      database.db,
      sql`select cp from providers where country_code = 'FR' group by cp order by count(*) desc, cp limit 1`,
    );
    busiestCp = top?.cp ?? '';
    app = await buildApp(
      config,
      { database, clock: () => NOW },
      { logger: false, rateLimitNamespace: `alliance-rl-test-${randomUUID()}:` },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string, options: { lang?: string; host?: string } = {}) => {
    const res = await app.inject({
      url,
      headers: { host: options.host ?? PROJECT, ...(options.lang ? { 'accept-language': options.lang } : {}) },
    });
    return { status: res.statusCode, json: res.json() };
  };
  const queryString = (filters: Filters, page?: number) =>
    new URLSearchParams({ ...filters, ...(page ? { page: String(page) } : {}) }).toString();

  /** Every page of a filtered list, checking the paging contract on the way. */
  const walk = async (filters: Filters, host = PROJECT) => {
    const cards: ProviderCard[] = [];
    let page: number | null = 1;
    let pages = 0;
    while (page !== null) {
      const res = await get(`/api/get-all-planners?${queryString(filters, page)}`, { host });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const batch: ProviderCard[] = res.json.prestataires;
      expect(batch.length).toBeLessThanOrEqual(PLANNERS_PAGE_SIZE);
      if (res.json.next_page !== null) {
        expect(batch).toHaveLength(PLANNERS_PAGE_SIZE);
        expect(res.json.next_page).toBe(page + 1);
      }
      cards.push(...batch);
      page = res.json.next_page;
      expect(++pages).toBeLessThan(20);
    }
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size, 'pages overlap').toBe(ids.length);
    return { cards, ids, pages };
  };

  /** The expected ids, in the expected order, written independently of the repo (joins, not EXISTS). */
  const expected = async (filters: Filters, country = 'FR') => {
    const where: SQL[] = [sql`p.country_code = ${country}`];
    if (filters.departement) where.push(sql`d.code = ${filters.departement}`);
    if (filters.cp) where.push(sql`p.cp = ${filters.cp}`);
    if (filters.service) where.push(sql`s.slug = ${filters.service}`);
    if (filters.langue) where.push(sql`pl.language_iso = ${filters.langue}`);
    const rows = await selectRows<{ id: number }>(
      database.db,
      sql`select distinct p.id, coalesce(p.premium_until > now(), false) as premium, p.created_at from providers p
          left join departements d on d.id = p.departement_id
          left join provider_service_types pst on pst.provider_id = p.id
          left join service_types s on s.id = pst.service_type_id
          left join provider_languages pl on pl.provider_id = p.id
          where ${sql.join(where, sql` and `)}
          order by premium desc, p.created_at, p.id`,
    );
    return rows.map((r) => r.id);
  };

  it('pages the whole list premium first, then oldest account first, then by id', async () => {
    const { ids, pages } = await walk({});
    expect(pages).toBe(Math.ceil(ids.length / PLANNERS_PAGE_SIZE));
    expect(ids).toEqual(await expected({}));
    expect(ids).not.toContain(belgianId);
    // The tie on the account date is broken by the id.
    const tied = ids.filter((id) => [3, 5, 8, 13].includes(id));
    const premium = await selectRows<{ id: number }>(database.db, sql`select id from providers where premium_until > now()`);
    const tiedNonPremium = tied.filter((id) => !premium.some((p) => p.id === id));
    expect(tiedNonPremium).toEqual([...tiedNonPremium].sort((a, b) => a - b));
  });

  it('filters by exact postal code, within the site country', async () => {
    const { cards, ids } = await walk({ cp: busiestCp });
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual(await expected({ cp: busiestCp }));
    expect(cards.every((c) => c.cp === busiestCp)).toBe(true);
    // A postal code is exact, not a prefix.
    expect((await walk({ cp: busiestCp.slice(0, 3) })).ids).toEqual([]);
    // The Belgian provider with a French postal code shows on the Belgian site only.
    expect((await walk({ cp: '33000' })).ids).not.toContain(belgianId);
    expect((await walk({ cp: '33000' }, PROJECT_BE)).ids).toEqual([belgianId]);
  });

  it('filters by service type slug, and pages the filtered list', async () => {
    const { ids, pages } = await walk({ service: 'organisation-complete' });
    const all = await expected({});
    expect(pages).toBeGreaterThan(1);
    expect(ids.length).toBeLessThan(all.length);
    expect(ids).toEqual(await expected({ service: 'organisation-complete' }));
    const rare = await walk({ service: 'destination-wedding' });
    expect(rare.ids.length).toBeGreaterThan(0);
    expect(rare.ids).toEqual(await expected({ service: 'destination-wedding' }));
  });

  it('filters by spoken language', async () => {
    const english = await walk({ langue: 'en' });
    expect(english.ids.length).toBeGreaterThan(0);
    expect(english.ids).toEqual(await expected({ langue: 'en' }));
    expect(english.cards.every((c) => c.langues.some((l) => l.iso === 'en'))).toBe(true);
    // Every demo provider speaks French: the language filter then keeps them all.
    expect((await walk({ langue: 'fr' })).ids).toEqual(await expected({}));
  });

  it('combines every filter with AND, the département one included', async () => {
    const byDepartement = (await walk({ departement: '33' })).ids;
    const byService = (await walk({ service: 'coordination-jour-j' })).ids;
    const byLanguage = (await walk({ langue: 'en' })).ids;
    const both = await walk({ departement: '33', service: 'coordination-jour-j' });
    expect(both.ids).toEqual(byDepartement.filter((id) => byService.includes(id)));
    expect(both.ids.length).toBeGreaterThan(0);
    const three = await walk({ departement: '33', service: 'coordination-jour-j', langue: 'en' });
    expect(three.ids).toEqual(both.ids.filter((id) => byLanguage.includes(id)));
    expect(three.ids).toEqual(await expected({ departement: '33', service: 'coordination-jour-j', langue: 'en' }));
    const byCp = (await walk({ cp: busiestCp })).ids;
    const byOrganisation = (await walk({ service: 'organisation-complete' })).ids;
    const four = { departement: busiestCp.slice(0, 2), cp: busiestCp, service: 'organisation-complete', langue: 'en' };
    const all = (await walk(four)).ids;
    expect(all).toEqual(byCp.filter((id) => byOrganisation.includes(id) && byLanguage.includes(id)));
    expect(all).toEqual(await expected(four));
    // A postal code outside the département: nothing matches both.
    const elsewhere = busiestCp.startsWith('75') ? '33' : '75';
    expect((await walk({ departement: elsewhere, cp: busiestCp })).ids).toEqual([]);
  });

  it('pages a filtered list without overlap, and answers past its end with an empty last page', async () => {
    const filters = { service: 'organisation-complete', langue: 'fr' };
    const { ids, pages } = await walk(filters);
    expect(pages).toBeGreaterThan(1);
    const first = await get(`/api/get-all-planners?${queryString(filters, 1)}`);
    const second = await get(`/api/get-all-planners?${queryString(filters, 2)}`);
    expect(first.json.next_page).toBe(2);
    expect([...first.json.prestataires, ...second.json.prestataires].map((c: ProviderCard) => c.id)).toEqual(
      ids.slice(0, 2 * PLANNERS_PAGE_SIZE),
    );
    expect((await get(`/api/get-all-planners?${queryString(filters, pages + 1)}`)).json).toEqual({
      success: true,
      prestataires: [],
      next_page: null,
    });
  });

  it('answers an unknown service or language with an empty list, not an error', async () => {
    for (const filters of [
      { service: 'no-such-service' },
      { langue: 'xx' },
      { cp: '00000' },
      { langue: 'en', service: 'nope' },
    ]) {
      expect((await get(`/api/get-all-planners?${queryString(filters)}`)).json, JSON.stringify(filters)).toEqual({
        success: true,
        prestataires: [],
        next_page: null,
      });
    }
    // Empty values mean no filter.
    expect((await walk({ cp: '', service: '', langue: '' })).ids).toEqual(await expected({}));
  });

  it('answers a malformed filter with a 400 naming the field, in the caller language', async () => {
    const cases = [
      ['cp=33000%3Bdrop', 'cp', 'Code postal invalide', 'Invalid postal code'],
      ['cp=1234567890123', 'cp', 'Code postal invalide', 'Invalid postal code'],
      ["service=x'%20or%201=1", 'service', 'Type de prestation invalide', 'Invalid service type'],
      ['service=Organisation_Complete', 'service', 'Type de prestation invalide', 'Invalid service type'],
      ['langue=fra', 'langue', 'Langue invalide', 'Invalid language'],
      ['langue=FR', 'langue', 'Langue invalide', 'Invalid language'],
    ] as const;
    for (const [query, field, fr, en] of cases) {
      const french = await get(`/api/get-all-planners?${query}`);
      expect(french, query).toMatchObject({ status: 400, json: { success: false, error: fr, fields: { [field]: fr } } });
      const english = await get(`/api/get-all-planners?${query}`, { lang: 'en' });
      expect(english, query).toMatchObject({ status: 400, json: { success: false, error: en, fields: { [field]: en } } });
    }
    const two = await get('/api/get-all-planners?cp=%3B&langue=fra');
    expect(two).toMatchObject({ status: 400, json: { fields: { cp: 'Code postal invalide', langue: 'Langue invalide' } } });
  });

  it('gives every card its public id, on get-all-planners and get-planner', async () => {
    const rows = await selectRows<{ id: number; public_id: string }>(database.db, sql`select id, public_id from providers`);
    const publicIds = new Map(rows.map((r) => [r.id, r.public_id]));
    const { cards } = await walk({ langue: 'en' });
    for (const card of cards) {
      expect(providerCardSchema.parse(card)).toEqual(card);
      expect(card.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(card.publicId).toBe(publicIds.get(card.id));
    }
    const one = cards[0] as ProviderCard;
    expect((await get(`/api/get-planner/${one.id}`)).json.prestataire.publicId).toBe(publicIds.get(one.id));
  });

  it('reads every combination of filters through indexes, never a scan of the providers or the link tables', async () => {
    const values = { country: 'FR', departement: '33', cp: busiestCp, service: 'organisation-complete', langue: 'en' };
    // Tiny test tables make a scan the cheapest plan: forbid it to prove an index path exists.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Likewise a bitmap read of the directory's ranking index (it also begins with the country)
      // followed by a sort ties with the ordered read on a few rows; on 100 000 rows it costs far more.
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (let mask = 0; mask < 16; mask++) {
        const present = { departement: !!(mask & 1), cp: !!(mask & 2), service: !!(mask & 4), langue: !!(mask & 8) };
        const query = providersPageQuery(database.db, present, { ...values, limit: 21, offset: 400 });
        const plan = (await selectRows<Record<string, string>>(tx, sql`explain ${query}`))
          .map((r) => Object.values(r)[0])
          .join('\n');
        expect(plan, JSON.stringify(present)).not.toMatch(/Seq Scan on (providers|provider_service_types|provider_languages)/);
        expect(plan, JSON.stringify(present)).toMatch(/Index/);
        // The list indexes are in the page order: the non-premium part is read in order from one of
        // them (only the few premium rows and the page's 21 are sorted); the premium part is an
        // index range too (a premium index on real tables; any index ties on these few rows).
        if (!present.service && !present.langue) {
          expect(plan, JSON.stringify(present)).toMatch(/Index (Only )?Scan using providers_(country|departement|cp)_list_idx/);
          expect(plan, JSON.stringify(present)).toMatch(/CTE premium\s+-> {2}Index (Only )?Scan using providers_\w+_idx/);
        }
      }
    });
  });
});
