import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { coupleAccountRoutes } from './modules/accounts/couple-account.routes.ts';
import { adminAppRoutes } from './modules/admin-app/admin-app.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { directoryApiRoutes } from './modules/directory-pages/directory-api.routes.ts';
import { directoryPagesRoutes } from './modules/directory-pages/directory-pages.routes.ts';
import { favoritePlannersRoutes, favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { handoffRoutes } from './modules/handoff/handoff.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes, providersLanding } from './modules/home/home.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { providerImagesRoutes } from './modules/images/provider-images.routes.ts';
import { instagramRoutes } from './modules/instagram/instagram.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { withdrawRoutes } from './modules/leads/withdraw.routes.ts';
import { localityRoutes } from './modules/locality/locality.routes.ts';
import { marketingRoutes } from './modules/marketing/marketing.routes.ts';
import { checklistRoutes } from './modules/onboarding/checklist.routes.ts';
import { ownSiteRoutes } from './modules/own-site/own-site.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { phoneVerificationRoutes } from './modules/phone-verification/phone-verification.routes.ts';
import { portfoliosRoutes } from './modules/portfolios/portfolios.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { appStatsRoutes } from './modules/project-app/app-stats.routes.ts';
import { projectAppRoutes } from './modules/project-app/project-app.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { providerAccountSettingsRoutes } from './modules/provider-accounts/provider-account-settings.routes.ts';
import { providerAccountsRoutes, providerLoginRoutes } from './modules/provider-accounts/provider-accounts.routes.ts';
import { providerPhoneRoutes } from './modules/provider-accounts/provider-phone.routes.ts';
import { providersRoutes } from './modules/providers/providers.routes.ts';
import { projectDetailRoutes, sendingRoutes, suggestionsRoutes } from './modules/quote-requests/quote-requests.routes.ts';
import { providerReferenceRoutes, referenceRoutes } from './modules/reference/reference.routes.ts';
import { logoutRoutes, refreshRoutes } from './modules/sessions/sessions.routes.ts';
import { ownerVisitsHook } from './modules/statistics/owner-visits.ts';
import { pageViewsRoutes } from './modules/statistics/page-views.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { publicVideosRoutes, videosRoutes } from './modules/videos/videos.routes.ts';
import { widgetRoutes } from './modules/widget/widget.routes.ts';
import { openapiDocsRoutes } from './openapi/openapi-docs.routes.ts';
import { type Area, bindToAreas } from './plugins/hosts.ts';
import type { Services } from './services.ts';

const ALL_AREAS: Area[] = ['www', 'project', 'app'];

/**
 * THE route table: every module with the host areas and prefix it answers on. Read it
 * against spec §2 and §7; a module registered here under an area is bound to that area's
 * hosts of every configured country domain.
 */
export async function registerRoutes(
  app: FastifyInstance,
  config: Config & { jwtSecret: string },
  deps: AppDeps & { services: Services },
): Promise<void> {
  const { db } = deps.database;
  const { services } = deps;
  const {
    sessions,
    phoneVerification,
    accounts,
    coupleAccount,
    handoff,
    providerAccounts,
    providerSettings,
    company,
    instagram,
    reference,
    projects,
    quoteRequests,
    cards,
    storage,
    leads,
    payments,
    premium,
    pageViews,
  } = services;
  const inAreas = (areas: Area[], register: (scope: FastifyInstance) => Promise<void>) =>
    app.register(async (scope) => {
      bindToAreas(scope, areas, config.domains);
      await register(scope);
    });

  // Every area: health, API documentation.
  await inAreas(ALL_AREAS, async (scope) => {
    await scope.register(healthRoutes, { db });
  });
  // Each area's documentation shows its own operations only (openapi/openapi.plugin.ts).
  for (const area of ALL_AREAS) {
    await inAreas([area], async (scope) => {
      await scope.register(openapiDocsRoutes, { area });
    });
  }
  // The providers' portfolios answer on every host (spec §7: `/api/portfolios` without a host), provider token required.
  await inAreas(ALL_AREAS, async (scope) => {
    await scope.register(portfoliosRoutes, { portfolios: services.portfolios, accounts: providerAccounts });
  });
  // Landing pages of www and app (the project host's `/` is the couples' app, below).
  await inAreas(['www'], async (scope) => {
    await scope.register(homeRoutes, { repo: services.homeRepo, productWord: config.productWord });
  });
  // Token refresh answers on every host; on www and project it sits with their CORS (below),
  // since the widget renews its session from any site.
  // app.<domain>: the providers' area (PROVIDERS.md): its API; the admin SPA comes with it.
  await inAreas(['app'], async (scope) => {
    // First: the hook applies to every provider call registered after it.
    scope.addHook('onSend', ownerVisitsHook(pageViews));
    // Provider sign-in on the app host only (issue 21, security 8): the www and project hosts open
    // their APIs to any site (CORS), and no other site may sign a provider in.
    await scope.register(providerLoginRoutes, { accounts: providerAccounts });
    // Renewal here also by the admin's HttpOnly cookie (plugins/provider-cookies.ts).
    await scope.register(refreshRoutes, { sessions, providerCookies: true });
    await scope.register(providerAccountsRoutes, { accounts: providerAccounts, sessions, productWord: config.productWord, db });
    await scope.register(providerReferenceRoutes, { reference });
    await scope.register(instagramRoutes, {
      db,
      clock: deps.clock,
      jwtSecret: config.jwtSecret,
      instagram,
      accounts: providerAccounts,
    });
    await scope.register(marketingRoutes, { db, repo: services.marketingRepo, clock: deps.clock, accounts: providerAccounts });
    await scope.register(companyRoutes, { company, accounts: providerAccounts, productWord: config.productWord });
    await scope.register(providerAccountSettingsRoutes, { settings: providerSettings });
    await scope.register(providerPhoneRoutes, {
      db,
      repo: services.providerAccountsRepo,
      clock: deps.clock,
      phoneVerification,
    });
    // Media (PROVIDERS.md "Media"): the images' uploads and gallery; served by the www host's proxy.
    await scope.register(providerImagesRoutes, { images: services.providerImages, dataDir: config.dataDir });
    await scope.register(videosRoutes, { videos: services.videos, dataDir: config.dataDir });
    await scope.register(venuesRoutes, { venues: services.venues });
    // Leads, credits, payments (sandbox pages, Stripe webhook) and invoices (PROVIDERS.md).
    await scope.register(leadsRoutes, { db, leads });
    await scope.register(creditsRoutes, { db, payments, providerAccounts });
    await scope.register(paymentsRoutes, { db, payments, premium });
    await scope.register(invoicesRoutes, { db });
    await scope.register(subscriptionsRoutes, { premium, providerAccounts });
    // Statistics (PROVIDERS.md "Premium and statistics"): views, rates, portfolio views.
    await scope.register(statisticsRoutes, { statistics: services.statistics });
    // The dashboard's completion checklist (photo, portfolio, website, SMS alerts, own-site widget).
    await scope.register(checklistRoutes, { db });
    // "Mon site": the widget's code for the provider's own site and the website that makes its requests free.
    await scope.register(ownSiteRoutes, { db, repo: services.ownSiteRepo, company });
    // The admin SPA: its pages, its hashed assets, index.html (404) for any other page path.
    await scope.register(adminAppRoutes, { appDir: config.adminAppDir, landing: providersLanding(services.homeRepo) });
  });

  // www.<domain>: the city / postal-code autocomplete, open to the widget on any site.
  await inAreas(['www'], async (scope) => {
    await scope.register(cors, corsForBearerApi);
    await scope.register(refreshRoutes, { sessions });
    await scope.register(localityRoutes, { locality: services.locality });
    // The directory's JSON APIs (search, services, régions, cities), open to the widget like the autocomplete.
    await scope.register(directoryApiRoutes, {
      pages: services.directoryPagesRepo,
      listing: services.directoryRepo,
      resolveFilters: services.resolveFilters,
      cards,
      reference,
      productWord: config.productWord,
    });
    await scope.register(favoritesRoutes, { repo: services.favoritesRepo, clock: deps.clock });
    await scope.register(imagesRoutes, {
      repo: services.imagesRepo,
      views: services.imageViews,
      storage,
      cache: services.imageCache,
      ownerUrls: services.ownerImageUrls,
    });
    await scope.register(publicVideosRoutes, { videos: services.videos, storage });
    // The widget script (any site may load it) and the provider profile page that embeds it.
    await scope.register(widgetRoutes, { scripts: services.builtScripts });
    await scope.register(profileRoutes, { db, repo: services.profileRepo, productWord: config.productWord });
    // The profile and portfolio pages' view beacons, sent by their script.
    await scope.register(pageViewsRoutes, { pageViews });
    // The directory's side pages (département list, terms of sale, how we rank), robots.txt and sitemaps.
    await scope.register(directoryPagesRoutes, { repo: services.directoryPagesRepo, productWord: config.productWord });
    // The providers' price grid and credit packs, public.
    await scope.register(pricingRoutes);
    // Providers' outside links: each click counted, then redirected to the provider's own stored URL only.
    await scope.register(trackingRoutes, { ...services.tracking, clock: deps.clock });
    // The directory's listing pages (country, département, city) and their legacy /annuaire/ addresses.
    await scope.register(directoryRoutes, {
      service: services.directory,
      resolveFilters: services.resolveFilters,
      pages: services.directoryPages,
      productWord: config.productWord,
    });
  });

  // project.<domain>: the couples' API, open to the widget on any site (Bearer only, no cookies).
  await inAreas(['project'], async (scope) => {
    await scope.register(cors, corsForBearerApi);
    await scope.register(refreshRoutes, { sessions });
    await scope.register(phoneVerificationRoutes, { phoneVerification, sessions });
    await scope.register(accountsRoutes, { accounts });
    await scope.register(coupleAccountRoutes, { coupleAccount, clock: deps.clock });
    await scope.register(logoutRoutes, { sessions });
    // The widget's create-project link signs the couple in to the app here, from any site.
    await scope.register(handoffRoutes, { handoff });
    await scope.register(referenceRoutes, { reference });
    await scope.register(projectsRoutes, { projects });
    await scope.register(sendingRoutes, { quoteRequests });
    await scope.register(withdrawRoutes, { leads });
    await scope.register(suggestionsRoutes, { quoteRequests, cards: cards.load });
    await scope.register(projectDetailRoutes, { quoteRequests, cards: cards.load });
    await scope.register(providersRoutes, { repo: services.providersRepo, cards, productWord: config.productWord });
    await scope.register(favoritePlannersRoutes, { repo: services.favoritesRepo, cards: cards.load });
    await scope.register(appStatsRoutes, { db });
    // The couples' app: its pages, its hashed assets, and index.html (404) for any other page path.
    await scope.register(projectAppRoutes, { appDir: config.projectAppDir });
  });
}

/** CORS for APIs the widget calls from third-party pages: any origin, no credentials. */
export const corsForBearerApi: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
  maxAge: 600,
};
