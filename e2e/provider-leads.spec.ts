/**
 * Issue 14's acceptance, in a real browser against the real server: two couples send requests to
 * a freshly published provider; the provider reads the first lead with the contact masked, is
 * short of credits, buys a pack through the sandbox checkout, unlocks and sees the couple's
 * contact; the couple's project view then says "Coordonnées transmises". The provider declines
 * the second lead and that couple is mailed three other providers. The purchase's invoice PDF
 * downloads from the credits page and names the buyer. Screenshots: <output>/screens/leads-*.png.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text.ts';
import { appFr, fullPageShot } from './app-flows.ts';
import { collectPageErrors, expectNoHorizontalScroll, mailOutbox, type Tokens } from './flows.ts';
import {
  adminFr,
  appOrigin,
  coupleSends,
  newProvider,
  openAdminMenu,
  publishProviderByApi,
  seriousViolations,
  serverText,
  signIn,
} from './provider-flows.ts';
import { server } from './support.ts';

const { leads: l, credits: c } = adminFr;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);
const credits = (count: number) => fill(count === 1 ? l.amount_one : l.amount_other, { count });

/** The lead of the inbox whose title (event type and date) names this month, opened from the navigation. */
async function openLead(page: Page, month: RegExp) {
  await openAdminMenu(page);
  await page.getByRole('link', { name: adminFr.admin.nav.leads }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: l.inbox.title })).toBeVisible();
  await page.getByRole('article').getByRole('link', { name: month }).click();
  await expect(page.getByRole('heading', { level: 2, name: l.contact.title })).toBeVisible();
}

