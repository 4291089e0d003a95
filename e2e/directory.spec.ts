/**
 * One département page of the public directory (www host), Lighthouse-style: no console errors,
 * images with alt text and dimensions, the main content without client JavaScript, readable at
 * 320 px without horizontal scroll, a self-referencing canonical — and the search form, a plain
 * GET form, leading to a listing page.
 */
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, server } from './support.ts';

const PREFIX = '/wedding-planners/';

/** The département listing paths of /listDepartement, the ones with the most providers first. */
async function departementsWithProviders(page: Page): Promise<string[]> {
  await page.goto(`${server.www}/listDepartement`);
  const rows = await page.locator('li:has(> a[href^="/wedding-planners/"])').evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      count: Number(/\d+/.exec(li.querySelector('.count')?.textContent ?? '')?.[0] ?? 0),
    })),
  );
  return rows
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => row.href);
}

test.describe('directory département page', () => {
  let departement: string;
  let other: string;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const paths = await departementsWithProviders(page);
    await page.close();
    expect(paths.length, 'a département with providers on /listDepartement').toBeGreaterThan(0);
    departement = paths[0] ?? '';
    // Another département for the search form (any one of the country's, when only one has providers).
    other = paths[1] ?? '';
  });

  test('loads without console errors, with accessible images and a self-referencing canonical', async ({ page }) => {
    const errors = collectErrors(page);
    const url = server.www + departement;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('load');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('ol.cards > li').first()).toBeVisible();

    // Every image: a non-empty alt, and width/height so nothing moves when it arrives.
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    expect(images.length, 'the seeded providers have profile photos').toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt?.trim(), `alt of ${image.src}`).toBeTruthy();
      expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
      expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
    }

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(page.url()).toBe(url);
    // Scroll through the page so the lazy images load too, then no error at all.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('shows its main content with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(server.www + departement);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).not.toBeEmpty();
    const card = page.locator('ol.cards > li').first();
    await expect(card).toBeVisible();
    await expect(card.locator('h2 a')).toHaveAttribute('href', /\/profile\//);
    // Data blocks and one deferred enhancement script (which did not run here): nothing to run to read the page.
    const scripts = await page
      .locator('script')
      .evaluateAll((list) =>
        list.map((s) => s.getAttribute('type') ?? `${s.getAttribute('src')} defer=${(s as HTMLScriptElement).defer}`),
      );
    expect(scripts).toEqual(['application/ld+json', 'application/ld+json', 'application/json', '/directory.js defer=true']);
    await context.close();
  });

  test('has no horizontal scroll at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(server.www + departement);
    await expect(page.locator('form.search')).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // The form's fields fit the screen too.
    for (const field of ['select[name="departement"]', 'input[name="city"]', 'form.search button']) {
      const box = await page.locator(field).boundingBox();
      expect(box, field).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), field).toBeLessThanOrEqual(320);
    }
  });

  test('searches without JavaScript: choosing a département lands on its listing page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.www}${PREFIX}`);
    const select = page.locator('select[name="departement"]');
    const target =
      other ||
      (await select.locator('option').evaluateAll((options) => `/wedding-planners/${(options[1] as HTMLOptionElement).value}/`));
    const slug = target.slice(PREFIX.length, -1);
    await select.selectOption(slug);
    await page.locator('form.search button[type="submit"]').click();
    await expect(page).toHaveURL(server.www + target);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('select[name="departement"]')).toHaveValue(slug);
    await context.close();
  });
});
