/**
 * Issue 5's acceptance, in a real browser against the real server: a new couple signs up in the
 * widget, the seeded couple sends its project and picks a suggested provider, a project without a
 * message asks for one. Screenshots of each screen go to test-results/screens/.
 */
import { expect, test } from '@playwright/test';
import {
  callApi,
  collectPageErrors,
  DEMO_COUPLE_PHONE,
  expectNoHorizontalScroll,
  fr,
  freshMobile,
  mailOutbox,
  providerIdOf,
  register,
  registerCoupleByApi,
  saveProjectWithoutMessage,
  screens,
  sessionCookies,
  setWwwCookies,
  signInWithPhone,
  waitForCall,
  widget,
} from './flows.ts';
import { server } from './support.ts';

const t = fr.presentation;

test('a new couple proves a phone, registers and lands on presentation with no project', async ({ page }, testInfo) => {
  const shots = screens(page, testInfo);
  const errors = collectPageErrors(page);
  const phone = freshMobile();
  await page.goto(server.profileUrl);
  const providerId = await providerIdOf(page);
  const w = widget(page);

  await expect(w.getByRole('heading', { name: fr.account.phone.title })).toBeVisible();
  await shots.widget('1-account-phone-step');
  await signInWithPhone(page, phone, shots);

  const digits = phone.slice(-7);
  await register(page, { email: `couple.${digits}@example.com`, lastname: 'Lefèvre', firstname: 'Manon' }, shots);

  await expect(w.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(w.getByText(t.picker.none)).toBeVisible();
  await expect(w.getByRole('button', { name: t.send })).toHaveCount(0);
  const create = w.getByRole('link', { name: t.createProject });
  await expect(create).toHaveAttribute('target', '_blank');
  const href = new URL((await create.getAttribute('href')) ?? '');
  expect(href.origin).toBe(server.project);
  expect(href.pathname).toBe('/');
  expect(Object.fromEntries(href.searchParams)).toEqual({ project: 'new', prestataire: String(providerId) });
  // The session is kept in the page's cookies.
  const session = await sessionCookies(page.context());
  expect(session.token).toBeTruthy();
  expect(session.refresh_token).toBeTruthy();
  await shots.widget('4-presentation-no-project');
  expect(errors).toEqual([]);
});

test('the seeded couple sends its project, ticks one suggestion, and cannot contact the same provider twice', async ({
  page,
}, testInfo) => {
  const shots = screens(page, testInfo);
  const errors = collectPageErrors(page);
  await page.goto(server.profileUrl);
  const providerId = await providerIdOf(page);
  const w = widget(page);

  // A known couple goes from the code straight to presentation.
  await signInWithPhone(page, DEMO_COUPLE_PHONE);
  await expect(w.getByRole('heading', { name: t.title })).toBeVisible();
  const project = w.getByRole('radio', { name: /Mariage/ });
  await expect(project).toHaveCount(1);
  await project.check();
  const projectId = Number(await project.inputValue());
  await shots.widget('5-presentation-projects');

  const sent = waitForCall(page, 'send-to-prestataire');
  const suggested = waitForCall(page, 'get-prestataires');
  await w.getByRole('button', { name: t.send }).click();
  expect(await (await sent).json()).toEqual({ success: true });
  await expect(w.getByRole('status').filter({ hasText: t.sent })).toBeVisible();

  const dialog = w.getByRole('dialog', { name: t.suggestions.title });
  await expect(dialog).toBeVisible();
  const offered = ((await (await suggested).json()) as { prestataires: { id: number; name: string }[] }).prestataires;
  const cards = dialog.getByRole('article');
  await expect(cards).toHaveCount(3);
  expect(offered.map((provider) => provider.id)).not.toContain(providerId);
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await shots.page('6-suggestions-dialog');

  const picked = offered[1] as { id: number; name: string };
  const card = dialog.getByRole('article', { name: picked.name });
  await card.getByRole('checkbox', { name: t.suggestions.contact.replace('{{name}}', picked.name) }).check();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const chosen = waitForCall(page, 'choose-prestataires');
  // Mails of this send only: other tests may contact the same providers.
  const mailsBefore = mailOutbox().length;
  await dialog.getByRole('button', { name: t.suggestions.send }).click();
  expect(await (await chosen).json()).toEqual({ success: true, sent: [picked.id], alreadySent: [] });
  await expect(dialog.getByText(t.suggestions.sentTo.replace('{{names}}', picked.name))).toBeVisible();
  await expect
    .poll(
      () =>
        mailOutbox()
          .slice(mailsBefore)
          // The new-request mail (it greets the person, not the company): its link to the lead.
          .filter((mail) => /\/leads\/[0-9a-f-]{36}/.test(mail.text)).length,
    )
    .toBe(1);
  await shots.page('7-suggestions-sent');

  // The request is stored: the API refuses a second one to the ticked provider.
  const { token } = await sessionCookies(page.context());
  expect(token).toBeTruthy();
  const again = await callApi('project', 'POST', '/api/send-to-prestataire', {
    token,
    body: { project: projectId, prestataire: picked.id },
  });
  expect(again).toEqual({ status: 200, body: { success: false, error: 'already-sent' } });

  // Sent: the widget's button says so and sends nothing more (issue 7).
  await dialog.getByRole('button', { name: fr.common.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(w.getByRole('button', { name: t.sentButton })).toHaveAttribute('aria-disabled', 'true');
  await shots.widget('8-sent-state');

  // Back later (a new visit): the server says it was sent, the widget says so, and still suggests others.
  await page.reload();
  await expect(w.getByRole('heading', { name: t.title })).toBeVisible();
  await w.getByRole('radio', { name: /Mariage/ }).check();
  await w.getByRole('button', { name: t.send }).click();
  await expect(w.getByRole('status').filter({ hasText: t.alreadySent })).toBeVisible();
  await expect(w.getByRole('button', { name: t.sentButton, includeHidden: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('article', { name: picked.name })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a project without a message asks for one in a dialog, which cancels and then sends', async ({ page }, testInfo) => {
    const shots = screens(page, testInfo);
    const errors = collectPageErrors(page);
    const phone = freshMobile();
    const tokens = await registerCoupleByApi(phone, {
      email: `sans.message.${phone.slice(-7)}@example.com`,
      lastname: 'Martin',
      firstname: 'Louise',
    });
    // The couple is signed in on the page (the widget's own cookies), then gets a project with no message.
    await setWwwCookies(page.context(), tokens);
    await page.goto(server.profileUrl);
    const w = widget(page);
    await expect(w.getByText(t.picker.none)).toBeVisible();
    const project = await saveProjectWithoutMessage(tokens.token);
    await page.reload();

    const radio = w.getByRole('radio', { name: /Mariage/ });
    await expect(radio).toHaveCount(1);
    await radio.check();
    expect(Number(await radio.inputValue())).toBe(project.id);
    await shots.widget('8-presentation-one-project');
    await expectNoHorizontalScroll(page);

    const dialog = w.getByRole('dialog', { name: t.message.title });
    const refused = waitForCall(page, 'send-to-prestataire');
    await w.getByRole('button', { name: t.send }).click();
    expect(await (await refused).json()).toEqual({ success: false, error: 'no-message' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('textbox', { name: t.message.label });
    await expect(field).toBeFocused();
    await expect(w.getByRole('status').filter({ hasText: t.sent })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await shots.page('9-message-dialog');

    await dialog.getByRole('button', { name: fr.common.cancel }).click();
    await expect(dialog).toBeHidden();

    await w.getByRole('button', { name: t.send }).click();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('');
    const message = `Bonjour, nous cherchons une organisatrice pour notre mariage (${phone.slice(-7)}).`;
    await field.fill(message);
    const sent = waitForCall(page, 'send-to-prestataire');
    await dialog.getByRole('button', { name: t.message.send, exact: true }).click();
    expect(await (await sent).json()).toEqual({ success: true });
    await expect(dialog).toBeHidden();
    await expect(w.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    // The provider's notification carries the message typed in the dialog.
    await expect.poll(() => mailOutbox().filter((mail) => mail.text.includes(message)).length).toBe(1);
    const suggestions = w.getByRole('dialog', { name: t.suggestions.title });
    await expect(suggestions).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shots.page('10-suggestions-dialog');
    expect(errors).toEqual([]);
  });
});
