/**
 * Issue 3's acceptance, in a real browser against the real server, at 375 px: a signed-out couple
 * opens the couples' app, answers the five steps of the creation (kept on the device), is asked for
 * the phone only at the save (with who will see the number), proves it with the SMS code, registers
 * (a new phone), and the project is saved: the address becomes /projects/{id}. axe-core finds no
 * serious or critical violation on the signed-out screens. Screenshots: test-results/screens/signed-out-*.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { appFr, fullPageShot } from './app-flows.ts';
import {
  callApi,
  codeSentTo,
  collectPageErrors,
  expectNoHorizontalScroll,
  fr,
  freshMobile,
  nextYearDate,
  waitForCall,
} from './flows.ts';
import { server } from './support.ts';

const t = appFr.newProject;

test.use({ viewport: { width: 375, height: 812 } });

/** axe's serious and critical violations on the page as it stands (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a signed-out couple answers the five steps, then proves the phone, and the project is saved', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const shot = (name: string) => fullPageShot(page, testInfo, `signed-out-${name}`);

  await page.goto(`${server.project}/projects/new`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // Signed out, the navigation offers "Se connecter", not the private pages (issue 7).
  await page.getByRole('button', { name: appFr.app.nav.menu }).click();
  const nav = page.getByRole('navigation', { name: appFr.app.nav.label });
  await expect(nav.getByRole('link', { name: appFr.app.nav.signIn })).toBeVisible();
  await expect(nav.getByRole('link', { name: appFr.app.nav.favorites })).toHaveCount(0);
  await page.getByRole('button', { name: appFr.app.nav.menu }).click();
  expect(await seriousViolations(page), 'creation page, signed out').toEqual([]);
  await shot('1-step-1');

  const next = page.getByRole('button', { name: t.next, exact: true });
  const atStep = (step: number) => expect(page.getByRole('heading', { level: 2, name: t.steps[step] })).toBeVisible();
  await page.getByRole('radiogroup', { name: t.fields.eventType }).getByRole('radio', { name: 'Mariage', exact: true }).check();
  await next.click();
  await atStep(2);
  await page.getByLabel(t.fields.eventDate).fill(nextYearDate());
  await next.click();
  await atStep(3);
  const location = page.getByRole('combobox', { name: t.fields.location });
  await location.fill('Bordeaux');
  await page.getByRole('option', { name: 'Bordeaux (33000)', exact: true }).click();
  await next.click();
  await atStep(4);
  await next.click();
  await atStep(5);
  const editor = page.getByRole('textbox', { name: `${t.fields.message} ${t.optional}`, exact: true });
  await editor.click();
  await page.keyboard.type('Bonjour, nous cherchons une organisatrice pour notre mariage.');
  await expectNoHorizontalScroll(page);
  await shot('2-step-5');

  // The save asks for the phone now, saying who will see it; nothing is saved before.
  await page.getByRole('button', { name: t.save }).click();
  const asked = page.getByRole('region', { name: t.signIn.title });
  await expect(asked.getByText(t.signIn.who)).toBeVisible();
  const phoneField = page.getByLabel(fr.account.phone.label);
  await expect(phoneField).toBeVisible();
  // The legal pages, next to the phone field (issue 4).
  await expect(asked.getByRole('link', { name: fr.account.phone.privacy })).toHaveAttribute('href', /\/confidentialite\/$/);
  expect(await seriousViolations(page), 'phone at the save').toEqual([]);
  await shot('3-phone-at-save');

  const phone = freshMobile();
  await phoneField.fill(phone);
  await page.getByRole('button', { name: fr.account.phone.submit }).click();
  await expect(page.getByRole('heading', { name: fr.account.code.title })).toBeVisible();
  await page.keyboard.type(await codeSentTo(phone));

  // A new phone: the inscription, then the save goes on by itself.
  const r = fr.registration;
  await expect(page.getByRole('heading', { name: r.title })).toBeVisible();
  await page.getByLabel(r.email, { exact: true }).fill(`sans.compte.${phone.slice(-7)}@example.com`);
  await page.getByLabel(r.lastname, { exact: true }).fill('Morel');
  await page.getByLabel(r.firstname, { exact: true }).fill('Inès');
  const city = page.getByRole('combobox', { name: r.city });
  await city.fill('Bordeaux');
  await page.getByRole('option', { name: 'Bordeaux (33000)', exact: true }).click();
  await page.getByRole('checkbox').check();
  expect(await seriousViolations(page), 'inscription at the save').toEqual([]);
  await shot('4-inscription');
  const saving = waitForCall(page, 'save-project');
  await page.getByRole('button', { name: r.submit }).click();
  const saved = (await (await saving).json()) as { success: boolean; project: { id: number } };
  expect(saved.success).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: t.saved.title })).toBeVisible();
  await expect(page).toHaveURL(`${server.project}/projects/${saved.project.id}`);
  expect(await seriousViolations(page), 'saved project').toEqual([]);
  await shot('5-saved');

  // The project is the couple's, with the answers given signed out.
  const token = (await page.context().cookies(`${server.project}/`)).find((cookie) => cookie.name === 'token')?.value;
  const detail = await callApi<{ project: { eventType: string; message: string | null } }>(
    'project',
    'GET',
    `/api/project/${saved.project.id}`,
    { token },
  );
  expect(detail.status).toBe(200);
  expect(detail.body.project.eventType).toBe('mariage');
  expect(detail.body.project.message).toContain('organisatrice');

  // A reload stays on the project (its own page now), and the draft is gone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mariage');
  expect(await page.evaluate(() => localStorage.getItem('alliance:project-draft'))).toBeNull();
  expect(errors).toEqual([]);
});
