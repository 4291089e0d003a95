import { CODE_TTL_MINUTES } from '@alliance/shared/constants';
import type { FastifyInstance } from 'fastify';
import { createCompanyRegister } from './adapters/company-register/index.ts';
import { createInstagram } from './adapters/instagram/index.ts';
import { createMailSender } from './adapters/mail/index.ts';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { translator } from './i18n/index.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createCoupleAccountService } from './modules/accounts/couple-account.service.ts';
import { createCompanyService } from './modules/company/company.service.ts';
import { deleteFavoritesOf } from './modules/favorites/favorites.repo.ts';
import { createHandoffService } from './modules/handoff/handoff.service.ts';
import { createLeadNotifications } from './modules/leads/lead-notifications.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createMailOutbox } from './modules/mail/mail-outbox.ts';
import { ownHostMatcher } from './modules/own-site/own-hosts.ts';
import { createPhoneVerificationService } from './modules/phone-verification/phone-verification.service.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createProviderAccountSettings } from './modules/provider-accounts/provider-account-settings.service.ts';
import { createProviderAccountsService } from './modules/provider-accounts/provider-accounts.service.ts';
import { createProviderCards, providerProfilePath } from './modules/providers/provider-cards.ts';
import { createQuoteRequestsService } from './modules/quote-requests/quote-requests.service.ts';
import { createReferenceRepo } from './modules/reference/reference.repo.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { originOf } from './plugins/hosts.ts';

/** Public base URL of an area on the first configured domain (links in mails). */
export function areaUrl(config: Config, area: 'www' | 'project' | 'app'): string {
  return originOf(config.publicOrigin, area, config.domains[0]?.domain ?? 'localhost');
}

/** The capability services, wired once with their adapters; routes only map HTTP onto them. */
export function createServices(app: FastifyInstance, config: Config & { jwtSecret: string }, deps: AppDeps) {
  const { db } = deps.database;
  const clock = deps.clock ?? (() => new Date());
  const sms: SmsSender = deps.sms ?? createSmsSender(config, app.log);
  const sessions = createSessionsService({ db, clock, sign: (claims) => app.signAccessToken(claims) });
  const phoneVerification = createPhoneVerificationService({
    db,
    clock,
    // A key of its own, derived from the configured secret.
    secret: `${config.jwtSecret}:phone-codes`,
    deliver: (phone, code, locale) =>
      sms.send({ to: phone, text: translator(locale)('sms.code', { code, minutes: CODE_TTL_MINUTES }) }),
    smsHourlyBudget: config.smsHourlyBudget,
    log: app.log,
    powMaxNumber: deps.powMaxNumber,
  });
  const accounts = createAccountsService({ db, sessions, clock });
  const reference = createReferenceRepo(db);
  const projects = createProjectsService({ db, clock });
  const mailOutbox = createMailOutbox({ db, sender: deps.mail ?? createMailSender(config, app.log), clock, log: app.log });
  // Our hosts are never a provider's own website, nor the page of an `own-site` request (issue 21).
  const isOwnHost = ownHostMatcher(config.domains);
  const quoteRequests = createQuoteRequestsService({
    db,
    clock,
    projects,
    mail: mailOutbox,
    providerAreaUrl: areaUrl(config, 'app'),
    isOwnHost,
    // Declared below (it suggests through this service); called only after a send.
    onSent: (sent) => leadNotifications.newLeads(sent),
  });
  const cards = createProviderCards(db, {
    wwwBaseUrl: areaUrl(config, 'www'),
    productWord: config.productWord,
    clock: deps.clock,
  });
  const leadNotifications = createLeadNotifications({
    db,
    mail: mailOutbox,
    sms,
    projectAppUrl: areaUrl(config, 'project'),
    providerAreaUrl: areaUrl(config, 'app'),
    async suggest(userId, projectId, count) {
      const found = await quoteRequests.suggestions(userId, projectId, 1, count);
      return found.ok ? found.ids : [];
    },
    cards: (ids, locale) => cards.load(ids, locale),
    profileUrl: (slug) => `${areaUrl(config, 'www')}${providerProfilePath(slug, config.productWord)}`,
    log: app.log,
  });
  const leads = createLeadsService({ db, clock, notifications: leadNotifications });
  // Uploaded files: the configured adapter, or the test's.
  const storage = deps.storage ?? createStorage(config);
  // A couple's own account: deletion borrows one step from each module, in one transaction.
  const coupleAccount = createCoupleAccountService({
    db,
    clock,
    sessions,
    phoneVerification,
    projectIdsOf: projects.idsOf,
    // Rule 1 of the refunds: withdrawn within 7 days of an unlock, the provider gets the price back.
    withdrawOpenRequests: leads.withdrawAll,
    deleteFavorites: deleteFavoritesOf,
  });
  const handoff = createHandoffService({ db, clock, sessions });
  const providerAccounts = createProviderAccountsService({ db, clock, sessions, mail: mailOutbox });
  // What other modules do before a provider's account closes (premium stops renewing): they add theirs.
  const providerClosing: ((providerId: number) => Promise<void>)[] = [];
  const providerSettings = createProviderAccountSettings({
    db,
    clock,
    sessions,
    mail: mailOutbox,
    storage,
    closing: providerClosing,
    log: app.log,
  });
  const company = createCompanyService({
    db,
    clock,
    register: deps.companyRegister ?? createCompanyRegister(config),
    isOwnHost,
  });
  return {
    sessions,
    phoneVerification,
    accounts,
    coupleAccount,
    handoff,
    providerAccounts,
    providerSettings,
    providerClosing,
    company,
    instagram: deps.instagram ?? createInstagram(config),
    reference,
    projects,
    mailOutbox,
    quoteRequests,
    cards,
    storage,
    sms,
    leads,
    leadNotifications,
  };
}

export type Services = ReturnType<typeof createServices>;
