/**
 * Where the widget starts, in a real browser against the real server: an expired session raises
 * `tokenInvalid` and falls back to the account screen; the `_locale` cookie picks the language;
 * the account screen fits a 320 px screen.
 */
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, fr, screens, sessionCookies, setWwwCookies, sharedText, texts, widget } from './flows.ts';
import { server } from './support.ts';

test('an expired session raises tokenInvalid, removes both cookies and shows the account screen', async ({ page }) => {
  await setWwwCookies(page.context(), { token: 'garbage.access.token', refresh_token: 'garbage-refresh-token' });
  // Listening before the page's scripts run: the widget asks for `me` as soon as it starts.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __tokenInvalid: seen });
    document.addEventListener('tokenInvalid', (event) => seen.push((event as CustomEvent<{ message: string }>).detail.message));
  });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/token/refresh'));
  await page.goto(server.profileUrl);

  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  const message = sharedText('fr', 'auth.sessionExpired');
  expect(message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tokenInvalid: string[] }).__tokenInvalid))
    .toEqual([message]);
  await expect(widget(page).getByRole('heading', { name: fr.account.phone.title })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: fr.account.phone.submit })).toBeVisible();
  expect(await sessionCookies(page.context())).toEqual({ token: undefined, refresh_token: undefined });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )(token|refresh_token)=/);
});

test('the _locale cookie shows the account screen in German', async ({ page }, testInfo) => {
  const de = texts('de', 'account');
  await setWwwCookies(page.context(), { _locale: 'de' });
  await page.goto(server.profileUrl);
  const w = widget(page);
  await expect(w.getByRole('heading', { name: de.phone.title })).toBeVisible();
  await expect(w.getByText(de.phone.intro)).toBeVisible();
  await expect(w.getByLabel(de.phone.label)).toBeVisible();
  await expect(w.getByLabel(de.phoneField.country, { exact: true })).toHaveValue('FR');
  await expect(w.getByRole('button', { name: de.phone.submit })).toBeVisible();
  await expect(w.getByRole('region', { name: texts('de', 'common').widgetLabel })).toHaveAttribute('lang', 'de');
  await expect(w.getByText(fr.account.phone.title)).toHaveCount(0);
  await screens(page, testInfo).widget('account-phone-step-de');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the account screen fits without scrolling sideways', async ({ page }, testInfo) => {
    await page.goto(server.profileUrl);
    const w = widget(page);
    await expect(w.getByRole('heading', { name: fr.account.phone.title })).toBeVisible();
    await expect(w.getByLabel(fr.account.phone.label)).toBeVisible();
    // The country selector starts on the domain's country (localhost=FR).
    await expect(w.getByLabel(fr.account.phoneField.country, { exact: true })).toHaveValue('FR');
    await expectNoHorizontalScroll(page);
    const box = await w.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    await screens(page, testInfo).widget('1-account-phone-step');
  });
});
