/**
 * Issue 21's acceptance: axe-core (WCAG 2.1 A and AA) finds no serious or critical violation on
 * any screen of the providers' admin, in French and in English, at 375 and 1280 px. A freshly
 * published provider with a lead in its inbox signs in through the form (its tokens live in
 * HttpOnly cookies); every page of the navigation, a lead's page and the account's pages are
 * checked once their heading and data are shown.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  adminTexts,
  appOrigin,
  callApp,
  coupleSends,
  newProvider,
  publishProviderByApi,
  seriousViolations,
} from './provider-flows.ts';

/** Every admin page a signed-in, published provider reaches from the navigation and the account. */
const PAGES = [
  '/',
  '/leads',
  '/credits',
  '/premium',
  '/profile',
  '/media',
  '/videos',
  '/portfolios',
  '/venues',
  '/statistics',
  '/website',
  '/account',
] as const;

async function checkEveryPage(page: Page, leadPath: string, language: string, width: number, lesser: Set<string>) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  for (const path of [...PAGES, leadPath]) {
    await page.goto(appOrigin() + path);
    await expect(page.locator('h1')).toBeVisible();
    // Loading done: no spinner, no pending status left.
    await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page, lesser), `${path} in ${language} at ${width} px`).toEqual([]);
  }
}

// The four language-and-width runs are independent (a provider each): the workers share them.
test.describe.configure({ mode: 'parallel' });

for (const language of ['fr', 'en']) {
  for (const width of [375, 1280]) {
    test(`accessibility (axe-core): every admin screen in ${language} at ${width} px`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      // A name of its own: the widget's suggestions name providers, and other tests read them by name.
      const provider = newProvider(`axeadmin${language}${width}`, `Atelier Axe ${language.toUpperCase()} ${width}`);
      const { id, token } = await publishProviderByApi(provider);
      await coupleSends(
        id,
        { firstname: 'Inès', lastname: 'Moreau', email: `ines.${language}${width}.${Date.now()}@example.fr` },
        `${new Date().getFullYear() + 1}-07-04`,
        'Bonjour, êtes-vous disponible pour notre mariage ?',
      );
      // The admin speaks the account's language once signed in.
      const changed = await callApp('POST', '/api/account/change-locale', { token, body: { locale: language } });
      expect(changed.status).toBe(200);
      const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
      await context.addCookies([{ name: '_locale', value: language, url: `${appOrigin()}/` }]);
      const page = await context.newPage();
      await page.goto(`${appOrigin()}/login`);
      const auth = adminTexts(language, 'auth');
      await page.getByLabel(auth.fields.email, { exact: true }).fill(provider.email);
      await page.getByLabel(auth.fields.password, { exact: true }).fill(provider.password);
      await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: adminTexts(language, 'dashboard').title })).toBeVisible();
      // The lead's own page, reached from the inbox.
      await page.goto(`${appOrigin()}/leads`);
      const lead = page.getByRole('article').getByRole('link').first();
      await expect(lead).toBeVisible();
      const leadPath = (await lead.getAttribute('href')) ?? '/leads';
      const lesser = new Set<string>();
      await checkEveryPage(page, leadPath, language, width, lesser);
      await context.close();
      for (const line of lesser) testInfo.annotations.push({ type: 'axe, minor or moderate', description: line });
    });
  }
}
