/**
 * Issue 12 acceptance: axe-core (WCAG 2.1 A and AA rules) finds no serious or critical violation
 * on the www home, a listing, a profile with the widget's screens, the legal pages, the providers'
 * host home, and every couples' app page;
 * each is looked at in Chromium at 1280 px and 375 px, with a screenshot at 375 px.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { askForCode, codeSentTo, freshMobile, registerCoupleByApi, saveProjectWithoutMessage, widget } from './flows.ts';
import { server } from './support.ts';

const WIDTHS = [1280, 375] as const;

/** The violations a person would be stopped by; minor and moderate ones are left to review. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}

/** axe at both widths; a screenshot at 375 px under test-results/screens/. */
async function check(page: Page, testInfo: TestInfo, name: string, prepare: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await prepare();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    if (width === 375) {
      const file = path.join(testInfo.project.outputDir, 'screens', `a11y-${name}-375px.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
  }
}

/** The département listing with the most providers, from /listDepartement. */
async function biggestListing(page: Page): Promise<string> {
  await page.goto(`${server.www}/listDepartement`);
  const href = await page.locator('a[href^="/wedding-planners/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  test('the www home, a listing and a profile', async ({ page }, testInfo) => {
    await check(page, testInfo, 'www-home', async () => {
      await page.goto(`${server.www}/`);
      await expect(page.locator('h1')).toBeVisible();
    });
    const listing = await biggestListing(page);
    await check(page, testInfo, 'listing', async () => {
      await page.goto(server.www + listing);
      await expect(page.locator('h1')).toBeVisible();
    });
    await check(page, testInfo, 'profile', async () => {
      await page.goto(server.profileUrl);
      await expect(page.locator('h1')).toBeVisible();
      await expect(widget(page).getByRole('button').first()).toBeVisible();
    });
  });

  test('the legal pages and the providers’ host home', async ({ page }, testInfo) => {
    for (const [name, url] of [
      // shared/src/legal-pages.ts (the e2e project does not compile shared/).
      ['legal-privacy', `${server.www}/confidentialite/`],
      ['legal-notice', `${server.www}/mentions-legales/`],
      ['legal-contact', `${server.www}/contact/`],
      ['app-host-home', `http://app.localhost:${server.port}/`],
    ] as const) {
      await check(page, testInfo, name, async () => {
        await page.goto(url);
        await expect(page.locator('h1')).toBeVisible();
      });
    }
  });

  test('the widget’s screens: phone, code, registration', async ({ page }, testInfo) => {
    const phone = freshMobile();
    await page.goto(server.profileUrl);
    await check(page, testInfo, 'widget-phone', async () => {
      await expect(widget(page).getByRole('button').first()).toBeVisible();
    });
    await askForCode(page, phone);
    await check(page, testInfo, 'widget-code', async () => {});
    const code = await codeSentTo(phone);
    const first = widget(page).getByRole('textbox').first();
    await first.click();
    await page.keyboard.type(code);
    await expect(widget(page).getByRole('checkbox')).toBeVisible();
    await check(page, testInfo, 'widget-registration', async () => {});
  });

  test('every couples’ app page, signed in and signed out', async ({ page, context }, testInfo) => {
    // Fourteen axe runs (seven pages, two widths).
    test.setTimeout(90_000);
    await check(page, testInfo, 'app-home-signed-out', async () => {
      await page.goto(`${server.project}/`);
      await expect(page.locator('h1')).toBeVisible();
    });
    const tokens = await registerCoupleByApi(freshMobile(), { email: 'a11y@example.fr', lastname: 'Durand', firstname: 'Alix' });
    const project = await saveProjectWithoutMessage(tokens.token);
    await context.addCookies(Object.entries(tokens).map(([name, value]) => ({ name, value, url: `${server.project}/` })));
    for (const [name, path] of [
      ['app-home', '/'],
      ['app-new-project', '/projects/new'],
      ['app-project', `/projects/${project.id}`],
      ['app-search', '/search'],
      ['app-favorites', '/favorites'],
      ['app-account', '/account'],
      ['app-404', '/nowhere'],
    ] as const) {
      await check(page, testInfo, name, async () => {
        await page.goto(server.project + path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('p.loading')).toHaveCount(0);
      });
    }
  });
});
