/**
 * Issue 13's acceptance, in a real browser against the real server (the admin SPA on the app host):
 * a new provider registers, opens the confirmation link the server mailed, goes through the
 * onboarding wizard (company and SIRET, services and event types, a portrait typed in the editor
 * and languages, the city from the autocomplete), publishes, and finds the profile on the www
 * host and in the Bordeaux listing — at 375 px, and again at 320 px with no sideways scroll on any
 * step; a password reset from the mailed link; the seeded provider's sign-in and dashboard. axe-core
 * finds no serious or critical violation on the sign-in, registration and onboarding pages.
 * Screenshots: <output>/screens/provider-*.png.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { fullPageShot } from './app-flows.ts';
import { collectPageErrors, expectNoHorizontalScroll } from './flows.ts';
import {
  adminFr,
  appOrigin,
  DEMO_PROVIDER,
  linkMailedTo,
  type NewProvider,
  newProvider,
  refusalText,
  registerProviderByApi,
  seriousViolations,
  signIn,
} from './provider-flows.ts';
import { server } from './support.ts';

const { auth, company: c, dashboard: d } = adminFr;
const SIRET = '73282932000074';
/** The portrait typed in the editor: more than the 200 characters the profile needs. */
const PORTRAIT_SENTENCE = "Nous accompagnons chaque couple de la première visite des lieux jusqu'au dernier invité";
const PORTRAIT = `Organisation de mariages sur mesure à Bordeaux et dans toute la Gironde. ${PORTRAIT_SENTENCE}, avec une équipe attentive et des prestataires choisis avec soin pour un jour qui vous ressemble.`;

/** The wizard's heading at a step (1-based), e.g. 'Inscription, étape 2 sur 5 : Prestations'. */
function stepHeading(page: Page, step: number) {
  const steps = Object.values(c.onboarding.steps) as string[];
  const name = c.onboarding.title
    .replace('{{step}}', String(step))
    .replace('{{count}}', String(steps.length))
    .replace('{{name}}', steps[step - 1]);
  return page.getByRole('heading', { level: 1, name, exact: true });
}

interface Options {
  /** Checks at every step that nothing scrolls sideways. */
  noSideScroll: boolean;
  /** Runs axe on the registration page and each wizard step. */
  axe: boolean;
}

/** Registration, the mailed link, the five steps of the wizard, publication, the public profile and the listing. */
async function registerAndPublish(page: Page, testInfo: TestInfo, provider: NewProvider, options: Options): Promise<void> {
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
  await expect(page.getByRole('button', { name: adminFr.admin.nav.signOut })).toBeVisible();

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
  await services.getByRole('checkbox').first().check();
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

  // Step 5: publication (onboarding/finish).
  await expect(stepHeading(page, 5)).toBeVisible();
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
}

test.describe('a new provider registers, is onboarded and published', () => {
  test('at 375 px: registration, confirmation link, the wizard, the live profile and the Bordeaux listing', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = collectPageErrors(page);
    await registerAndPublish(page, testInfo, newProvider('garance', 'Maison Garance Mariages'), {
      noSideScroll: false,
      axe: true,
    });
    expect(errors).toEqual([]);
  });

  test('at 320 px: the same flow, and nothing scrolls sideways at any step', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const errors = collectPageErrors(page);
    await registerAndPublish(page, testInfo, newProvider('nacre', 'Atelier Nacre Événements'), {
      noSideScroll: true,
      axe: false,
    });
    expect(errors).toEqual([]);
  });
});

