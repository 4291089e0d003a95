import { CODE_TTL_MINUTES } from '@alliance/shared/constants';
import { PREMIUM_PATHS } from '@alliance/shared/premium';
import type { FastifyInstance } from 'fastify';
import { createCompanyRegister } from './adapters/company-register/index.ts';
import { createInstagram } from './adapters/instagram/index.ts';
import { createMailSender } from './adapters/mail/index.ts';
import { createPayments } from './adapters/payments/index.ts';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createVatChecker } from './adapters/vat/index.ts';
import type { AppDeps, AppOverrides } from './app-deps.ts';
import type { Config } from './config.ts';
import { translator } from './i18n/index.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createCoupleAccountService } from './modules/accounts/couple-account.service.ts';
import { createCompanyService } from './modules/company/company.service.ts';
import { createDirectoryRepo } from './modules/directory/directory.repo.ts';
import { createDirectoryService } from './modules/directory/directory.service.ts';
import { createFilterResolver } from './modules/directory/listing-filters.ts';
import { createDirectoryPagesRepo } from './modules/directory-pages/directory-pages.repo.ts';
import { createFavoritesRepo, deleteFavoritesOf } from './modules/favorites/favorites.repo.ts';
import { createHandoffService } from './modules/handoff/handoff.service.ts';
import { createHomeRepo } from './modules/home/home.repo.ts';
import { createImageCache } from './modules/images/image-cache.ts';
import { createImagesRepo } from './modules/images/images.repo.ts';
import { createImageViews } from './modules/images/images.service.ts';
import { createOwnerImageUrls } from './modules/images/owner-image-urls.ts';
import { createProviderImages } from './modules/images/provider-images.service.ts';
import { createLeadNotifications } from './modules/leads/lead-notifications.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createLocalityService } from './modules/locality/locality.service.ts';
import { createMailOutbox } from './modules/mail/mail-outbox.ts';
import { createMarketingRepo } from './modules/marketing/marketing.repo.ts';
import { ownHostMatcher } from './modules/own-site/own-hosts.ts';
import { createOwnSiteRepo } from './modules/own-site/own-site.repo.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createPhoneVerificationService } from './modules/phone-verification/phone-verification.service.ts';
import { createPortfolios } from './modules/portfolios/portfolios.service.ts';
import { createProfileRepo } from './modules/profile/profile.repo.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createProviderAccountSettings } from './modules/provider-accounts/provider-account-settings.service.ts';
import { createProviderAccountsRepo } from './modules/provider-accounts/provider-accounts.repo.ts';
import { createProviderAccountsService } from './modules/provider-accounts/provider-accounts.service.ts';
import { createProviderCards, providerProfilePath } from './modules/providers/provider-cards.ts';
import { createProvidersRepo } from './modules/providers/providers.repo.ts';
import { createQuoteRequestsService } from './modules/quote-requests/quote-requests.service.ts';
import { createReferenceRepo } from './modules/reference/reference.repo.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createPageViews } from './modules/statistics/page-views.ts';
import { createStatisticsRepo } from './modules/statistics/statistics.repo.ts';
import { createStatistics } from './modules/statistics/statistics.service.ts';
import { createRenewalFailedMail } from './modules/subscriptions/renewal-failed-mail.ts';
import { createSandboxBilling } from './modules/subscriptions/sandbox-billing.ts';
import { createSubscriptionEvents } from './modules/subscriptions/subscription-events.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createTrackingRepo } from './modules/tracking/tracking.repo.ts';
import { createVenues } from './modules/venues/venues.service.ts';
import { createProviderVideos } from './modules/videos/videos.service.ts';
import { createDailyPurge, createVisitorHasher } from './modules/visitors/visitor-hash.ts';
import { createBuiltScripts } from './modules/widget/widget-bundle.ts';
import { originOf } from './plugins/hosts.ts';
import { createPageCache } from './www/page-cache.ts';

/** Public base URL of an area on the first configured domain (links in mails). */
export function areaUrl(config: Config, area: 'www' | 'project' | 'app'): string {
  return originOf(config.publicOrigin, area, config.domains[0]?.domain ?? 'localhost');
}

/**
 * THE composition root: every service, repository, cache and adapter of the app, built once here
 * with its adapters; the route table hands each route plugin the few it uses, and routes only map
 * HTTP onto them.
 */
