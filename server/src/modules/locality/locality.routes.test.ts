import path from 'node:path';
import type { LocalitySearchResponse } from '@alliance/shared/locality';
import cookie from '@fastify/cookie';
import { Placeholder, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type DatabaseHandle, selectRows } from '../../db/client.ts';
import { sitePlugin } from '../../plugins/hosts.ts';
import { seedGeography } from '../../seed/geography/index.ts';
import { localityQueries } from './locality.repo.ts';
import { localityRoutes } from './locality.routes.ts';
import { createLocalityService, parseLocalityQuery } from './locality.service.ts';

const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../../test/fixtures/geo');
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGeography(database, { geoDataDir: FIXTURE_DIR, log: () => {} });
  await database.db.execute(sql`analyze cities, postal_codes`);
  // The route as routes.ts mounts it, with the site plugin that gives the domain's country.
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  await app.register(sitePlugin, {
    domains: [
      { domain: 'localhost', country: 'FR', locale: 'fr-FR' },
      { domain: 'alliance.be', country: 'BE', locale: 'nl-BE' },
    ],
    publicOrigin: { scheme: 'http', port: 3000 },
  });
  await app.register(localityRoutes, { locality: createLocalityService(database.db) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function search(query: Record<string, string | number>, host = 'www.localhost') {
  const response = await app.inject({ method: 'GET', url: '/search/locality', query: stringify(query), headers: { host } });
  return { response, body: response.json() as LocalitySearchResponse };
}
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const labels = (body: LocalitySearchResponse) => body.results.map((result) => result.label);

describe(`GET /search/locality (${onServer ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('finds a city by the start of its name, biggest first, with its postal code and coordinates', async () => {
    const { response, body } = await search({ query: 'bord' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(body.results[0]).toMatchObject({
      label: 'Bordeaux (33000)',
      city: 'Bordeaux',
      zipCode: '33000',
      countryCode: 'FR',
      // The directory's search form leads to the place's département with it.
      departement: 'gironde',
    });
    expect(body.results[0]?.latitude).toBeCloseTo(44.84, 1);
    expect(body.results[0]?.longitude).toBeCloseTo(-0.58, 1);
    expect(body.results).toHaveLength(10);
  });

  it('ignores case, accents and punctuation', async () => {
    for (const query of ['SAINT-ETI', 'saint eti', 'Saint-Étienne', "saint'eti", '  saint -  eti ']) {
      const { body } = await search({ query });
      expect(body.results[0], query).toMatchObject({ city: 'Saint-Étienne', zipCode: '42000' });
    }
    // A name with brackets is found with words only.
    expect(labels((await search({ query: 'chateau chinon ville' })).body)).toContain('Château-Chinon (Ville) (58120)');
  });

  it('finds places by the start of their postal code', async () => {
    expect((await search({ query: '3300' })).body.results[0]).toMatchObject({
      label: 'Bordeaux (33000)',
      departement: 'gironde',
    });
    expect((await search({ query: '33 000' })).body.results[0]).toMatchObject({ label: 'Bordeaux (33000)' });
    expect(labels((await search({ query: 'EC1A 1BB', country: 'GB' })).body)).toEqual(['London (EC1A)']);
  });

  it('answers an empty result, not an error, under 3 characters', async () => {
    for (const query of ['ge', '', ' g-e ', '33']) {
      const { response, body } = await search({ query });
      expect(response.statusCode, query).toBe(200);
      expect(body, query).toEqual({ results: [], next_page: null });
    }
  });

  it("puts the requested country's places first, by default the domain's country", async () => {
    expect((await search({ query: 'gen', country: 'BE' })).body.results[0]).toMatchObject({
      label: 'Gent (9000)',
      countryCode: 'BE',
    });
    expect((await search({ query: 'gen', country: 'be' })).body.results[0]).toMatchObject({ label: 'Gent (9000)' });
    expect((await search({ query: 'gen' }, 'www.alliance.be')).body.results[0]).toMatchObject({ label: 'Gent (9000)' });
    expect((await search({ query: 'gen' }, 'www.localhost')).body.results[0]?.countryCode).toBe('FR');
  });

  it('finds Porto by its CP4, also when the full CP7 is typed', async () => {
    for (const query of ['4000', '4000-322']) {
      const { body } = await search({ query, country: 'PT' });
      expect(body.results[0], query).toMatchObject({ label: 'Porto (4000)', city: 'Porto', countryCode: 'PT' });
    }
  });

  it('pages with next_page until null, each place once', async () => {
    const seen: string[] = [];
    let page: number | null = 1;
    let pages = 0;
    while (page !== null) {
      const { body } = await search({ query: 'paris', page });
      seen.push(...body.results.map((r) => `${r.city}|${r.zipCode}|${r.countryCode}`));
      page = body.next_page;
      pages++;
      expect(pages).toBeLessThan(10);
    }
    // Paris's 21 postal codes and a few more: three pages, the last one short.
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.slice(0, 3)).toEqual(['Paris|75001|FR', 'Paris|75002|FR', 'Paris|75003|FR']);
  });

  it('caps the depth of paging', async () => {
    expect((await search({ query: 'sai', page: 20 })).body.next_page).toBeNull();
    expect((await search({ query: 'sai', page: 21 })).response.statusCode).toBe(400);
    expect((await search({ query: 'x'.repeat(101) })).response.statusCode).toBe(400);
  });

  it('leaves out places without coordinates', async () => {
    const [row] = await selectRows<{ name: string }>(
      database.db,
      sql`select name from cities group by name having bool_and(latitude is null) and length(name) > 4 order by name limit 1`,
    );
    if (!row) throw new Error('the fixture has no city without coordinates');
    const { body } = await search({ query: row.name });
    expect(body.results.map((r) => r.city)).not.toContain(row.name);
  });
});

describe(`hot query plans (${onServer ? 'PostgreSQL server' : 'PGlite'})`, () => {
  const queries = () => localityQueries(database.db);
  const cases = [
    { name: 'byName', query: 'bord' },
    { name: 'byName', query: 'saint eti' },
    { name: 'byName', query: 'sai' },
    { name: 'byPostalCode', query: '3300' },
    { name: 'byPostalCode', query: 'EC1' },
  ] as const;

  for (const { name, query } of cases) {
    it(`${name}('${query}') scans no table sequentially, in custom and generic plans`, async () => {
      const match = parseLocalityQuery(query);
      if (!match) throw new Error('query too short');
      const values: Record<string, unknown> = { ...match, country: 'FR', offset: 0, limit: 11, cityLimit: 11 };
      const statement = queries()[name].toSQL();
      const args = statement.params.map((param) => literal(param instanceof Placeholder ? values[param.name] : param));
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        const plan = await explain(statement.sql, args, mode);
        if (process.env.PRINT_PLANS) console.log(`${name}('${query}') ${mode}\n${plan}`);
        expect(plan, `${mode}:\n${plan}`).toMatch(/Index/);
        expect(plan, `${mode}:\n${plan}`).not.toMatch(/Seq Scan on (cities|postal_codes)/);
      }
    });
  }
});

const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** EXPLAIN of the statement exactly as prepared: PREPARE, then EXPLAIN EXECUTE, on one connection. */
async function explain(statement: string, args: string[], planCacheMode: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${planCacheMode}`));
    await tx.execute(sql.raw(`prepare locality_plan as ${statement}`));
    try {
      const result = (await tx.execute(sql.raw(`explain execute locality_plan(${args.join(', ')})`))) as unknown;
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate locality_plan'));
    }
  });
}
