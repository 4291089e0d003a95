import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREMIUM_PATHS } from '@alliance/shared/premium';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsHarness, type LeadsHarness } from '../../../test/leads.ts';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { selectRows } from '../../db/client.ts';
import { areaUrl } from '../../services.ts';
import { hashToken } from '../provider-accounts/provider-accounts.service.ts';
import { createRenewalFailedMail } from '../subscriptions/renewal-failed-mail.ts';

/**
 * Issue 21, dead end 1: the new-request mail linked `/event-requests/<uuid>`, a page the admin SPA
 * does not have. Every mail the product sends (providers' and couples') is produced here the way
 * the product produces it, and every link in it is followed: an SPA page must be a route its router
 * declares (read from the router's source) and answer 200, and what the mail announces must be
 * there (the lead, the profile, the project, a valid link token).
 */

const REPO = path.join(import.meta.dirname, '../../../..');
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * The paths a wouter router declares, as patterns: `path="/leads/:uuid"`, `path={PREMIUM_PATHS.page}`
 * in JSX, or `page('/leads/:uuid', …)`, `page(PREMIUM_PATHS.page, …)` in the admin's pages.ts.
 */
function declaredRoutes(file: string): RegExp[] {
  const source = readFileSync(path.join(REPO, file), 'utf8');
  const literal = [...source.matchAll(/(?:path="|page\(')([^"']+)["']/g)].map((m) => m[1] ?? '');
  const named = [...source.matchAll(/(?:path=\{|page\()PREMIUM_PATHS\.(\w+)/g)].map(
    (m) => PREMIUM_PATHS[m[1] as keyof typeof PREMIUM_PATHS],
  );
  return [...literal, ...named].map((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`));
}
const ADMIN_ROUTES = declaredRoutes('admin/src/pages.ts');
const COUPLE_ROUTES = declaredRoutes('widget/src/project-app/AppRoutes.tsx');

/** Every template with a subject in the French locale that a mail is made of: each must be met below. */
function templates(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(REPO, 'server/src/i18n/locales', file), 'utf8'));
  const main = read('fr.json');
  const leads = read('leads.fr.json');
  const premium = read('premium.fr.json');
  return [
    ...Object.keys(main.mail).map((key) => `mail.${key}`),
    ...Object.keys(leads.leadMail)
      .filter((key) => leads.leadMail[key].subject)
      .map((key) => `leadMail.${key}`),
    ...Object.keys(premium.premium)
      .filter((key) => /Mail$/.test(key))
      .map((key) => `premium.${key}`),
  ];
}

describe('the links of every mail', () => {
  let h: LeadsHarness;
  const checked = new Map<string, MailMessage>();

  beforeAll(async () => {
    const adminDir = mkdtempSync(path.join(tmpdir(), 'alliance-admin-'));
    const projectDir = mkdtempSync(path.join(tmpdir(), 'alliance-project-'));
    writeFileSync(path.join(adminDir, 'index.html'), INDEX);
    writeFileSync(path.join(projectDir, 'index.html'), INDEX);
    h = await createLeadsHarness(new Date('2026-11-23T10:00:00Z'), { ADMIN_APP_DIR: adminDir, PROJECT_APP_DIR: projectDir });
  });
  afterAll(() => h.close());

  const linksOf = (mail: MailMessage) => [...mail.text.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => new URL(m[0]));
  const page = (url: URL) =>
    h.app.inject({ url: url.pathname + url.search, headers: { host: url.host, cookie: 'provider_refresh_token=x' } });
  const validToken = async (token: string, purpose: string) =>
    (
      await selectRows(
        h.database.db,
        sql`select 1 from provider_account_tokens where token_hash = ${hashToken(token)} and purpose = ${purpose}
            and expires_at > ${h.now().toISOString()}::timestamptz`,
      )
    ).length === 1;

  /** Follows every link of `mail`; `announced` checks that the page's content is what the mail says. */
  async function follow(template: string, mail: MailMessage | undefined, announced: (url: URL) => Promise<void>) {
    if (!mail) throw new Error(`no mail for ${template}`);
    checked.set(template, mail);
    for (const url of linksOf(mail)) {
      const area = url.hostname.split('.')[0];
      const res = await page(url);
      expect(res.statusCode, `${template}: ${url}`).toBe(200);
      if (area === 'app') {
        expect(
          ADMIN_ROUTES.some((route) => route.test(url.pathname)),
          `${template}: ${url.pathname} is an admin route`,
        ).toBe(true);
      } else if (area === 'project') {
        expect(
          COUPLE_ROUTES.some((route) => route.test(url.pathname)),
          `${template}: ${url.pathname} is a couples' app route`,
        ).toBe(true);
      }
      await announced(url);
    }
  }

  const last = (to: string, subject: RegExp) => h.mails.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);

  it("providers' account mails: confirmation, already registered, reset, e-mail change", async () => {
    const planner = await h.provider('links@example.fr');
    await follow('mail.providerConfirm', last('links@example.fr', /^Confirmez votre adresse/), async (url) => {
      // The link of a confirmed account (clicked twice) still signs in: the page shows the account.
      const token = url.pathname.split('/').at(-1);
      expect(url.pathname).toMatch(/^\/confirm-email\//);
      const confirmed = await h.post('/api/register/confirm', { token });
      expect(confirmed).toMatchObject({ status: 200, json: { user: { email: 'links@example.fr' } } });
    });

    await h.post('/api/register/', { ...registrationOf('links@example.fr') }, { ip: '192.0.2.90' });
    await h.mailsTo('links@example.fr', 2);
    await follow('mail.providerExists', last('links@example.fr', /déjà un compte/), async (url) => {
      expect(url.pathname).toMatch(/^\/reset-password\//);
      expect(await validToken(url.pathname.split('/').at(-1) ?? '', 'reset-password')).toBe(true);
    });

    await h.post('/api/reset-password/request', { email: 'links@example.fr' }, { ip: '192.0.2.91' });
    await h.mailsTo('links@example.fr', 3);
    await follow('mail.providerReset', last('links@example.fr', /^Réinitialisez/), async (url) => {
      expect(await validToken(url.pathname.split('/').at(-1) ?? '', 'reset-password')).toBe(true);
    });

    const changed = await h.post(
      '/api/account/change-email',
      { email: 'links.new@example.fr', password: 'violet-harbour-41' },
      { token: planner.token },
    );
    expect(changed.status).toBe(200);
    await h.mailsTo('links.new@example.fr', 1);
    await follow('mail.providerEmailChange', last('links.new@example.fr', /nouvelle adresse/), async (url) => {
      expect(url.pathname).toMatch(/^\/confirm-email\//);
      expect(await validToken(url.pathname.split('/').at(-1) ?? '', 'change-email')).toBe(true);
    });
    const told = last('links@example.fr', /va changer/);
    await follow('mail.providerEmailChanging', told, async () => undefined);
    expect(linksOf(told as MailMessage)).toEqual([]);
  });

  it('the new-request mail links the lead page of the SPA, greets the person, and names the event in lower case', async () => {
    const planner = await h.provider('inbox@example.fr');
    await h.database.db.execute(sql`update provider_accounts set firstname = 'Hélène' where email = 'inbox@example.fr'`);
    const couple = await h.couple();
    const uuid = await h.send(couple.token, await h.project(couple.token), planner.id);
    await h.mailsTo('inbox@example.fr', 2);
    const mail = last('inbox@example.fr', /^Nouvelle demande de devis/);
    expect(mail?.subject).toBe('Nouvelle demande de devis\u00a0: mariage le 12 juin 2027');
    expect(mail?.text).toMatch(/^Bonjour Hélène,/);
    expect(mail?.text).toMatch(/«\u00a0mariage\u00a0»/);
    await follow('mail.newRequest', mail, async (url) => {
      expect(url.pathname).toBe(`/leads/${uuid}`);
      const lead = await h.get(`/api/event-requests/${uuid}`, { token: planner.token });
      expect(lead.status).toBe(200);
      expect(JSON.stringify(lead.json)).toContain(uuid);
    });
  });

  it("couples' mails: the unlock, the rejection with three suggestions", async () => {
    const planner = await h.provider('unlocks@example.fr');
    const couple = await h.couple();
    const projectId = await h.project(couple.token);
    const uuid = await h.send(couple.token, projectId, planner.id);
    await h.credit(planner.id, 20);
    expect((await h.post(`/api/event-requests/${uuid}/unlock`, undefined, { token: planner.token })).status).toBe(200);
    await h.mailsTo(couple.email, 1);
    const announced = async (url: URL) => {
      if (url.hostname.startsWith('project.')) {
        expect(url.pathname).toBe(`/projects/${projectId}`);
        const project = await h.get(`/api/project/${projectId}`, { token: couple.token, host: 'project.localhost' });
        expect(project.status).toBe(200);
      } else {
        // A provider's profile on www: the page names the provider.
        const res = await page(url);
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
    };
    const unlocked = last(couple.email, /va vous contacter$/);
    expect(unlocked?.text).toContain('votre mariage du');
    await follow('leadMail.unlocked', unlocked, async (url) => {
      await announced(url);
      if (url.hostname.startsWith('www.')) expect((await page(url)).body).toContain(planner.name);
    });

    const other = await h.provider('declines@example.fr');
    const second = await h.couple();
    const secondProject = await h.project(second.token);
    const declined = await h.send(second.token, secondProject, other.id);
    const rejected = await h.post(`/api/event-requests/${declined}/reject`, { reason: 'budget' }, { token: other.token });
    expect(rejected.status).toBe(200);
    await h.mailsTo(second.email, 1);
    const mail = last(second.email, /n'est pas disponible pour votre mariage$/);
    expect(mail?.text).toContain('Ces prestataires pourraient vous accompagner');
    const suggestions = linksOf(mail as MailMessage).filter((url) => url.hostname.startsWith('www.'));
    expect(suggestions.length).toBeGreaterThan(0);
    await follow('leadMail.rejected', mail, async (url) => {
      if (url.hostname.startsWith('project.')) {
        const project = await h.get(`/api/project/${secondProject}`, { token: second.token, host: 'project.localhost' });
        expect(project.status).toBe(200);
        return;
      }
      // Each suggestion's profile names the suggested provider, as the mail's line does.
      const line = mail?.text.split('\n').find((l) => l.includes(url.href)) ?? '';
      const name = /^- (.+) \(/.exec(line)?.[1] ?? '';
      expect(name).not.toBe('');
      expect((await page(url)).body).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    });
  });

  it("the premium renewal-failed mail (queued as the subscriptions module does) links the SPA's premium page", async () => {
    const planner = await h.provider('premium-links@example.fr');
    const premiumPageUrl = `${areaUrl(h.config, 'app')}${PREMIUM_PATHS.page}`;
    const renewalFailed = createRenewalFailedMail({ mail: h.app.services.mailOutbox, premiumPageUrl });
    await h.database.db.transaction((tx) =>
      renewalFailed(tx, { id: 1, providerId: planner.id, currentPeriodEnd: new Date('2026-12-23T10:00:00Z') }),
    );
    h.app.services.mailOutbox.kick();
    await h.mailsTo('premium-links@example.fr', 2);
    await follow('premium.renewalFailedMail', last('premium-links@example.fr', /renouvellement/), async (url) => {
      expect(url.pathname).toBe(PREMIUM_PATHS.page);
      expect((await h.get('/api/subscription', { token: planner.token })).status).toBe(200);
    });
  });

  it('every template was met above', () => {
    expect([...checked.keys()].sort()).toEqual(templates().sort());
  });
});

function registrationOf(email: string) {
  return {
    email,
    password: 'violet-harbour-41',
    firstname: 'Camille',
    lastname: 'Durand',
    companyName: 'Atelier Camille',
    termsAccepted: true,
  };
}