export function createServices(
  app: FastifyInstance,
  config: Config & { jwtSecret: string },
  deps: AppDeps,
  overrides: Pick<AppOverrides, 'localityCacheSize'> = {},
) {
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
  const money = createMoney(config, deps, { clock, mail: mailOutbox, log: app.log });
  const providerSettings = createProviderAccountSettings({
    db,
    clock,
    sessions,
    mail: mailOutbox,
    storage,
    // A closing account stops renewing first (provider-account-settings.service.ts runs the steps).
    closing: [(providerId) => money.premium.service.stopForClosedAccount(providerId)],
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
    providerAccountsRepo: createProviderAccountsRepo(),
    providerSettings,
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
    ...money,
    ...createMedia(config, deps, { clock, storage, log: app.log }),
    ...createPages(config, deps, { reference, localityCacheSize: overrides.localityCacheSize }),
    marketingRepo: createMarketingRepo(),
    ownSiteRepo: createOwnSiteRepo(),
  };
}

interface Shared {
  clock: () => Date;
  log: FastifyInstance['log'];
}

/** Payments (one adapter, one Stripe client) and premium on it, with the provider's statistics. */
function createMoney(
  config: Config & { jwtSecret: string },
  deps: AppDeps,
  { clock, mail, log }: Shared & { mail: ReturnType<typeof createMailOutbox> },
) {
  const { db } = deps.database;
  const payments = createPaymentsService({
    db,
    clock,
    port: deps.payments ?? createPayments(config),
    seller: config.seller,
    vatChecker: createVatChecker(config),
    log,
  });
  const { port, vatChecker } = payments;
  const events = createSubscriptionEvents({
    db,
    clock,
    seller: config.seller,
    log,
    renewalFailed: createRenewalFailedMail({ mail, premiumPageUrl: `${areaUrl(config, 'app')}${PREMIUM_PATHS.page}` }),
    afterCommit: () => mail.kick(),
  });
  const premium = {
    events,
    service: createSubscriptionsService({ db, clock, port, vatChecker, events, log }),
    sandbox: port.kind === 'sandbox' ? createSandboxBilling({ db, clock, events }) : undefined,
  };
  const statisticsRepo = createStatisticsRepo(db);
  return {
    payments,
    premium,
    statistics: createStatistics({ repo: statisticsRepo, clock }),
    // Profile and portfolio views: counted on www, the provider's own browser known from their app calls.
    pageViews: createPageViews({ repo: statisticsRepo, jwtSecret: config.jwtSecret, clock }),
  };
}

/**
 * The media: images (the www proxy's memory and view counts, the providers' library), videos,
 * portfolios and venues, each built once and shared by the www and app routes that serve them.
 */
function createMedia(
  config: Config & { jwtSecret: string },
  deps: AppDeps,
  { clock, storage, log }: Shared & { storage: ReturnType<typeof createStorage> },
) {
  const { db } = deps.database;
  const wwwOrigin = areaUrl(config, 'www');
  // The image proxy's memory (www), which the providers' image calls (app) update when they change an image.
  const imageCache = createImageCache({ rowSeconds: config.imageCacheSeconds });
  // The signed addresses of a provider's own images (its area lists hidden and unpublished ones too).
  const ownerImageUrls = createOwnerImageUrls({ wwwOrigin, jwtSecret: config.jwtSecret, clock });
  const providerImages = createProviderImages({
    db,
    storage,
    clock,
    wwwOrigin,
    ownerUrls: ownerImageUrls,
    cache: imageCache,
    log,
  });
  const imagesRepo = createImagesRepo(db);
  return {
    imageCache,
    ownerImageUrls,
    providerImages,
    imagesRepo,
    imageViews: createImageViews({ repo: imagesRepo, jwtSecret: config.jwtSecret, clock }),
    // One service for the providers' calls (app) and the files' serving (www).
    videos: createProviderVideos({ db, storage, clock, wwwOrigin, log }),
    portfolios: createPortfolios({ db, clock, wwwOrigin, productWord: config.productWord, imageUrl: ownerImageUrls.url }),
    venues: createVenues({ db, clock, wwwOrigin, imageUrl: ownerImageUrls.url }),
  };
}

/** What the www and project pages read: the directory, profiles, home, favourites, links, built scripts. */
function createPages(
  config: Config & { jwtSecret: string },
  deps: AppDeps,
  { reference, localityCacheSize }: { reference: ReturnType<typeof createReferenceRepo>; localityCacheSize?: number },
) {
  const { db } = deps.database;
  const trackingRepo = createTrackingRepo(db);
  return {
    homeRepo: createHomeRepo(db),
    profileRepo: createProfileRepo(db),
    providersRepo: createProvidersRepo(db),
    favoritesRepo: createFavoritesRepo(db),
    directoryRepo: createDirectoryRepo(db),
    directoryPagesRepo: createDirectoryPagesRepo(db),
    directory: createDirectoryService({ db, clock: deps.clock }),
    resolveFilters: createFilterResolver(reference),
    // Rendered listing pages kept in memory (0 seconds: every request renders).
    directoryPages: createPageCache({ ttlSeconds: config.directoryPageCacheSeconds }),
    locality: createLocalityService(db, { cacheSize: localityCacheSize }),
    tracking: {
      repo: trackingRepo,
      visitorOf: createVisitorHasher(config.jwtSecret, 'link-clicks'),
      purge: createDailyPurge((day) => trackingRepo.forgetClicksBefore(day)),
    },
    builtScripts: createBuiltScripts(config.widgetBundle),
  };
}

export type Services = ReturnType<typeof createServices>;
