import type { DirectoryRegionsResponse, DirectorySearchResponse } from '@alliance/shared/directory-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

const HOST = 'www.localhost:3000';

type Place = { departement: string; code: string; city: string; n: number; cityN: number };

describe('directory JSON APIs (www host)', () => {
  let testApp: TestApp;
  let place: Place;
  const get = (url: string, lang = 'en') =>
    testApp.app.inject({ method: 'GET', url, headers: { host: HOST, 'accept-language': lang, origin: 'https://example.org' } });
  const post = (url: string, body?: object) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'accept-language': 'en' },
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 60 });
    // The biggest département and its biggest city.
    [place] = (await selectRows<Place>(
      testApp.database.db,
      sql`select d.slug as departement, d.code, c.slug as city,
            (select count(*)::int from providers p where p.departement_id = d.id) as n, count(*)::int as "cityN"
          from providers p join departements d on d.id = p.departement_id join cities c on c.id = p.city_id
          group by d.id, d.slug, d.code, c.id, c.slug order by n desc, "cityN" desc limit 1`,
    )) as [Place];
  });
  afterAll(() => testApp.close());

  it('lists the service types in the caller language, open to any origin', async () => {
    const answer = await get('/api/directory/services', 'fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const body = answer.json() as { success: boolean; services: { slug: string; name: string }[] };
    expect(body.success).toBe(true);
    expect(body.services.length).toBeGreaterThan(0);
    const [names] = await selectRows<{ names: Record<string, string> }>(
      testApp.database.db,
      sql`select names from service_types where slug = ${body.services[0]?.slug}`,
    );
    expect(body.services[0]?.name).toBe(names?.names.fr);
  });

  it('lists the régions with their départements and counts, and the cities with providers of one', async () => {
    const regions = (await get('/api/directory/regions')).json() as DirectoryRegionsResponse;
    const departements = regions.regions.flatMap((region) => region.departements);
    expect(regions.regions.every((region) => region.name && region.departements.length > 0)).toBe(true);
    expect(departements.find((d) => d.slug === place.departement)?.providers).toBe(place.n);

    const cities = await get(`/api/directory/cities?departement=${place.departement}`);
    expect(cities.statusCode).toBe(200);
    const list = (cities.json() as { cities: { slug: string; providers: number }[] }).cities;
    expect(list.find((city) => city.slug === place.city)?.providers).toBe(place.cityN);
    expect(list.reduce((sum, city) => sum + city.providers, 0)).toBeLessThanOrEqual(place.n);
    expect((await get('/api/directory/cities?departement=nowhere')).statusCode).toBe(404);
    expect((await get('/api/directory/cities')).statusCode).toBe(400);
  });

  it('searches by département, city, service and language, 20 per page', async () => {
    const all = (await post('/api/directory/', {})).json() as DirectorySearchResponse;
    expect(all.prestataires).toHaveLength(20);
    expect(all.next_page).toBe(2);

    const inDepartement = (await post('/api/directory/', { departement: place.departement })).json() as DirectorySearchResponse;
    expect(inDepartement.prestataires).toHaveLength(Math.min(place.n, 20));
    expect(inDepartement.prestataires.every((card) => card.cp.startsWith(place.code.slice(0, 2)))).toBe(true);

    const inCity = (
      await post('/api/directory/', { departement: place.departement, city: place.city })
    ).json() as DirectorySearchResponse;
    expect(inCity.prestataires).toHaveLength(Math.min(place.cityN, 20));

    // Pages follow each other without overlap, by the path too.
    const second = (await post('/search/planners/2')).json() as DirectorySearchResponse;
    const firstIds = new Set(all.prestataires.map((card) => card.id));
    expect(second.prestataires.length).toBeGreaterThan(0);
    expect(second.prestataires.some((card) => firstIds.has(card.id))).toBe(false);
    const secondByBody = (await post('/api/directory/', { page: 2 })).json() as DirectorySearchResponse;
    expect(secondByBody.prestataires.map((card) => card.id)).toEqual(second.prestataires.map((card) => card.id));

    const [pair] = await selectRows<{ service: string; langue: string }>(
      testApp.database.db,
      sql`select s.slug as service, pl.language_iso as langue from provider_service_types ps
          join service_types s on s.id = ps.service_type_id join provider_languages pl on pl.provider_id = ps.provider_id limit 1`,
    );
    const filtered = (
      await post('/search/planners/1', { service: pair?.service, langue: pair?.langue })
    ).json() as DirectorySearchResponse;
    expect(filtered.prestataires.length).toBeGreaterThan(0);
    expect(filtered.prestataires.every((card) => card.langues.some((l) => l.iso === pair?.langue))).toBe(true);
  });

  it('answers an empty page for unknown places and 400 for invalid filters or pages', async () => {
    for (const body of [
      { departement: 'nowhere' },
      { departement: place.departement, city: 'nowhere' },
      { service: 'nothing' },
    ]) {
      const answer = await post('/api/directory/', body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, prestataires: [], next_page: null });
    }
    expect((await post('/api/directory/', { departement: '<script>' })).statusCode).toBe(400);
    expect((await post('/api/directory/', { page: 0 })).statusCode).toBe(400);
    expect((await post('/search/planners/abc')).statusCode).toBe(400);
    expect((await post('/search/planners/0')).statusCode).toBe(400);
  });
});
