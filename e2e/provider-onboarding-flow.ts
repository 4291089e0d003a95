/**
 * The walk a new provider takes in the browser, as issue 13's acceptance first wrote it: the
 * registration form, the mailed confirmation link, the onboarding wizard (company and SIRET,
 * services and event types, a portrait typed in the editor and languages, the city from the
 * autocomplete, a profile photo), publication, the live profile on the www host and the Bordeaux
 * listing. Shared by provider-onboarding.spec.ts and issue 21's first-week walk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { fullPageShot } from './app-flows.ts';
import { expectNoHorizontalScroll } from './flows.ts';
import { adminFr, appOrigin, linkMailedTo, type NewProvider, openAdminMenu, seriousViolations } from './provider-flows.ts';
import { server } from './support.ts';

const { auth, company: c, dashboard: d } = adminFr;
const SIRET = '73282932000074';
/** The portrait typed in the editor: more than the 200 characters the profile needs. */
const PORTRAIT_SENTENCE = "Nous accompagnons chaque couple de la première visite des lieux jusqu'au dernier invité";
const PORTRAIT = `Organisation de mariages sur mesure à Bordeaux et dans toute la Gironde. ${PORTRAIT_SENTENCE}, avec une équipe attentive et des prestataires choisis avec soin pour un jour qui vous ressemble.`;

/** The portrait editor's toolbar names (the couples' app's texts, which the admin reuses). */
const editorFr = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../widget/src/project-app/i18n/locales/fr/newProject.json'), 'utf8'),
) as {
  editor: Record<'bold' | 'underline' | 'bulletList', string>;
};

/** Typed in bold inside a bullet list of the portrait. */
const PORTRAIT_BOLD = 'et religieuses';

