/**
 * Issue 21's acceptance, in a real browser against the real server, at 375 px in French: a new
 * planner's first week. Registration, the mailed confirmation link, the onboarding wizard with a
 * profile photo, the published profile showing the services ticked, a couple's request reached
 * from the link of the new-request mail, credits bought from that lead and the way back to it with
 * its unlock ready, the unlock, and the invoice PDF naming the seller configured for the server
 * (e2e/global-setup.ts). axe on every step. Screenshots: <output>/screens/first-week-*.png.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text.ts';
import { fullPageShot } from './app-flows.ts';
import { collectPageErrors, expectNoHorizontalScroll, mailOutbox } from './flows.ts';
import {
  adminFr,
  callApp,
  coupleSends,
  newProvider,
  openAdminMenu,
  providerToken,
  seriousViolations,
  serverText,
} from './provider-flows.ts';
import { registerAndPublish } from './provider-onboarding-flow.ts';

const { leads: l, credits: c } = adminFr;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);
const credits = (count: number) => fill(count === 1 ? l.amount_one : l.amount_other, { count });

test('a new planner’s first week at 375 px: onboarding with a photo, the profile, a lead from the mail, credits and back, unlock, invoice', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = collectPageErrors(page);
  const shot = (name: string) => fullPageShot(page, testInfo, `first-week-${name}`);
  const axe = async (what: string) => {
    await expectNoHorizontalScroll(page);
    expect(await seriousViolations(page), what).toEqual([]);
  };

  // 1–3. Register, confirm from the mail, the wizard with its photo step, publication (shots provider-*).
  const provider = newProvider('semaine', 'Atelier Ébène Mariages');
  const { service } = await registerAndPublish(page, testInfo, provider, { noSideScroll: false, axe: true });
  expect(service).not.toBe('');

  // 4. The public profile shows what was ticked: the service and the events ("mariage", lower case in the sentence).
  const token = await providerToken(provider);
  const me = await callApp<{ provider: { id: number; profileUrl: string } }>('GET', '/api/me', { token });
  await page.goto(me.body.provider.profileUrl);
  const offer = page.getByRole('region', { name: serverText('fr', 'profile.services') });
  await expect(offer.getByRole('listitem').filter({ hasText: service })).toBeVisible();
  await expect(offer).toContainText(fill(serverText('fr', 'profile.eventTypesText'), { list: 'mariage' }));
  // The profile photo uploaded in the wizard, drawn as a circle.
  const photo = page.getByRole('img', { name: `Photo de profil d’${provider.companyName}` });
  await expect(photo).toBeVisible();
  const box = await photo.boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  await axe('public profile');
  await shot('4-profile');

  // 5. A couple's request (over 200 guests, over 50 000 €: 6 credits); the new-request mail greets
  // the person and links to the lead's page, which opens (signed in) with the contact masked.
  const year = new Date().getFullYear() + 1;
  await coupleSends(
    me.body.provider.id,
    { firstname: 'Léa', lastname: 'Martin', email: `lea.${Date.now()}@example.fr` },
    `${year}-06-20`,
    'Bonjour, nous cherchons une organisatrice. Écrivez-moi à lea.martin@example.com. Merci !',
  );
  const mailed = () => mailOutbox().find((mail) => mail.to === provider.email && /\/leads\/[0-9a-f-]{36}/.test(mail.text));
  await expect.poll(() => Boolean(mailed()), { message: 'the new-request mail' }).toBe(true);
  const mail = mailed();
  expect(mail?.text).toContain(`Bonjour ${provider.firstname}`);
  const link = /https?:\/\/\S+\/leads\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: l.contact.title })).toBeVisible();
  // Only the address is masked: the words around it stay.
  await expect(page.getByText(/Écrivez-moi à \[…\]\. Merci !/)).toBeVisible();
  await axe('lead page from the mail');
  await shot('5-lead-from-mail');

  // 6. Short of credits (5 welcome credits, price 6): buy a pack from the lead, then back to it.
  await page.getByRole('button', { name: fill(l.contact.unlock, { price: credits(6) }) }).click();
  const short = page.getByRole('dialog', { name: l.unlock.shortTitle });
  await short.getByRole('link', { name: l.unlock.buy }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByRole('link', { name: c.backToLead })).toBeVisible();
  await axe('credits page from a lead');
  await shot('6-credits-from-lead');
  await page.getByRole('button', { name: fill(c.packs.buy, { amount: credits(10) }) }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await shot('7-sandbox-checkout');
  const pay = fill(serverText('fr', 'payments.sandbox.pay', 'payments'), { total: '' });
  await page.getByRole('button', { name: new RegExp(`^${pay}`) }).click();
  await expect(page).toHaveURL(/\/payment\/credits\/success\?session_id=/);
  const back = page.getByRole('link', { name: c.payment.backToLead });
  await expect(back).toBeVisible();
  await axe('payment success');
  await shot('8-payment-success');

  // 7. Back on the lead, the unlock's confirmation is ready: confirmed, the couple's contact appears.
  await back.click();
  const confirm = page.getByRole('dialog', { name: l.unlock.title });
  await expect(confirm).toContainText(fill(l.unlock.balance, { balance: credits(15), after: credits(9) }));
  await confirm.getByRole('button', { name: fill(l.unlock.confirm, { price: credits(6) }) }).click();
  await expect(page.getByText(fill(l.unlock.done, { balance: credits(9) }))).toBeVisible();
  await expect(page.getByText('lea.martin@example.com', { exact: false })).toBeVisible();
  await axe('lead unlocked');
  await shot('9-lead-unlocked');

  // 8. The invoice PDF names the configured seller, the quantity and the unit price.
  await openAdminMenu(page);
  await page.getByRole('link', { name: adminFr.admin.nav.credits }).first().click();
  const invoices = page.getByRole('region', { name: c.invoices.title });
  const number = (await invoices.getByText(/^ALL-\d{4}-\d{6}$/).textContent()) ?? 'no invoice number';
  await shot('10-credits');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('button', { name: fill(c.invoices.downloadNamed, { number }) }).click(),
  ]);
  const text = pdfText(readFileSync(await download.path()));
  expect(text).toContain(number);
  expect(text).toContain('Alliance Mariages SAS');
  expect(text).toContain('75011 Paris');
  expect(text).not.toMatch(/SELLER_|configurer/);
  expect(text).toContain(provider.companyName);
  expect(errors).toEqual([]);
});
