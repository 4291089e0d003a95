/**
 * The directory pages' enhancement script (/directory.js) in Chromium against the real server:
 * a logged-in couple's favourite hearts (shown, toggled, kept after a reload), none for a
 * visitor, the search form's city suggestions leading to the city's listing, and the profile
 * photo's view counted once a day.
 */
import { expect, type Page, test } from '@playwright/test';
import { callApi, collectPageErrors, freshMobile, registerCoupleByApi, setWwwCookies } from './flows.ts';
import { server } from './support.ts';

const HEART = /mes favoris/;

/** A département listing with providers (the most provided one, from /listDepartement). */
async function busiestDepartement(page: Page): Promise<string> {
  await page.goto(`${server.www}/listDepartement`);
  const rows = await page.locator('li:has(> a[href^="/wedding-planners/"])').evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      count: Number(/\d+/.exec(li.querySelector('.count')?.textContent ?? '')?.[0] ?? 0),
    })),
  );
  const best = rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count)[0];
  expect(best, 'a département with providers on /listDepartement').toBeDefined();
  return best?.href ?? '';
}

/** The script has run: it makes the search form's city field a combobox. */
const enhanced = (page: Page) => expect(page.getByRole('combobox', { name: /Ville/ })).toBeVisible();

/** The page's layout shifts so far (CLS without user input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('directory enhancement', () => {
  let departement: string;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    departement = await busiestDepartement(page);
    await page.close();
  });

  test('a signed-out visitor sees no heart', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(server.www + departement);
    await enhanced(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('button.fav[data-favorite]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: HEART })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a logged-in couple sees the hearts, toggles one and finds it pressed after a reload', async ({ page, context }) => {
    const errors = collectPageErrors(page);
    const tokens = await registerCoupleByApi(freshMobile(), { email: 'coeur@example.fr', lastname: 'Martin', firstname: 'Léa' });
    await setWwwCookies(context, tokens);
    await page.goto(server.www + departement);
    const hearts = page.getByRole('button', { name: HEART });
    await expect(hearts.first()).toBeVisible();
    expect(await hearts.count()).toBe(await page.locator('ol.cards > li').count());
    // Drawn in a space kept for them: nothing moved when they appeared.
    expect(await layoutShift(page)).toBeLessThan(0.01);

    const heart = hearts.first();
    const publicId = (await heart.getAttribute('data-favorite')) ?? '';
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const toggled = page.waitForResponse((r) => r.url().endsWith('/api/directory/toggle-favorite'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await toggled).status()).toBe(200);

    await page.reload();
    const again = page.locator(`button[data-favorite="${publicId}"]`);
    await expect(again).toBeVisible();
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    const favorites = await callApi<{ data: { publicId: string }[] }>('www', 'GET', '/api/directory/favorites', {
      token: (await context.cookies(server.www)).find((c) => c.name === 'token')?.value ?? tokens.token,
    });
    expect(favorites.body.data.map((f) => f.publicId)).toContain(publicId);

    // And back, from the keyboard.
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('choosing a suggested city in the search form leads to that city’s listing (320 px)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(server.www + departement);
    const city = page.getByRole('combobox', { name: /Ville/ });
    await city.fill('Bordeaux');
    const suggestion = page.getByRole('listbox').getByRole('option', { name: /^Bordeaux — Gironde/ });
    await expect(suggestion).toBeVisible();
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    const box = await page.getByRole('listbox').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    // From the keyboard: down to the suggestion, Enter to choose it.
    const labels = await page.getByRole('listbox').getByRole('option').allTextContents();
    for (let i = 0; i <= labels.findIndex((label) => label.startsWith('Bordeaux — Gironde')); i++) await city.press('ArrowDown');
    await city.press('Enter');
    await expect(city).toHaveValue('Bordeaux');
    await expect(page.locator('select[name="departement"]')).toHaveValue('gironde');
    await page.locator('form.search button[type="submit"]').click();
    await expect(page).toHaveURL(`${server.www}/wedding-planners/gironde/bordeaux/`);
    await expect(page.locator('h1')).toContainText('Bordeaux');
    expect(errors).toEqual([]);
  });

  test('the profile photo’s view is counted once a day', async ({ browser }) => {
    // A visitor of its own (the address and browser make the visitor): other specs view this
    // profile too, from the same address, the same day.
    const visitor = `alliance-view-count-${Date.now()}-${Math.random()}`;
    const context = await browser.newContext({ userAgent: visitor });
    const page = await context.newPage();
    // The server's answers, read on the way (Node does not resolve *.localhost: 127.0.0.1 with the Host header).
    const answers: { path: string; body: unknown }[] = [];
    await page.route(/\/image\/\d+\/increment-view-count$/, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${server.port}${url.pathname}`,
        // The User-Agent set again: what an intercepted request reports of it differs between builds.
        headers: { ...route.request().headers(), host: url.host, 'user-agent': visitor },
      });
      answers.push({ path: url.pathname, body: await response.json() });
      await route.fulfill({ response });
    });
    await page.goto(server.profileUrl);
    const image = await page.locator('img[data-view-image]').getAttribute('data-view-image');
    const path = `/image/${image}/increment-view-count`;
    await expect.poll(() => answers).toEqual([{ path, body: { success: true, counted: true } }]);
    // The same visitor the same day: answered, not counted again.
    await page.reload();
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toEqual({ path, body: { success: true, counted: false } });
    await context.close();
  });
});
