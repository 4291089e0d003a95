/**
 * The www home (issue 1): it leads to a listing through the search form and to the couples'
 * project creation through "Décrire mon projet"; screenshots at 375 px of the home, a listing
 * and a profile under test-results/screens/.
 */
import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { widget } from './flows.ts';
import { collectErrors, server } from './support.ts';

const screen = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens', `${name}-375px.png`), fullPage: true });

test.describe('www home', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('the search form leads to a département listing', async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await page.goto(`${server.www}/`);
    await expect(page.locator('h1')).toHaveCount(1);
    // Live counts, in words ("40 prestataires référencés dans 12 départements").
    await expect(page.locator('.stats')).toHaveText(/^\d[\d\u202f\u00a0]* prestataires? référencés? dans \d+ départements?$/);
    await screen(page, testInfo, 'home');

    // The biggest département of the entry points, chosen in the form.
    const entry = page.locator('ul.entries a').first();
    const listing = (await entry.getAttribute('href')) ?? '';
    expect(listing).toMatch(/^\/wedding-planners\/[a-z0-9-]+\/$/);
    const slug = listing.split('/')[2] ?? '';
    await page.getByRole('combobox', { name: 'Département' }).selectOption(slug);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(server.www + listing);
    await expect(page.locator('h1')).toHaveText(/^Wedding planners (en|dans|à) .+ \(\w+\)$/);
    await expect(page.locator('ol.cards > li').first()).toBeVisible();
    await screen(page, testInfo, 'home-listing');

    // A profile from that listing, once its quote-request widget is there.
    await page.locator('ol.cards h2 a').first().click();
    await expect(page.locator('h1')).toBeVisible();
    await expect(widget(page).getByRole('button').first()).toBeVisible();
    await screen(page, testInfo, 'home-profile');
    expect(errors).toEqual([]);
  });

  test('fits a 320 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${server.www}/`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the city field suggests cities on the home too', async ({ page }) => {
    await page.goto(`${server.www}/`);
    const city = page.getByRole('combobox', { name: /Ville/ });
    await expect(city).toBeVisible();
    await city.pressSequentially('Bord', { delay: 50 });
    const suggestion = page.getByRole('listbox').getByRole('option', { name: /^Bordeaux — Gironde/ });
    await expect(suggestion).toBeVisible();
    // Picking it and searching leads to the city's listing.
    await suggestion.click();
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(`${server.www}/wedding-planners/gironde/bordeaux/`);
    await expect(page.locator('h1')).toHaveText('Wedding planners à Bordeaux (Gironde)');
  });

  test('"Décrire mon projet" opens the project creation of the couples’ app', async ({ page }) => {
    await page.goto(`${server.www}/`);
    const cta = page.getByRole('link', { name: 'Décrire mon projet' });
    await expect(cta).toHaveAttribute('href', `${server.project}/projects/new`);
    await cta.click();
    await expect(page).toHaveURL(`${server.project}/projects/new`);
    // Signed out, the app asks for the phone first, on its creation page.
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the footer leads to the legal pages', async ({ page }) => {
    await page.goto(`${server.www}/`);
    const footer = page.locator('footer');
    for (const [name, title] of [
      ['Confidentialité', 'Politique de confidentialité'],
      ['Mentions légales', 'Mentions légales'],
      ['Conditions d’utilisation', 'Conditions d’utilisation'],
      ['Contact', 'Contact'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(title);
    }
  });
});