test('a provider reads a masked lead, buys credits in the sandbox, unlocks it, declines another, and downloads the invoice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = collectPageErrors(page);
  const shot = (name: string) => fullPageShot(page, testInfo, `leads-${name}`);

  const provider = newProvider('lumiere', 'Lumière & Lavande Mariages');
  const { id: providerId } = await publishProviderByApi(provider);
  const alice = { firstname: 'Aliénor', lastname: 'Fabre', email: `alienor.${Date.now()}@example.fr` };
  const bruno = { firstname: 'Bastien', lastname: 'Roux', email: `bastien.${Date.now()}@example.fr` };
  const year = new Date().getFullYear() + 1;
  const first = await coupleSends(
    providerId,
    alice,
    `${year}-06-20`,
    'Bonjour, nous cherchons une organisatrice pour 220 invités. Écrivez-moi à alienor.perso@example.org ou au 06 11 22 33 44.',
  );
  await coupleSends(providerId, bruno, `${year}-09-12`, 'Bonjour, êtes-vous libre pour notre mariage en juin ?');

  // The inbox: both leads, new; the first one's page shows the message with its contact masked.
  await page.goto(`${appOrigin()}/login`);
  await signIn(page, provider.email, provider.password);
  await expect(page.getByRole('heading', { level: 1, name: adminFr.dashboard.title })).toBeVisible();
  await openLead(page, /juin/);
  await expect(page.getByText('alienor.perso@example.org')).toHaveCount(0);
  await expect(page.getByText('06 11 22 33 44')).toHaveCount(0);
  await expect(page.getByText(/Écrivez-moi à \[…\] ou au \[…\]/)).toBeVisible();
  await expect(page.getByText(l.signals.phoneVerified)).toBeVisible();
  await expect(page.getByText(fill(l.price.credits, { amount: credits(6) }))).toBeVisible();
  expect(await seriousViolations(page), 'lead page').toEqual([]);
  await expectNoHorizontalScroll(page);
  await shot('1-lead-masked');

  // Welcome credits (5) are short of the price (6): the dialog says so and leads to the packs.
  await page.getByRole('button', { name: fill(l.contact.unlock, { price: credits(6) }) }).click();
  const short = page.getByRole('dialog', { name: l.unlock.shortTitle });
  await expect(short).toContainText(fill(l.unlock.short, { price: credits(6), balance: credits(5) }));
  await short.getByRole('link', { name: l.unlock.buy }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(fill(c.balance, { amount: credits(5) }))).toBeVisible();

  // The sandbox checkout: the order with VAT, then Pay.
  await page.getByRole('button', { name: fill(c.packs.buy, { amount: credits(10) }) }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin()}/payment/sandbox/`));
  await expect(
    page.getByRole('heading', { level: 1, name: serverText('fr', 'payments.sandbox.title', 'payments') }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page), 'sandbox checkout').toEqual([]);
  await shot('2-sandbox-checkout');
  // 39,00 € before tax, French VAT 20 %: 46,80 € to pay.
  const pay = fill(serverText('fr', 'payments.sandbox.pay', 'payments'), { total: '' });
  await page.getByRole('button', { name: new RegExp(`^${pay}46,80\\s€$`) }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin()}/payment/credits/success\\?session_id=`));
  await expect(page.getByText(fill(c.payment.paid, { credits: credits(10) }))).toBeVisible();
  await expect(page.getByText(fill(c.payment.balance, { amount: credits(15) }))).toBeVisible();
  await shot('3-payment-success');

  // Unlock behind its confirmation (price, balance before and after): the contact appears.
  await openLead(page, /juin/);
  await page.getByRole('button', { name: fill(l.contact.unlock, { price: credits(6) }) }).click();
  const confirm = page.getByRole('dialog', { name: l.unlock.title });
  await expect(confirm).toContainText(fill(l.unlock.balance, { balance: credits(15), after: credits(9) }));
  await confirm.getByRole('button', { name: fill(l.unlock.confirm, { price: credits(6) }) }).click();
  await expect(page.getByText(fill(l.unlock.done, { balance: credits(9) }))).toBeVisible();
  await expect(page.getByRole('link', { name: alice.email })).toHaveAttribute('href', `mailto:${alice.email}`);
  await expect(page.getByText(alice.lastname, { exact: true })).toBeVisible();
  await expect(page.getByText('alienor.perso@example.org', { exact: false })).toBeVisible();
  await shot('4-lead-unlocked');

  // The couple is told by mail, and their project view says the contact was passed on.
  await expect
    .poll(() => mailOutbox().filter((mail) => mail.to === alice.email && mail.subject.includes(provider.companyName)).length)
    .toBe(1);
  const couple = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
  await couple.addCookies(
    Object.entries(first.tokens as Tokens).map(([name, value]) => ({ name, value, url: `${server.project}/` })),
  );
  const coupleView = await couple.newPage();
  await coupleView.goto(`${server.project}/projects/${first.projectId}`);
  const request = coupleView.getByRole('article', { name: provider.companyName });
  await expect(request).toContainText(appFr.projectView.status.unlocked);
  await expect(request).toContainText(appFr.projectView.statusHint.unlocked);
  await couple.close();

  // The second lead, declined with a reason: that couple is mailed three other providers.
  await openLead(page, /septembre/);
  await page.getByRole('button', { name: l.contact.reject, exact: true }).click();
  const reject = page.getByRole('dialog', { name: l.reject.title });
  await reject.getByRole('radio', { name: l.rejectReasons.unavailable }).check();
  await reject.getByRole('button', { name: l.reject.submit }).click();
  await expect(page.getByText(fill(l.contact.rejectedBecause, { reason: l.rejectReasons.unavailable }))).toBeVisible();
  await expect
    .poll(() => mailOutbox().find((mail) => mail.to === bruno.email && mail.subject.includes(provider.companyName)))
    .toBeTruthy();
  const declined = mailOutbox().find((mail) => mail.to === bruno.email && mail.subject.includes(provider.companyName));
  expect(declined?.text.match(/\/wedding-planners\/profile\//g)?.length).toBe(3);
  expect(declined?.text).not.toContain(provider.companyName.concat(' ('));

  // The credits page: the ledger and the invoice, whose PDF names the buyer.
  await openAdminMenu(page);
  await page.getByRole('link', { name: adminFr.admin.nav.credits }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(fill(c.balance, { amount: credits(9) }))).toBeVisible();
  for (const kind of ['welcome', 'purchase', 'unlock'] as const) {
    await expect(page.getByRole('cell', { name: c.ledger.kinds[kind] })).toBeVisible();
  }
  const invoices = page.getByRole('region', { name: c.invoices.title });
  const number = (await invoices.getByText(/^ALL-\d{4}-\d{6}$/).textContent()) ?? 'no invoice number';
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page), 'credits page').toEqual([]);
  await shot('5-credits');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('button', { name: fill(c.invoices.downloadNamed, { number }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const text = pdfText(pdf);
  expect(text).toContain(number);
  expect(text).toContain(provider.companyName);
  expect(text).toContain('73282932000074');

  expect(errors).toEqual([]);
});