/** The wizard's heading at a step (1-based), e.g. 'Inscription, étape 2 sur 5 : Prestations'. */
export function stepHeading(page: Page, step: number) {
  const steps = Object.values(c.onboarding.steps) as string[];
  const name = c.onboarding.title
    .replace('{{step}}', String(step))
    .replace('{{count}}', String(steps.length))
    .replace('{{name}}', steps[step - 1]);
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export interface Options {
  /** Checks at every step that nothing scrolls sideways. */
  noSideScroll: boolean;
  /** Runs axe on the registration page and each wizard step. */
  axe: boolean;
}

/** Registration, the mailed link, the five steps of the wizard, publication, the public profile and the listing. */
export async function registerAndPublish(
  page: Page,
  testInfo: TestInfo,
  provider: NewProvider,
  options: Options,
): Promise<{ service: string }> {
  const shot = (name: string) => fullPageShot(page, testInfo, `provider-${name}`);
  const atEveryStep = async (what: string) => {
    if (options.noSideScroll) await expectNoHorizontalScroll(page);
    if (options.axe) expect(await seriousViolations(page), what).toEqual([]);
  };

  // 1. The registration form.
  await page.goto(`${appOrigin()}/register`);
  await expect(page.getByRole('heading', { level: 1, name: auth.register.title })).toBeVisible();
  await page.getByLabel(auth.fields.companyName, { exact: true }).fill(provider.companyName);
  await page.getByLabel(auth.fields.firstname, { exact: true }).fill(provider.firstname);
  await page.getByLabel(auth.fields.lastname, { exact: true }).fill(provider.lastname);
  await page.getByLabel(auth.fields.email, { exact: true }).fill(provider.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(provider.password);
  await page.getByRole('checkbox', { name: new RegExp(`^${auth.register.terms}`) }).check();
  await atEveryStep('registration page');
  await shot('1-register');
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: auth.register.sentTitle })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(provider.email);
  await atEveryStep('registration sent');

  // 2. The link of the mail signs the provider in and opens the wizard.
  await page.goto(await linkMailedTo(provider.email, '/confirm-email'));
  await expect(page).toHaveURL(`${appOrigin()}/onboarding`);
  await expect(page.getByRole('link', { name: adminFr.admin.nav.signOut })).toHaveCount(0);
  await openAdminMenu(page);
  await expect(page.getByRole('button', { name: adminFr.admin.nav.signOut })).toBeVisible();
  // Folded again (Escape): the wizard's screens are shot with the header as a phone shows it.
  await page.keyboard.press('Escape');

  // Step 1: company (the name given at registration is there) and SIRET, checked as typed.
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('list', { name: c.onboarding.progress }).locator('[aria-current="step"]')).toHaveText(
    c.onboarding.steps.company,
  );
  await expect(page.getByLabel(c.fields.name, { exact: true })).toHaveValue(provider.companyName);
  await page.getByLabel(c.fields.siret, { exact: true }).fill(SIRET);
  await expect(page.getByText(c.siret.valid)).toBeVisible();
  await atEveryStep('onboarding, company');
  const next = page.getByRole('button', { name: c.onboarding.continue, exact: true });
  await next.click();

  // Step 2: services and event types.
  await expect(stepHeading(page, 2)).toBeVisible();
  const services = page.getByRole('group', { name: c.fields.services });
  const firstService = services.getByRole('checkbox').first();
  await firstService.check();
  // Its label, which the public profile must show (issue 21).
  const service = (await firstService.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
  await page.getByRole('group', { name: c.fields.eventTypes }).getByRole('checkbox', { name: 'Mariage', exact: true }).check();
  await atEveryStep('onboarding, services');
  await next.click();

  // Step 3: the portrait, typed in the rich-text editor, and the languages.
  await expect(stepHeading(page, 3)).toBeVisible();
  const editor = page.getByRole('textbox', { name: c.fields.portrait, exact: true });
  await editor.click();
  await page.keyboard.type(PORTRAIT);
  await expect(
    page.getByText(c.portrait.count_other.replace('{{count}}', String(PORTRAIT.length)).replace('{{min}}', '200')),
  ).toBeVisible();
  // A bullet list with a bold word, from the toolbar (the browser's own editing, kept as the server's allowlist).
  const tool = (name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
  await page.keyboard.press('Enter');
  await tool(editorFr.editor.bulletList).click();
  await expect(tool(editorFr.editor.bulletList)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Cérémonies laïques ');
  await tool(editorFr.editor.bold).click();
  await page.keyboard.type(PORTRAIT_BOLD);
  await expect(tool(editorFr.editor.bold)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: c.fields.languages }).getByRole('checkbox', { name: 'Français' }).check();
  await atEveryStep('onboarding, portrait');
  await shot('2-onboarding-portrait');
  await next.click();

  // Step 4: the address, the city chosen from the autocomplete.
  await expect(stepHeading(page, 4)).toBeVisible();
  const city = page.getByRole('combobox', { name: c.fields.city });
  await city.fill('Bordeaux');
  await page.getByRole('option', { name: 'Bordeaux (33000)', exact: true }).click();
  await expect(city).toHaveValue('Bordeaux (33000)');
  await atEveryStep('onboarding, address');
  await next.click();

  // Step 5: photos (skippable): a profile photo, with the media page's upload; the way on then says "Continuer".
  await expect(stepHeading(page, 5)).toBeVisible();
  await expect(page.getByRole('button', { name: c.photos.skip, exact: true })).toBeVisible();
  const portrait = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c9847a' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page
    .locator('.profile-photo input[type="file"]')
    .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait });
  await expect(next).toBeVisible();
  await atEveryStep('onboarding, photos');
  await next.click();

  // Step 6: publication (onboarding/finish).
  await expect(stepHeading(page, 6)).toBeVisible();
  await atEveryStep('onboarding, finish');
  const finishing = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url() === `${appOrigin()}/api/onboarding/finish`,
  );
  await page.getByRole('button', { name: c.finish.submit, exact: true }).click();
  expect((await finishing).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: c.finish.doneTitle })).toBeVisible();
  await atEveryStep('onboarding, published');

  // The live profile, on the www host, with what was typed.
  const profileLink = page.getByRole('link', { name: c.finish.viewProfile });
  await expect(profileLink).toHaveAttribute('href', new RegExp(`^${server.www}/wedding-planners/profile/`));
  const [profile] = await Promise.all([page.context().waitForEvent('page'), profileLink.click()]);
  await profile.waitForLoadState();
  expect(new URL(profile.url()).origin).toBe(server.www);
  await expect(profile.getByRole('heading', { level: 1, name: provider.companyName })).toBeVisible();
  await expect(profile.getByText(PORTRAIT_SENTENCE)).toBeVisible();
  await expect(profile.locator('li strong', { hasText: PORTRAIT_BOLD })).toBeVisible();
  await profile.close();

  // The dashboard says the profile is online.
  await page.getByRole('link', { name: c.finish.toDashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  await expect(page.getByText(d.profile.published)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot('3-dashboard-new');

  // The Bordeaux listing names the company.
  await page.goto(`${server.www}/wedding-planners/gironde/bordeaux/`);
  await expect(page.getByRole('link', { name: provider.companyName, exact: true })).toBeVisible();
  return { service };
}
