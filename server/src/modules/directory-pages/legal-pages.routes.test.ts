import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import { LOCALES } from '@alliance/shared/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';
import { PUBLISHER } from '../../www/legal/publisher.ts';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
const footer = (html: string) => /<footer>(.*)<\/footer>/s.exec(html)?.[1] ?? '';
const FOOTER_PATHS = [
  LEGAL_PAGES.privacy,
  LEGAL_PAGES.legalNotice,
  LEGAL_PAGES.termsOfUse,
  LEGAL_PAGES.termsOfSale,
  LEGAL_PAGES.contact,
];

describe('legal pages and the footer (www host)', () => {
  let testApp: TestApp;
  let profile: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 5 });
    const listing = await get('/wedding-planners/');
    profile = /href="(\/wedding-planners\/profile\/[^"]+)"/.exec(listing.body)?.[1] ?? '';
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, lang = 'fr') =>
    testApp.app.inject({ url, headers: { host: 'www.localhost:3000', 'accept-language': lang } });

  it.each([
    ['fr', LEGAL_PAGES.privacy, 'Politique de confidentialité'],
    ['fr', LEGAL_PAGES.legalNotice, 'Mentions légales'],
    ['fr', LEGAL_PAGES.termsOfUse, 'Conditions d’utilisation'],
    ['fr', LEGAL_PAGES.contact, 'Contact'],
    ['en', LEGAL_PAGES.privacy, 'Privacy policy'],
    ['en', LEGAL_PAGES.legalNotice, 'Legal notice'],
    ['de', LEGAL_PAGES.legalNotice, 'Impressum'],
    ['it', LEGAL_PAGES.termsOfUse, 'Condizioni d’uso'],
    ['es', LEGAL_PAGES.contact, 'Contacto'],
    ['nl', LEGAL_PAGES.privacy, 'Privacybeleid'],
  ])('%s %s answers 200 with its title and canonical', async (lang, path, title) => {
    const res = await get(path, lang);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    expect(res.body).toContain(`<link rel="canonical" href="http://www.localhost:3000${path}"/>`);
    expect(res.body).not.toMatch(/\{\{|legal\./);
  });

  it('the privacy policy names who receives a request, how long data is kept and how to delete it', async () => {
    const html = (await get(LEGAL_PAGES.privacy)).body;
    expect(html).toContain('Uniquement les prestataires que vous nommez');
    expect(html).toContain('Combien de temps');
    expect(html).toContain('supprimer votre compte');
    expect(html).toContain(PUBLISHER.email);
  });

  it('the legal notice shows the publisher, marked as a demonstration while it is one', async () => {
    const html = (await get(LEGAL_PAGES.legalNotice)).body;
    expect(html).toContain(PUBLISHER.company);
    expect(html).toContain('class="notice"');
  });

  it('the contact page has a mail link and says what to write for what', async () => {
    const html = (await get(LEGAL_PAGES.contact, 'en')).body;
    expect(hrefs(html)).toContain(`mailto:${PUBLISHER.email}`);
    expect(html).toContain('<h2>Your data, deleting your account</h2>');
  });

  it('every www page links the legal pages from its footer, in every language', async () => {
    const pages = [
      '/',
      '/wedding-planners/',
      '/wedding-planners/gironde/',
      '/listDepartement',
      '/cgv/',
      '/how-we-rank/',
      profile,
    ];
    for (const path of [...pages, ...FOOTER_PATHS]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      for (const target of FOOTER_PATHS) expect(hrefs(footer(res.body)), `${path} → ${target}`).toContain(target);
    }
    for (const lang of LOCALES) {
      expect(footer((await get('/', lang)).body)).not.toMatch(/legal\.nav|site\./);
    }
  });

  it('French texts keep their non-breaking spaces on the page', async () => {
    const html = (await get(LEGAL_PAGES.contact)).body;
    expect(html).toContain('Écrivez-nous à contact@alliance.example.');
    expect(html).not.toMatch(/ [:;!?]/);
  });
});
