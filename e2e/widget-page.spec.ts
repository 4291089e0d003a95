/**
 * The <quote-request> widget in a real browser, as served by the real server: on our provider
 * profile page and on a third-party page. Only what does not depend on the widget's inner
 * screens (those have their own specs).
 */
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, server, thirdPartySite } from './support.ts';

const EVENT_TYPES = `[{"slug":"mariage","name":"Mariage"}]`;

/** Host page of a third-party site embedding the widget from our www host (no `attributes`: no widget). */
function hostPage(options: { attributes?: string; head?: string; scripts?: number }): string {
  const script = `<script src="${server.www}/widget/quote-request.js" defer></script>`;
  const widget = options.attributes === undefined ? '' : `<quote-request ${options.attributes}></quote-request>`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Third-party site</title>
<link rel="icon" href="data:,">${options.head ?? ''}</head>
<body><h1>Un autre site</h1><p id="host-text">Texte de la page hôte.</p>
${widget}
<button id="host-button" type="button" onclick="this.textContent='clicked'">host button</button>
${widget ? script.repeat(options.scripts ?? 1) : ''}</body></html>`;
}

const goodAttributes = (providerId: string) =>
  `provider-id="${providerId}" event-types='${EVENT_TYPES}' base-url="${server.project}/" api-base="${server.www}"`;

/** Waits until the element's open shadow root has rendered something. */
async function widgetRendered(page: Page, index = 0): Promise<void> {
  await expect
    .poll(() => page.evaluate((i) => document.querySelectorAll('quote-request')[i]?.shadowRoot?.childElementCount ?? -1, index))
    .toBeGreaterThan(0);
}

/** Computed style of every element of the widget's shadow root, in document order. */
function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('quote-request')?.shadowRoot;
    return [...(root?.querySelectorAll('*') ?? [])]
      .filter((el) => !['STYLE', 'SCRIPT'].includes(el.tagName))
      .map((el) => {
        const s = getComputedStyle(el);
        return `${el.tagName} ${s.display} ${s.visibility} ${s.color} ${s.fontFamily} ${s.fontSize} ${s.backgroundColor}`;
      });
  });
}

/** Computed style of the host page's own paragraph. */
function hostTextStyle(page: Page) {
  return page.evaluate(() => {
    const s = getComputedStyle(document.getElementById('host-text') as HTMLElement);
    return { color: s.color, font: s.font, margin: s.margin, display: s.display, sheets: document.styleSheets.length };
  });
}

let providerId = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(server.profileUrl);
  providerId = (await page.locator('quote-request').getAttribute('provider-id')) ?? '';
  await page.close();
  expect(providerId).toMatch(/^\d+$/);
});

test('the provider profile page shows the provider and the widget in its shadow root, without errors', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const script = page.waitForResponse((response) => response.url().endsWith('/widget/quote-request.js'));
  await page.goto(server.profileUrl);
  await expect(page.locator('h1')).toBeVisible();
  expect((await script).status()).toBe(200);
  expect((await script).headers()['content-encoding']).toBe('br');
  await widgetRendered(page);
  expect(await page.evaluate(() => document.querySelector('quote-request')?.shadowRoot?.mode)).toBe('open');
  await page.screenshot({ path: testInfo.outputPath('profile-page.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the profile page fits a 320 px screen and reads without JavaScript', async ({ browser }) => {
  const narrow = await browser.newPage({ viewport: { width: 320, height: 640 } });
  await narrow.goto(server.profileUrl);
  await widgetRendered(narrow);
  expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await narrow.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.profileUrl);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.profile-head img')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Présentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demander un devis gratuit' })).toBeVisible();
  // Chromium keeps parsing <noscript> as if scripts ran when they are only switched off: check it is sent.
  expect(await page.locator('noscript').count()).toBe(1);
  await context.close();
});

test('the script loaded twice defines the element once, without errors', async ({ page }) => {
  const site = await thirdPartySite({ '/twice.html': hostPage({ attributes: goodAttributes(providerId), scripts: 2 }) });
  try {
    await page.addInitScript(() => {
      const registry = window.customElements;
      const define = registry.define.bind(registry);
      const names: string[] = [];
      Object.assign(window, { __defined: names });
      registry.define = (name, ...rest) => {
        names.push(name);
        define(name, ...rest);
      };
    });
    const errors = collectErrors(page);
    await page.goto(`${site.origin}/twice.html`);
    await widgetRendered(page);
    expect(await page.evaluate(() => (window as unknown as { __defined: string[] }).__defined)).toEqual(['quote-request']);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

// The brief's aggressive host page: every element red and monospace, buttons and fields hidden.
const HOSTILE = `<style>* { color: red !important; font-family: monospace !important; background: yellow }
  button { display: none !important } input { visibility: hidden !important } p { margin: 3px }</style>`;

function hostSite() {
  return thirdPartySite({
    '/bare.html': hostPage({}),
    '/plain.html': hostPage({ attributes: goodAttributes(providerId) }),
    '/hostile.html': hostPage({ attributes: goodAttributes(providerId), head: HOSTILE }),
    '/hostile-bare.html': hostPage({ head: HOSTILE }),
  });
}

test('on another site the widget renders, and its styles stay inside it', async ({ page }, testInfo) => {
  const site = await hostSite();
  try {
    const errors = collectErrors(page);
    await page.goto(`${site.origin}/bare.html`);
    const bareText = await hostTextStyle(page);
    await page.goto(`${site.origin}/plain.html`);
    await widgetRendered(page);
    // Nothing of the widget's styles reaches the page: no style sheet added, the page's text unchanged.
    expect(await hostTextStyle(page)).toEqual(bareText);
    // A visitor without a session sees the account screen: the phone field, the button in French
    // (the browser's language), both inside the shadow root (Playwright's CSS pierces open roots).
    await expect(page.locator('quote-request input[type="tel"]')).toBeVisible();
    await expect(page.locator('quote-request').getByRole('button', { name: 'Recevoir le code' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('input[type="tel"]'))).toBeNull();

    await page.goto(`${site.origin}/hostile-bare.html`);
    const hostileText = await hostTextStyle(page);
    await page.goto(`${site.origin}/hostile.html`);
    await widgetRendered(page);
    expect(await hostTextStyle(page)).toEqual(hostileText);
    await expect(page.locator('#host-button')).toBeHidden();
    await page.locator('quote-request').screenshot({ path: testInfo.outputPath('widget-on-hostile-page.png') });
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

test("the host page's aggressive styles do not change the widget", async ({ page }) => {
  // Known widget defect: widget.css sets colour and typography on :host, and a page rule that
  // matches the element (here `*`) wins over :host, then is inherited inside the shadow root.
  // Fix in widget/src/styles/widget.css (set them on .qr, or `!important` in :host), then
  // remove this line: Playwright reports the test as failing once it passes.
  const site = await hostSite();
  try {
    await page.goto(`${site.origin}/plain.html`);
    await widgetRendered(page);
    const plain = await widgetStyles(page);
    await page.goto(`${site.origin}/hostile.html`);
    await widgetRendered(page);
    expect(await widgetStyles(page)).toEqual(plain);
  } finally {
    await site.close();
  }
});

test('bad attributes: one console error, nothing rendered, the page still works', async ({ page }) => {
  const attributes = `provider-id="abc" event-types='${EVENT_TYPES}' base-url="${server.project}/" api-base="${server.www}"`;
  const site = await thirdPartySite({ '/bad.html': hostPage({ attributes }) });
  try {
    const errors = collectErrors(page);
    await page.goto(`${site.origin}/bad.html`);
    await page.waitForFunction(() => customElements.get('quote-request') !== undefined);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toContain('provider-id');
    // A second error would come with the element's render: one painted frame later, none has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(errors).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelector('quote-request')?.shadowRoot?.childElementCount ?? 0)).toBe(0);
    await page.locator('#host-button').click();
    await expect(page.locator('#host-button')).toHaveText('clicked');
  } finally {
    await site.close();
  }
});
