import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';

const GIRONDE = '/wedding-planners/gironde/';

describe('directory search form and route (www host, works without JavaScript)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 10 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, host = 'www.localhost:3000', lang = 'en') =>
    testApp.app.inject({ url, headers: { host, 'accept-language': lang } });
  const search = (query: string, host?: string) => get(`/wedding-planners/search?${query}`, host);

  it('renders a labelled GET form with the country’s départements, the current place preselected', async () => {
    const html = (await get('/wedding-planners/gironde/saint-emilion/')).body;
    const [, attributes, form] = /<form class="search"([^>]*)>(.*?)<\/form>/s.exec(html) ?? [];
    expect(attributes).toContain(' action="/wedding-planners/search"');
    expect(attributes).toContain(' method="get"');
    expect(attributes).toContain(' aria-label="Search the directory"');
    expect(form).toMatch(/<label>Département<select name="departement">/);
    expect(form).toContain('<option value="">All départements</option>');
    expect(form).toContain('<option value="gironde" selected="">Gironde (33)</option>');
    expect(form).toContain('<option value="bouches-du-rhone">Bouches-du-Rhône (13)</option>');
    const departements = /<select name="departement">(.*?)<\/select>/s.exec(form ?? '')?.[1];
    expect(departements?.match(/<option value="[a-z-]+"/g)).toHaveLength(7);
    // The optional filters: every service and spoken language, none chosen.
    expect(form).toMatch(/<label>Service<select name="service"><option value="" selected="">All services<\/option>/);
    expect(form).toMatch(/<label>Spoken language<select name="langue"><option value="" selected="">All languages<\/option>/);
    expect(form).toContain('<option value="en">English</option>');
    expect(form).toMatch(/<label>City \(optional\)<input type="text" [^>]*name="city" value="Saint-Émilion"/);
    expect(form).toContain('<button type="submit">Search</button>');
    // The country page: nothing preselected, an empty city.
    const country = (await get('/wedding-planners/')).body;
    expect(country).toContain('<option value="" selected="">All départements</option>');
    expect(country).not.toMatch(/<option value="[a-z-]+" selected/);
    expect(country).toMatch(/<input type="text" [^>]*name="city" value=""/);
  });

  it('is translated', async () => {
    const html = (await get(GIRONDE, undefined, 'fr')).body;
    expect(html).toContain('<option value="">Tous les départements</option>');
    expect(html).toContain('<button type="submit">Rechercher</button>');
  });

  it.each([
    ['a département', 'departement=gironde', GIRONDE],
    ['a département with an empty city', 'departement=gironde&city=', GIRONDE],
    ['a city by slug', 'departement=gironde&city=saint-emilion', `${GIRONDE}saint-emilion/`],
    ['a city by name', 'departement=gironde&city=Saint-%C3%89milion', `${GIRONDE}saint-emilion/`],
    ['a city by name, case and accents ignored', 'departement=gironde&city=%20MERIGNAC%20', `${GIRONDE}merignac/`],
    ['a city by name with spaces', 'departement=gironde&city=lege%20cap%20ferret', `${GIRONDE}lege-cap-ferret/`],
    ['a city of another département: that city', 'departement=gironde&city=Lyon', '/wedding-planners/rhone/lyon/'],
    ['an unknown département with a known city: the city', 'departement=atlantis&city=bordeaux', `${GIRONDE}bordeaux/`],
    ['a typed city without a département: the city', 'city=bordeaux', `${GIRONDE}bordeaux/`],
    ['a city as the suggestions write it', 'city=Bordeaux%20(33000)', `${GIRONDE}bordeaux/`],
    ['a postal code alone', 'city=33000', `${GIRONDE}bordeaux/`],
    ['an unknown département alone: the directory', 'departement=atlantis', '/wedding-planners/'],
    ['nothing', '', '/wedding-planners/'],
    ['a repeated parameter', 'departement=gironde&departement=rhone', '/wedding-planners/'],
    ['a département by another country’s slug rules', 'departement=%3Cscript%3E', '/wedding-planners/'],
  ])('answers %s with a 302 to the canonical listing', async (_name, query, location) => {
    const res = await search(query);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers with a trailing slash too, and only for the site’s country', async () => {
    const res = await get('/wedding-planners/search/?departement=rhone&city=lyon');
    expect(res.headers.location).toBe('/wedding-planners/rhone/lyon/');
    expect((await search('departement=gironde', 'www.alliance.be')).headers.location).toBe('/wedding-planners/');
  });

  it('says plainly that it does not know a typed city, instead of listing the whole country', async () => {
    for (const query of ['city=Atlantis', 'departement=gironde&city=Atlantis']) {
      const res = await get(`/wedding-planners/search?${query}`, undefined, 'fr');
      expect(res.statusCode, query).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      // French typography may put non-breaking spaces inside the guillemets.
      expect(res.body).toMatch(/Nous ne connaissons pas «[\s\u00a0]Atlantis[\s\u00a0]»/);
      expect(res.body).not.toContain('class="cards"');
    }
    const english = await search('city=%3Cb%3EAtlantis');
    expect(english.body).toContain('We do not know “&lt;b&gt;Atlantis”');
  });

  it('lands on a page that exists', async () => {
    const res = await search('departement=gironde&city=Bordeaux');
    expect((await get(String(res.headers.location))).statusCode).toBe(200);
  });
});
