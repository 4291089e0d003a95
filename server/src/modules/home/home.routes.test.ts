import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { selectRows } from '../../db/client.ts';

const WWW = 'www.localhost:3000';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('home pages (www and app hosts)', () => {
  let testApp: TestApp;
  let counts: { providers: number; departements: number };

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 30 });
    [counts] = (await selectRows<{ providers: number; departements: number }>(
      testApp.database.db,
      sql`select count(*)::int as providers, count(distinct departement_id)::int as departements
          from providers where country_code = 'FR'`,
    )) as [{ providers: number; departements: number }];
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, host = WWW, lang = 'fr') => testApp.app.inject({ url, headers: { host, 'accept-language': lang } });

  it('www: leads to the listings, the département list and the project creation, never to the API docs', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const links = hrefs(res.body);
    expect(links).toContain('/wedding-planners/');
    expect(links).toContain('/listDepartement');
    expect(links.some((href) => /^\/wedding-planners\/[a-z-]+\/$/.test(href))).toBe(true);
    // Built from configuration (PUBLIC_PORT 3000), as the canonical addresses are.
    expect(res.body).toContain('<a class="cta" href="http://project.localhost:3000/projects/new">Décrire mon projet</a>');
    expect(links).toContain('http://app.localhost:3000/');
    expect(res.body).not.toContain('/api/docs');
    expect(res.body).toContain('<link rel="canonical" href="http://www.localhost:3000/"/>');
  });

  it('www: the search form of the directory, with every département in French collation order', async () => {
    const html = (await get('/')).body;
    expect(html).toMatch(/<form class="search"[^>]* action="\/wedding-planners\/search" method="get">/);
    const options = [...html.matchAll(/<option value="([a-z-]+)">/g)].map((m) => m[1]);
    expect(options).toEqual(['bouches-du-rhone', 'gironde', 'haute-garonne', 'loire-atlantique', 'nord', 'paris', 'rhone']);
    // The deferred script that adds the city suggestions to that form.
    expect(html).toContain('<script src="/directory.js" defer="">');
  });

  it('www: live counts equal to the database, in plural forms', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(`${counts.providers} prestataires référencés dans ${counts.departements} départements`);
    const en = (await get('/', WWW, 'en')).body;
    expect(en).toContain(`${counts.providers} providers listed in ${counts.departements} départements`);
    // One provider left: the singular, in every language.
    const { db } = testApp.database;
    await db.execute(sql`update providers set country_code = 'BE' where id <> (select min(id) from providers)`);
    try {
      expect((await get('/')).body).toContain('1 prestataire référencé dans 1 département');
      expect((await get('/', WWW, 'es')).body).toContain('1 profesional en el directorio en 1 departamento');
    } finally {
      await db.execute(sql`update providers set country_code = 'FR'`);
    }
  });

  it('www: the biggest départements first, each with its count', async () => {
    const [top] = await selectRows<{ slug: string; n: number }>(
      testApp.database.db,
      sql`select d.slug, count(*)::int as n from providers p join departements d on d.id = p.departement_id
          group by d.slug order by n desc, min(d.code) limit 1`,
    );
    const html = (await get('/')).body;
    const first = /<ul class="entries"><li><a href="([^"]+)"><span>[^<]+<\/span><span class="n">([^<]+)<\/span>/.exec(html);
    expect(first?.[1]).toBe(`/wedding-planners/${top?.slug}/`);
    expect(first?.[2]).toBe(`${top?.n} prestataires`);
  });

  it('another country domain counts its own providers (none yet in Belgium), with its own origins', async () => {
    const res = await get('/', 'www.alliance.be:3000', 'nl');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('0 dienstverleners in de gids in 0 departementen');
    expect(res.body).toContain('<ul class="entries" hidden="">');
    expect(res.body).toContain('href="http://project.alliance.be:3000/projects/new"');
  });

  it('app: says what Alliance offers providers, and links back to the www host', async () => {
    const res = await get('/', 'app.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Alliance pour les prestataires du mariage</h1>');
    for (const text of ['Un profil gratuit', 'demandes de devis', 'débloquer les coordonnées', 'Sponsorisé']) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain(`${counts.providers} prestataires sont déjà référencés.`);
    expect(hrefs(res.body)).toContain(`http://www.localhost:3000${LEGAL_PAGES.privacy}`);
    expect(res.body).not.toContain('/api/docs');
    expect((await get('/', 'app.localhost:3000', 'de')).body).toContain('<h1>Alliance für Hochzeitsdienstleister</h1>');
  });
});
