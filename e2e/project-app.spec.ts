/**
 * The couples' app shell on the project host, in a real browser against the real server: the
 * built app loads at `/`, a visitor sees the service's promises, a couple signs in by phone inside
 * the app (the widget's own screens), logs out, and an unknown address is a 404 page with status 404.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { appFr } from './app-flows.ts';
import { callApi, codeSentTo, collectPageErrors, expectNoHorizontalScroll, fr, freshMobile, screens } from './flows.ts';
import { server } from './support.ts';

// biome-ignore lint/suspicious/noExplicitAny: the app's JSON texts, read as they are shipped
const app: Record<string, any> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../widget/src/project-app/i18n/locales/fr/app.json'), 'utf8'),
);

/** The navigation's links: behind the "Menu" button on a narrow screen. */
async function openNav(page: Page) {
  const toggle = page.getByRole('button', { name: app.nav.menu });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('navigation', { name: app.nav.label });
}

async function appCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies(`${server.project}/`);
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]));
}

test('the app loads at the project host root and shows a visitor what the service promises', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(`${server.project}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: app.home.title })).toBeVisible();
  // Issue 5: the number of providers is the database's (as /api/app-stats counts them); no answer time is promised.
  const stats = await callApi<{ providers: number }>('project', 'GET', '/api/app-stats');
  const total = new Intl.NumberFormat('fr').format(stats.body.providers);
  await expect(page.getByText(app.home.claims.providers.count.replace('{{total}}', total), { exact: true })).toBeVisible();
  for (const claim of ['describe', 'suggestions', 'responses']) {
    await expect(page.getByText(app.home.claims[claim].title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/24 heures/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: app.home.testimonials.title }).getByRole('figure')).toHaveCount(3);
  await expect(page.getByText(app.footer.attribution)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: app.footer.privacy })).toHaveAttribute(
    'href',
    `${server.www}/confidentialite/`,
  );
  await expect(page.getByLabel(fr.account.phone.label)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);
  await screens(page, testInfo).page('app-home-visitor');
  const nav = await openNav(page);
  await nav.getByRole('link', { name: app.nav.search }).click();
  await expect(page).toHaveURL(`${server.project}/search`);
  await expect(page.getByRole('heading', { level: 1, name: app.nav.search })).toBeFocused();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);
});

test('a new couple signs in by phone inside the app, sees their projects, and logs out', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  const phone = freshMobile();
  // The widget's link into the app: kept through the sign-in, on the creation page's address.
  await page.goto(`${server.project}/?project=new&prestataire=1`);
  await expect(page).toHaveURL(`${server.project}/projects/new?prestataire=1`);
  // Issue 3: the creation is open signed out (the phone is asked for at its save).
  await expect(page.getByRole('heading', { level: 1, name: appFr.newProject.title })).toBeVisible();

  await page.goto(`${server.project}/`);
  await page.getByLabel(fr.account.phone.label).fill(phone);
  await page.getByRole('button', { name: fr.account.phone.submit }).click();
  await expect(page.getByRole('heading', { name: fr.account.code.title })).toBeVisible();
  await page
    .getByRole('textbox', { name: fr.account.codeInput.digit.replace('{{index}}', '1').replace('{{length}}', '6') })
    .click();
  await page.keyboard.type(await codeSentTo(phone));

  const t = fr.registration;
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByLabel(t.email, { exact: true }).fill(`app.${phone.slice(-7)}@example.com`);
  await page.getByLabel(t.lastname, { exact: true }).fill('Moreau');
  await page.getByLabel(t.firstname, { exact: true }).fill('Inès');
  const city = page.getByRole('combobox', { name: t.city });
  await city.fill('Bordeaux');
  const exact = page.getByRole('option', { name: 'Bordeaux (33000)', exact: true });
  await expect(page.getByRole('option').first()).toBeVisible();
  await ((await exact.count()) > 0 ? exact : page.getByRole('option').first()).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.submit }).click();

  const heading = page.getByRole('heading', { level: 1, name: app.projects.title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(app.projects.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: app.projects.new })).toHaveAttribute('href', '/projects/new');
  const session = await appCookies(page.context());
  expect(session.token).toBeTruthy();
  await screens(page, testInfo).page('app-home-couple');

  // A reload keeps the couple in: the session lives in the cookies.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: app.projects.title })).toBeVisible();

  await (await openNav(page)).getByRole('button', { name: app.nav.logout }).click();
  await expect(page.getByRole('status').filter({ hasText: app.logout.done })).toBeVisible();
  await expect(page.getByLabel(fr.account.phone.label)).toBeVisible();
  const after = await appCookies(page.context());
  expect(after.token).toBeUndefined();
  expect(after.refresh_token).toBeUndefined();
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 and shows the app 404 page, with a way home', async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(`${server.project}/this/does-not-exist`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1, name: app.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: app.notFound.home }).click();
  await expect(page).toHaveURL(`${server.project}/`);
  await expect(page.getByRole('heading', { level: 1, name: app.home.title })).toBeFocused();
  // The browser logged the 404 of the document itself; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});
