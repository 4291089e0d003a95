/**
 * What the providers' admin specs share: the admin SPA's own texts (app host), its origin, the
 * links the server mailed (DATA_DIR/outbox/mail.jsonl), calls to the app host's API from Node,
 * and the registration and onboarding steps as a provider takes them in the browser.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { callApi, freshMobile, mailOutbox, registerCoupleByApi } from './flows.ts';
import { server } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// biome-ignore lint/suspicious/noExplicitAny: the admin's JSON texts, read as they are shipped
type Texts = Record<string, any>;

/** A namespace of the admin's texts (admin/src/i18n/locales/<language>/<namespace>.json). */
export function adminTexts(
  language: string,
  namespace:
    | 'admin'
    | 'auth'
    | 'company'
    | 'credits'
    | 'dashboard'
    | 'leads'
    | 'media'
    | 'settings'
    | 'portfolios'
    | 'premium'
    | 'statistics',
): Texts {
  return JSON.parse(readFileSync(path.join(ROOT, 'admin/src/i18n/locales', language, `${namespace}.json`), 'utf8'));
}

export const adminFr = {
  admin: adminTexts('fr', 'admin'),
  auth: adminTexts('fr', 'auth'),
  company: adminTexts('fr', 'company'),
  dashboard: adminTexts('fr', 'dashboard'),
  leads: adminTexts('fr', 'leads'),
  credits: adminTexts('fr', 'credits'),
};

/**
 * A message of the server's own (server/src/i18n/locales/<language>.json, or `<part>.<language>.json`
 * when given), e.g. `providerAuth.invalidCredentials`, or `payments.sandbox.cancel` of part `payments`.
 */
export function serverText(language: string, key: string, part?: string): string {
  const file = part ? `${part}.${language}.json` : `${language}.json`;
  const messages: Texts = JSON.parse(readFileSync(path.join(ROOT, 'server/src/i18n/locales', file), 'utf8'));
  return key.split('.').reduce<Texts>((node, part) => node[part], messages) as unknown as string;
}

/** A refused call as the admin shows it (admin.json's `errors.http`: 'Erreur 401 : <the server's message>'). */
export function refusalText(status: number, serverKey: string): string {
  return (adminFr.admin.errors.http as string)
    .replace('{{status}}', String(status))
    .replace('{{message}}', serverText('fr', serverKey));
}

/** The seeded provider account (server/src/seed/demo/provider-account.ts): confirmed, published. */
export const DEMO_PROVIDER = { email: 'prestataire@example.fr', password: 'alliance-demo-2026' };

/** `http://app.localhost:PORT`: the providers' admin SPA and its API. */
export const appOrigin = (): string => `http://app.localhost:${server.port}`;

/** An e-mail address nobody has used in this run. */
function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${randomInt(0, 1_000_000)}@example.fr`;
}

/**
 * The last link to `path/<token>` mailed to `to` (the outbox), once it is there, with the page's
 * origin (the mail's own origin is the app host the request came to).
 */
export async function linkMailedTo(to: string, linkPath: '/confirm-email' | '/reset-password'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+${linkPath}/([A-Za-z0-9_-]+)`);
  const find = () =>
    mailOutbox()
      .filter((mail) => mail.to === to)
      .map((mail) => pattern.exec(mail.text))
      .filter((match) => match !== null)
      .at(-1);
  await expect.poll(() => find()?.[0], { message: `no ${linkPath} link mailed to ${to}` }).toBeTruthy();
  const link = find()?.[0] as string;
  // The mail names the app host the provider used: the same origin as the page.
  expect(new URL(link).origin).toBe(appOrigin());
  return link;
}

/** A JSON call to the app host of the running server (the shared `callApi` of flows.ts). */
export const callApp = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  pathname: string,
  options: { body?: unknown; token?: string } = {},
) => callApi<T>('app', method, pathname, options);

export interface NewProvider {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  companyName: string;
}

/** A provider who has not registered yet: a fresh e-mail and company name. */
export function newProvider(prefix: string, companyName: string): NewProvider {
  return { email: freshEmail(prefix), password: 'lavande-portail-2026', firstname: 'Camille', lastname: 'Durand', companyName };
}

