/**
 * Issue 13's acceptance, in a real browser against the real server (the admin SPA on the app host):
 * the registration, the mailed link, the onboarding wizard and the live profile at 320 px with no
 * sideways scroll on any step (issue 21's first-week walk takes the same steps at 375 px); a
 * password reset from the mailed link; the seeded provider's sign-in and dashboard. axe-core finds
 * no serious or critical violation on the sign-in, registration and onboarding pages.
 * Screenshots: <output>/screens/provider-*.png.
 */
import { expect, type TestInfo, test } from '@playwright/test';
import { fullPageShot } from './app-flows.ts';
import { collectPageErrors, expectNoHorizontalScroll } from './flows.ts';
import {
  adminFr,
  appOrigin,
  DEMO_PROVIDER,
  linkMailedTo,
  newProvider,
  openAdminMenu,
  refusalText,
  registerProviderByApi,
  seriousViolations,
  signIn,
} from './provider-flows.ts';
import { registerAndPublish, stepHeading } from './provider-onboarding-flow.ts';
import { server } from './support.ts';

const { auth, company: c, dashboard: d } = adminFr;

test.describe('a new provider registers, is onboarded and published (at 375 px: provider-first-week.spec.ts)', () => {
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
  await openAdminMenu(page);
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
      await expect(page.getByText(/^Bonjour Claire, bienvenue dans l'espace (de |d')/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: d.profile.title, exact: true })).toBeVisible();
      await expect(page.getByText(d.profile.published)).toBeVisible();
      await expect(page.getByRole('link', { name: d.profile.view })).toHaveAttribute(
        'href',
        new RegExp(`^${server.www}/wedding-planners/profile/`),
      );
      await openAdminMenu(page);
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
      // The photo step of a provider without photos offers to skip it.
      const label = step === 'finish' ? c.finish.submit : step === 'photos' ? c.photos.skip : c.onboarding.continue;
      const submit = page.getByRole('button', { name: label, exact: true });
      await expect(submit).toBeVisible();
      expect(await seriousViolations(page, lesser), `onboarding ${step} at ${width} px`).toEqual([]);
      if (step === 'company') {
        // Prefilled with the registration's name: emptied, and a SIRET that fails the Luhn check.
        await page.getByLabel(c.fields.name, { exact: true }).fill('');
        await page.getByLabel(c.fields.siret, { exact: true }).fill('73282932000075');
      }
      // The photo step has nothing to refuse: skipping it is allowed.
      if (step === 'photos') continue;
      // Sent empty: the errors next to their fields (the finish step lists what is missing).
      await submit.click();
      await expect(page.locator('.field-error, [role="alert"]').first()).toBeVisible();
      expect(await seriousViolations(page, lesser), `onboarding ${step} with errors at ${width} px`).toEqual([]);
    }
  }
  reportLesser(testInfo, lesser);
});