test('password reset: the mailed link, a new password, then sign-in with it (the old one refused)', async ({ page }) => {
  test.setTimeout(60_000);
  const provider = newProvider('oubli', 'Studio Oubli Réceptions');
  await registerProviderByApi(provider);
  const newPassword = 'cerisier-lanterne-77';

  await page.goto(`${appOrigin()}/login`);
  await page.getByRole('link', { name: auth.login.forgot }).click();
  await expect(page).toHaveURL(`${appOrigin()}/reset-password`);
  await expect(page.getByRole('heading', { level: 1, name: auth.resetRequest.title })).toBeVisible();
  await page.getByLabel(auth.fields.email, { exact: true }).fill(provider.email);
  await page.getByRole('button', { name: auth.resetRequest.submit, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(auth.resetRequest.sent);

  await page.goto(await linkMailedTo(provider.email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: auth.resetPassword.title })).toBeVisible();
  await page.getByLabel(auth.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: auth.resetPassword.submit, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(auth.resetPassword.done);
  await page.getByRole('main').getByRole('link', { name: auth.resetPassword.toLogin, exact: true }).click();

  // The old password is refused, with a message, and the page stays the sign-in page.
  await expect(page).toHaveURL(`${appOrigin()}/login`);
  await signIn(page, provider.email, provider.password);
  await expect(page.getByRole('alert')).toHaveText(refusalText(401, 'providerAuth.invalidCredentials'));
  await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();

  // The new one signs in: the account has no published profile yet, so the wizard opens.
  await page.getByLabel(auth.fields.password, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(`${appOrigin()}/onboarding`);
  await expect(stepHeading(page, 1)).toBeVisible();

  // The link was spent: a second use is refused.
  const link = await linkMailedTo(provider.email, '/reset-password');
  await page.getByRole('button', { name: adminFr.admin.nav.signOut }).click();
  await page.goto(link);
  await page.getByLabel(auth.fields.newPassword, { exact: true }).fill('encore-un-autre-mot-2026');
  await page.getByRole('button', { name: auth.resetPassword.submit, exact: true }).click();
  // The form's own message (the page may also say that an earlier session of this account ended).
  const refusal = refusalText(400, 'providerAuth.tokenInvalid');
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveText(refusal);
  await expect(page.getByRole('link', { name: auth.resetPassword.askAgain })).toBeVisible();
});

test.describe('the seeded provider', () => {
  for (const width of [375, 320]) {
    test(`signs in and sees the dashboard at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 812 });
      const errors = collectPageErrors(page);
      await page.goto(`${appOrigin()}/login`);
      await signIn(page, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await expect(page).toHaveURL(`${appOrigin()}/`);
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
      await expect(page.getByText(/^Bonjour Claire, bienvenue dans l'espace de /)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: d.profile.title })).toBeVisible();
      await expect(page.getByText(d.profile.published)).toBeVisible();
      await expect(page.getByRole('link', { name: d.profile.view })).toHaveAttribute(
        'href',
        new RegExp(`^${server.www}/wedding-planners/profile/`),
      );
      const nav = page.getByRole('navigation', { name: adminFr.admin.nav.label });
      await expect(nav.getByRole('link', { name: adminFr.admin.nav.dashboard })).toHaveAttribute('aria-current', 'page');
      await expectNoHorizontalScroll(page);
      await fullPageShot(page, testInfo, 'provider-4-dashboard-demo');
      expect(errors).toEqual([]);
    });
  }
});

/** The minor and moderate violations axe found, kept in the report (annotations) and logged, not failed. */
function reportLesser(testInfo: TestInfo, lesser: Set<string>): void {
  for (const line of lesser) testInfo.annotations.push({ type: 'axe, minor or moderate', description: line });
  if (lesser.size) console.log(`axe, minor or moderate (${testInfo.title}):\n  ${[...lesser].join('\n  ')}`);
}

test('accessibility (axe-core): the sign-in and registration pages have no serious or critical violation', async ({
  page,
}, testInfo) => {
  const lesser = new Set<string>();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${appOrigin()}/login`);
    await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
    expect(await seriousViolations(page, lesser), `login at ${width} px`).toEqual([]);
    // A refused sign-in shows its message and the field errors.
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page, lesser), `login with errors at ${width} px`).toEqual([]);

    await page.goto(`${appOrigin()}/register`);
    await expect(page.getByRole('heading', { level: 1, name: auth.register.title })).toBeVisible();
    expect(await seriousViolations(page, lesser), `register at ${width} px`).toEqual([]);
    await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page, lesser), `register with errors at ${width} px`).toEqual([]);

    await page.goto(`${appOrigin()}/reset-password`);
    await expect(page.getByRole('heading', { level: 1, name: auth.resetRequest.title })).toBeVisible();
    expect(await seriousViolations(page, lesser), `reset request at ${width} px`).toEqual([]);
  }
  reportLesser(testInfo, lesser);
});

test('accessibility (axe-core): every onboarding step, empty and with its errors, has no serious or critical violation', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const lesser = new Set<string>();
  const provider = newProvider('axe', 'Axe Réceptions');
  await registerProviderByApi(provider);
  await page.goto(`${appOrigin()}/login`);
  await signIn(page, provider.email, provider.password);
  await expect(stepHeading(page, 1)).toBeVisible();
  const steps = Object.keys(c.onboarding.steps);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [index, step] of steps.entries()) {
      await page.goto(`${appOrigin()}/onboarding?step=${step}`);
      await expect(stepHeading(page, index + 1)).toBeVisible();
      const submit = page.getByRole('button', { name: step === 'finish' ? c.finish.submit : c.onboarding.continue, exact: true });
      await expect(submit).toBeVisible();
      expect(await seriousViolations(page, lesser), `onboarding ${step} at ${width} px`).toEqual([]);
      if (step === 'company') {
        // Prefilled with the registration's name: emptied, and a SIRET that fails the Luhn check.
        await page.getByLabel(c.fields.name, { exact: true }).fill('');
        await page.getByLabel(c.fields.siret, { exact: true }).fill('73282932000075');
      }
      // Sent empty: the errors next to their fields (the finish step lists what is missing).
      await submit.click();
      await expect(page.locator('.field-error, [role="alert"]').first()).toBeVisible();
      expect(await seriousViolations(page, lesser), `onboarding ${step} with errors at ${width} px`).toEqual([]);
    }
  }
  reportLesser(testInfo, lesser);
});
