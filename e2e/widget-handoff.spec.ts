/**
 * From the widget on a third party's site to the couples' app without signing in twice (issue 12):
 * the widget's cookies stay on that site's own host, so the create-project link carries a
 * one-time hand-off code the app exchanges for a session of its own. Back in the widget's tab,
 * the project created meanwhile is offered.
 */
import { expect, test } from '@playwright/test';
import { appFr } from './app-flows.ts';
import {
  callApi,
  collectPageErrors,
  fr,
  freshMobile,
  register,
  saveProjectWithoutMessage,
  signInWithPhone,
  widget,
} from './flows.ts';
import { server, thirdPartySite } from './support.ts';

const EVENT_TYPES = `[{"slug":"mariage","name":"Mariage"}]`;

function hostPage(providerId: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Un autre site</title><link rel="icon" href="data:,"></head>
<body><h1>Le site d'un prestataire</h1>
<quote-request provider-id="${providerId}" event-types='${EVENT_TYPES}' base-url="${server.project}/" api-base="${server.www}"></quote-request>
<script src="${server.www}/widget/quote-request.js" defer></script></body></html>`;
}

test('a couple signed in through the widget on another site lands signed in in the app, then sees the new project', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto(server.profileUrl);
  const providerId = (await widget(page).getAttribute('provider-id')) ?? '';
  expect(providerId).toMatch(/^\d+$/);
  const site = await thirdPartySite({ '/provider.html': hostPage(providerId) });
  try {
    const errors = collectPageErrors(page);
    await page.goto(`${site.origin}/provider.html`);
    const phone = freshMobile();
    await signInWithPhone(page, phone);
    await register(page, { email: `tiers.${phone.slice(-7)}@example.com`, lastname: 'Perrin', firstname: 'Inès' });
    const w = widget(page);
    await expect(w.getByText(fr.presentation.picker.none)).toBeVisible();

    // The session lives on the third party's host only: our hosts never see its cookies.
    const siteCookies = (await context.cookies(site.origin)).filter((c) => c.name === 'token' || c.name === 'refresh_token');
    expect(siteCookies.map((c) => [c.name, c.domain]).sort()).toEqual([
      ['refresh_token', '127.0.0.1'],
      ['token', '127.0.0.1'],
    ]);
    expect((await context.cookies(server.project)).filter((c) => c.name === 'token')).toEqual([]);

    const create = w.getByRole('link', { name: fr.presentation.createProject });
    // The link stays the spec's address; the code is added on the click only.
    expect(Object.fromEntries(new URL((await create.getAttribute('href')) ?? '').searchParams)).toEqual({
      project: 'new',
      prestataire: providerId,
    });
    const opened = context.waitForEvent(
      'request',
      (request) => request.isNavigationRequest() && request.url().startsWith(server.project),
    );
    const [app] = await Promise.all([context.waitForEvent('page'), create.click()]);
    const landing = new URL((await opened).url());
    expect(landing.searchParams.get('project')).toBe('new');
    expect(landing.searchParams.get('prestataire')).toBe(providerId);
    expect(landing.searchParams.get('handoff')).toMatch(/^[\w-]{43}$/);
    const appErrors = collectPageErrors(app);

    // Signed in on the creation page, no sign-in asked; the code left the address.
    await expect(app.getByRole('heading', { level: 1, name: appFr.newProject.title })).toBeVisible();
    await expect(app).toHaveURL(`${server.project}/projects/new?prestataire=${providerId}`);
    await expect(app.getByRole('heading', { name: appFr.app.signIn.title })).toHaveCount(0);
    const appCookie = (await context.cookies(server.project)).find((c) => c.name === 'token');
    expect(appCookie?.value).toBeTruthy();
    const me = await callApi<{ user: { phone: string } }>('project', 'GET', '/api/me', { token: appCookie?.value });
    expect(me.body.user.phone).toBe(phone);
    // The code was for one use: the same link opened again does not sign anyone in.
    const replay = await callApi('project', 'POST', '/api/handoff/redeem', {
      body: { code: landing.searchParams.get('handoff') },
    });
    expect(replay.status).toBe(401);

    // The couple saves a project in the app (here through its API, with the app's session), then
    // comes back to the widget's tab: the project is offered there.
    const project = await saveProjectWithoutMessage(appCookie?.value ?? '');
    await page.bringToFront();
    // Headless Chromium keeps every tab "visible": the browser's hidden-then-visible is played here.
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    const offered = w.getByRole('radio', { name: /Mariage/ });
    await expect(offered).toBeVisible();
    await expect(offered).toHaveValue(String(project.id));
    await expect(offered).toBeChecked();
    expect(errors).toEqual([]);
    expect(appErrors).toEqual([]);
  } finally {
    await site.close();
  }
});
