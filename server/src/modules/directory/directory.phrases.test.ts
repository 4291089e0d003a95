import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** Issue 6 on the listing pages: each département's preposition, plurals, the locale's collation. */
describe('French that reads right on the directory pages', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Pages rendered afresh: the tests change the data between two reads of one address.
    testApp = await createTestApp({ env: { DIRECTORY_PAGE_CACHE_SECONDS: '0' } });
    await seedSmallDirectory(testApp.database, { providers: 6 });
    // One provider in Lyon, the rest in Bordeaux: a singular and a plural.
    await testApp.database.db.execute(sql`update providers p set city_id = c.id, departement_id = c.departement_id, city = c.name
      from cities c where c.slug = case when p.id = (select min(id) from providers) then 'lyon' else 'bordeaux' end`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, lang = 'fr') =>
    testApp.app.inject({ url, headers: { host: 'www.localhost:3000', 'accept-language': lang } });

  it('stores the phrase of every French département (migration and seed agree)', async () => {
    const rows = await selectRows<{ code: string; in_phrase: string | null }>(
      testApp.database.db,
      sql`select code, in_phrase from departements where country_code = 'FR' order by code`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.code, r.in_phrase]))).toEqual({
      '13': 'dans les Bouches-du-Rhône',
      '31': 'en Haute-Garonne',
      '33': 'en Gironde',
      '44': 'en Loire-Atlantique',
      '59': 'dans le Nord',
      '69': 'dans le Rhône',
      '75': 'à Paris',
    });
  });

  it.each([
    ['/wedding-planners/rhone/', 'Wedding planners dans le Rhône (69)'],
    ['/wedding-planners/gironde/', 'Wedding planners en Gironde (33)'],
    ['/wedding-planners/paris/', 'Wedding planners à Paris (75)'],
    ['/wedding-planners/bouches-du-rhone/', 'Wedding planners dans les Bouches-du-Rhône (13)'],
    ['/wedding-planners/nord/', 'Wedding planners dans le Nord (59)'],
  ])('%s: %s', async (path, heading) => {
    expect(h1((await get(path)).body)).toBe(heading);
  });

  it('other languages keep their own form', async () => {
    expect(h1((await get('/wedding-planners/rhone/', 'en')).body)).toBe('Wedding planners in Rhône (69)');
    expect(h1((await get('/wedding-planners/gironde/', 'es')).body)).toBe('Wedding planners en Gironde (33)');
    expect(h1((await get('/wedding-planners/gironde/bordeaux/', 'it')).body)).toBe('Wedding planner a Bordeaux (Gironde)');
  });

  it('counts in the singular and the plural ("1 prestataire")', async () => {
    const lyon = (await get('/wedding-planners/rhone/lyon/')).body;
    expect(description(lyon)).toMatch(/^1 wedding planner à Lyon \(Rhône\)\u00a0: comparez son profil/);
    expect(lyon).toContain('<p class="count">1 prestataire ');
    const bordeaux = (await get('/wedding-planners/gironde/')).body;
    expect(description(bordeaux)).toMatch(/^5 wedding planners en Gironde \(33\)\u00a0: comparez leurs profils/);
    expect(bordeaux).toContain('1 à 5 sur 5 prestataires');
    const list = (await get('/listDepartement')).body;
    expect(list).toMatch(/Rhône \(69\)<\/a> <span class="count">1 prestataire<\/span>/);
    expect(list).toMatch(/Gironde \(33\)<\/a> <span class="count">5 prestataires<\/span>/);
    expect((await get('/listDepartement', 'en')).body).toMatch(/Rhône \(69\)<\/a> <span class="count">1 provider<\/span>/);
  });

  it('an empty city points to its département with the right preposition', async () => {
    const html = (await get('/wedding-planners/gironde/saint-emilion/')).body;
    expect(html).toContain('Beaucoup se déplacent\u00a0: voyez ceux en Gironde.');
    expect(html).toContain('>Les wedding planners en Gironde</a>');
  });

  it('labels paid placement "Sponsorisé" on cards and profiles, dark ink on gold (AA contrast)', async () => {
    const { db } = testApp.database;
    await db.execute(
      sql`update providers set premium_until = case when id = (select min(id) from providers) then now() + interval '1 day' end`,
    );
    const listing = (await get('/wedding-planners/rhone/')).body;
    expect(listing).toContain('<span class="tag sponsored">Sponsorisé</span>');
    expect(listing).toContain('.sponsored{background:var(--gold);color:var(--al-gold-ink)}');
    expect((await get('/wedding-planners/rhone/', 'de')).body).toContain('<span class="tag sponsored">Gesponsert</span>');
    const profile = /href="(\/wedding-planners\/profile\/[^"]+)"/.exec(listing)?.[1] ?? '';
    const page = (await get(profile)).body;
    expect(page).toContain('<span class="badge">Sponsorisé</span>');
    expect(page).toContain('<article class="premium"');
    expect(page).not.toContain('24 heures');
    // The paid period over, the profile is plain again: no gold, no label.
    await db.execute(sql`update providers set premium_until = now() - interval '1 second' where premium_until is not null`);
    const after = (await get(profile)).body;
    expect(after).not.toContain('class="badge"');
    expect(after).not.toContain('class="premium"');
  });

  it('lists régions and départements in the collation of the page language', async () => {
    const html = (await get('/listDepartement')).body;
    const regions = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    // Byte order would put Île-de-France last.
    expect(regions).toEqual([
      'Auvergne-Rhône-Alpes',
      'Hauts-de-France',
      'Île-de-France',
      'Nouvelle-Aquitaine',
      'Occitanie',
      'Pays de la Loire',
      'Provence-Alpes-Côte d’Azur',
    ]);
  });
});
