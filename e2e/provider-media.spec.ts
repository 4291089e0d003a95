/**
 * Issue 15's acceptance, in a real browser against the real server: a freshly published provider
 * uploads three photos at once through the media library's dropzone, moves one with the keyboard
 * buttons, hides another, gives one an alt text, then gathers them in a portfolio and publishes
 * it. A visitor then sees exactly the visible photos, in the provider's order, in the profile's
 * carousel, and on the portfolio's own page (in the portfolio's order). Screenshots:
 * <output>/screens/media-*.png.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { fullPageShot } from './app-flows.ts';
import { collectPageErrors, expectNoHorizontalScroll } from './flows.ts';
import {
  adminFr,
  adminTexts,
  appOrigin,
  callApp,
  newProvider,
  openAdminMenu,
  publishProviderByApi,
  seriousViolations,
  signIn,
} from './provider-flows.ts';

const m = adminTexts('fr', 'media');
const pf = adminTexts('fr', 'portfolios');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

/** Three photos of different colours, as a camera would name them. */
async function photos() {
  const colours = ['#c9847a', '#6f8fa8', '#b9b26a'];
  return Promise.all(
    colours.map(async (background, index) => ({
      name: `IMG_20${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );
}

/** The gallery's ids in their order, as the API lists them (the profile photo aside). */
async function galleryIds(token: string): Promise<number[]> {
  const listed = await callApp<{ items: { id: number; isProfile: boolean }[] }>('GET', '/api/images/', { token });
  return listed.body.items.filter((image) => !image.isProfile).map((image) => image.id);
}

/** The image ids of the slides of the page's carousel, in order. */
async function slideIds(page: Page): Promise<number[]> {
  const sources = await page
    .locator('.gallery-track > li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((source) => Number(/\/image\/(\d+)/.exec(source)?.[1]));
}

test('a provider uploads, orders and hides photos, publishes a portfolio; a visitor sees exactly the visible ones', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = collectPageErrors(page);
  const shot = (name: string) => fullPageShot(page, testInfo, `media-${name}`);
  const provider = newProvider('galerie', 'Galerie des Mariés');
  const { token } = await publishProviderByApi(provider);
  const profilePath = (await callApp<{ url: string }>('GET', '/api/profile-url', { token })).body.url;

  // The media library: three photos picked at once, each with its progress and its outcome.
  await page.goto(`${appOrigin()}/login`);
  await signIn(page, provider.email, provider.password);
  await expect(page.getByRole('heading', { level: 1, name: adminFr.dashboard.title })).toBeVisible();
  await openAdminMenu(page);
  await page.getByRole('link', { name: adminFr.admin.nav.media, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await page.locator('input[type="file"][multiple]').setInputFiles(await photos());
  await expect(page.getByText(m.upload.done, { exact: true })).toHaveCount(3, { timeout: 30_000 });
  const gallery = page.getByRole('region', { name: m.gallery.title });
  await expect(gallery.getByRole('article')).toHaveCount(3);
  const [first, second, third] = await galleryIds(token);
  expect(third).toBeDefined();

  // Photo 1 one place later (keyboard buttons), photo 3 hidden, photo 2 described.
  await gallery.getByRole('button', { name: `${m.gallery.later} ${fill(m.gallery.forPhoto, { number: 1 })}` }).click();
  await expect(page.getByText(fill(m.gallery.moved, { from: 1, to: 2 }))).toBeVisible();
  await expect.poll(() => galleryIds(token)).toEqual([second, first, third]);
  const hide = gallery.getByRole('button', { name: `${m.gallery.visible} ${fill(m.gallery.forPhoto, { number: 3 })}` });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await gallery.getByRole('button', { name: `${m.gallery.edit} ${fill(m.gallery.forPhoto, { number: 1 })}` }).click();
  const details = page.getByRole('dialog', { name: fill(m.details.title, { number: 1 }) });
  await details.getByLabel(m.details.alt, { exact: true }).fill('Les mariés sous les platanes');
  await details.getByRole('button', { name: adminFr.admin.save }).click();
  await expect(page.getByText(fill(m.details.saved, { number: 1 }))).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page), 'media library').toEqual([]);
  await shot('1-library');

  // A portfolio: created, its photos picked from the library (the hidden one too), published.
  await page
    .getByRole('navigation', { name: adminFr.admin.mediaNav.label })
    .getByRole('link', { name: adminFr.admin.mediaNav.portfolios, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: pf.list.title })).toBeVisible();
  await page.getByRole('button', { name: pf.list.create }).click();
  const create = page.getByRole('dialog', { name: pf.create.title });
  await create.getByLabel(pf.fields.title, { exact: true }).fill('Mariage au bord du lac');
  await create.getByRole('button', { name: pf.create.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mariage au bord du lac' })).toBeVisible();
  await page.getByRole('button', { name: pf.photos.add }).click();
  const picker = page.getByRole('dialog', { name: pf.photos.pickerTitle });
  for (const number of [1, 2, 3]) await picker.getByRole('checkbox', { name: fill(pf.photos.pickerPhoto, { number }) }).check();
  await picker.getByRole('button', { name: pf.photos.addSelected }).click();
  await expect(page.getByText(fill(pf.photos.added_other, { count: 3 }))).toBeVisible();
  await page.getByRole('button', { name: pf.actions.published, exact: true }).click();
  await expect(page.getByText(pf.publication.publishedNow)).toBeVisible();
  const pageLink = page.getByRole('link', { name: new RegExp(`^${pf.actions.viewPage}`) });
  const portfolioUrl = (await pageLink.getAttribute('href')) ?? '';
  expect(portfolioUrl).toBe(`${profilePath}/portfolio/mariage-au-bord-du-lac`);
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page), 'portfolio editor').toEqual([]);
  await shot('2-portfolio');

  // A visitor: the profile's carousel shows the two visible photos, in the provider's order.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
  const profile = await visitor.newPage();
  await profile.goto(profilePath);
  await expect(profile.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
  expect(await slideIds(profile)).toEqual([second, first]);
  await expect(profile.getByRole('img', { name: 'Les mariés sous les platanes' })).toBeVisible();
  // The carousel's next button (added by /directory.js) turns to the second photo.
  await profile.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(profile.locator('.gallery-thumbs a[aria-current="true"]')).toHaveAttribute('href', '#photo-2');
  // The hidden photo is not served, even by its id (asked from the page: Node does not resolve *.localhost).
  const status = (id: number | undefined) =>
    profile.evaluate((url) => fetch(url).then((answer) => answer.status), `/image/${id}?w=320`);
  expect(await status(third)).toBe(404);
  expect(await status(first)).toBe(200);
  await fullPageShot(profile, testInfo, 'media-3-profile');
  // The portfolio: on the profile, and its own page with the visible photos in its order.
  await profile.getByRole('link', { name: /Mariage au bord du lac/ }).click();
  await expect(profile).toHaveURL(portfolioUrl);
  await expect(profile.getByRole('heading', { level: 1, name: 'Mariage au bord du lac' })).toBeVisible();
  expect(await slideIds(profile)).toEqual([second, first]);
  const galleryLd = await profile
    .locator('script[type="application/ld+json"]')
    .first()
    .evaluate((script) => JSON.parse(script.textContent ?? '{}'));
  expect(galleryLd['@type']).toBe('ImageGallery');
  expect(galleryLd.associatedMedia).toHaveLength(2);
  await expectNoHorizontalScroll(profile);
  await fullPageShot(profile, testInfo, 'media-4-portfolio-page');
  await visitor.close();

  expect(errors).toEqual([]);
});