/** A provider account registered and confirmed through the API (no browser): for the flows that start signed out. */
export async function registerProviderByApi(provider: NewProvider): Promise<void> {
  const { email, password, firstname, lastname, companyName } = provider;
  const registered = await callApp('POST', '/api/register/', {
    body: { email, password, firstname, lastname, companyName, locale: 'fr', termsAccepted: true },
  });
  expect(registered.status, `register: ${JSON.stringify(registered.body)}`).toBe(202);
  const token = new URL(await linkMailedTo(email, '/confirm-email')).pathname.split('/').at(-1);
  const confirmed = await callApp('POST', '/api/register/confirm', { body: { token } });
  expect(confirmed.status, `register/confirm: ${JSON.stringify(confirmed.body)}`).toBe(200);
}

/**
 * axe's serious and critical violations (WCAG 2.1 A and AA), one line per rule with its elements.
 * The minor and moderate ones, left to review, go into `lesser` when given ('rule (impact): element').
 */
export async function seriousViolations(page: Page, lesser?: Set<string>): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') continue;
    for (const node of violation.nodes) lesser?.add(`${violation.id} (${violation.impact}): ${node.target.join(' ')}`);
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
          .join('\n  ')}`,
    );
}

/** The sign-in form, filled and sent. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const t = adminFr.auth;
  await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

/** Signs in through the API: the provider's access token. */
export async function providerToken(provider: { email: string; password: string }): Promise<string> {
  const login = await callApp<{ token: string }>('POST', '/api/login_check', {
    body: { email: provider.email, password: provider.password },
  });
  expect(login.status, `login_check: ${JSON.stringify(login.body)}`).toBe(200);
  return login.body.token;
}

/**
 * A provider registered, confirmed and onboarded through the API (SIRET, a service and weddings, a
 * portrait, Bordeaux), then published by `onboarding/finish`, which gives the welcome credits.
 * Answers the provider's id and access token.
 */
export async function publishProviderByApi(provider: NewProvider): Promise<{ id: number; token: string }> {
  await registerProviderByApi(provider);
  const token = await providerToken(provider);
  const lists = await callApp<{ prestations: { slug: string }[] }>('GET', '/api/prestations', { token });
  const service = lists.body.prestations[0]?.slug;
  const steps: [string, unknown][] = [
    ['/api/company/siret', { siret: '73282932000074' }],
    ['/api/company/services', { services: [service], eventTypes: ['mariage'] }],
    [
      '/api/company/details',
      {
        portrait: `<p>${provider.companyName} organise des mariages sur mesure à Bordeaux et dans toute la Gironde : lieux, prestataires, budget et coordination du jour J, avec une équipe attentive qui vous accompagne de la première visite au dernier invité.</p>`,
        languages: ['fr'],
      },
    ],
    ['/api/company/address', { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 }],
    ['/api/onboarding/finish', {}],
  ];
  for (const [pathname, body] of steps) {
    const answer = await callApp('POST', pathname, { token, body });
    expect(answer.status, `${pathname}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  const me = await callApp<{ provider: { id: number; published: boolean } }>('GET', '/api/me', { token });
  expect(me.body.provider.published).toBe(true);
  return { id: me.body.provider.id, token };
}

/**
 * On a phone (the tests' 390 px) the admin's navigation sits behind the header's menu button
 * (issue 21): pressed when it is shown and folded, so that the header's links can be followed.
 */
export async function openAdminMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: adminFr.admin.nav.menu, exact: true });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
}

/** A couple's wedding project in Bordeaux next year (over 200 guests, over 50 000 €: 6 credits), sent to the provider. */
export async function coupleSends(
  provider: number,
  person: { firstname: string; lastname: string; email: string },
  eventDate: string,
  message: string,
) {
  const phone = freshMobile();
  const tokens = await registerCoupleByApi(phone, person);
  const saved = await callApi<{ project: { id: number } }>('project', 'POST', '/api/save-project', {
    token: tokens.token,
    body: {
      eventType: 'mariage',
      eventDate,
      location: { city: 'Bordeaux', zipCode: '33000', countryCode: 'FR', latitude: 44.8378, longitude: -0.5792 },
      guestRange: 'plus-de-200',
      budgetRange: 'plus-de-50000',
      message,
    },
  });
  expect(saved.status, `save-project: ${JSON.stringify(saved.body)}`).toBe(200);
  const sent = await callApi('project', 'POST', '/api/send-to-prestataire', {
    token: tokens.token,
    body: { project: saved.body.project.id, prestataire: provider, message },
  });
  expect(sent, `send-to-prestataire: ${JSON.stringify(sent.body)}`).toMatchObject({ status: 200, body: { success: true } });
  return { phone, tokens, projectId: saved.body.project.id };
}
