// Relative, not @alliance/shared: the build's config (vite.admin.config.ts) reads this file too, and Node loads no .ts from a package.
import { PREMIUM_PATHS } from '../../shared/src/constants.ts';

/**
 * The admin's pages, as data: the router (router.tsx) draws its routes from it, the build
 * (vite.admin.config.ts) writes from it which scripts each path needs, and the server names them
 * in index.html (`<link rel="modulepreload">`), so a phone fetches a page's code and texts at
 * once instead of one after the other.
 */
export interface AdminPage {
  /** wouter's pattern, the same as the server's (server/src/modules/admin-app/admin-app.routes.ts). */
  path: string;
  /** The page's module under admin/src and its export. */
  module: string;
  component: string;
  /** guest: signed-out pages; provider: signed-in pages; landing: the dashboard (sends an unfinished onboarding on); open: anyone. */
  gate: 'guest' | 'provider' | 'landing' | 'open';
  /** The namespaces the page reads beyond the shell's. */
  texts?: readonly string[];
  /** The path's parameter, handed to the page as a prop of that name (and its key: a new id is a new page). */
  param?: 'token' | 'uuid' | 'id';
  /**
   * The API reads the page makes as it opens (`:uuid` is the path's), exactly as its queries ask:
   * the server answers them into index.html for a signed-in provider (with `/api/me`), so the page
   * shows without waiting for them (server/src/plugins/spa.ts, setup.ts `withEarlyAnswers`).
   */
  data?: readonly string[];
}

/** The namespaces of the pages beyond the first ones (admin, auth, common, shared). */
const COMPANY = ['company', 'registration', 'newProject'];
/** The onboarding's photo step is the media page's upload parts. */
const ONBOARDING = [...COMPANY, 'media'];
/** The premium pages show the invoices, whose texts are the credits page's. */
const PREMIUM = ['premium', 'credits'];
// A lead's price is also said in money, with the credits page's words.
const LEAD_TEXTS = ['leads', 'credits'];

const page = (
  path: string,
  module: string,
  gate: AdminPage['gate'],
  more: Partial<Pick<AdminPage, 'texts' | 'param' | 'component' | 'data'>> = {},
): AdminPage => ({ path, module, component: more.component ?? /(\w+)\.tsx$/.exec(module)?.[1] ?? '', gate, ...more });

export const ADMIN_PAGES: readonly AdminPage[] = [
  page('/login', 'features/auth/LoginPage.tsx', 'guest'),
  page('/register', 'features/auth/RegisterPage.tsx', 'guest'),
  page('/confirm-email/:token', 'features/auth/ConfirmEmailPage.tsx', 'open', { param: 'token' }),
  page('/reset-password', 'features/auth/ResetRequestPage.tsx', 'open'),
  page('/reset-password/:token', 'features/auth/ResetPasswordPage.tsx', 'open', { param: 'token' }),
  page('/', 'features/dashboard/DashboardPage.tsx', 'landing', {
    texts: ['dashboard'],
    data: [
      '/api/onboarding/checklist',
      '/api/views?days=30',
      '/api/rates?days=30',
      '/api/subscription',
      '/api/marketing/promotional-alert/active',
      '/api/marketing/promotional-popup/active',
    ],
  }),
  page('/onboarding', 'features/onboarding/OnboardingPage.tsx', 'provider', {
    texts: ONBOARDING,
    data: ['/api/company/name'],
  }),
  page('/profile', 'features/company/ProfilePage.tsx', 'provider', {
    texts: COMPANY,
    data: ['/api/instagram/', '/api/company/name', '/api/prestations', '/api/langues'],
  }),
  page('/media', 'features/media/MediaPage.tsx', 'provider', { texts: ['media'], data: ['/api/images/'] }),
  page('/videos', 'features/videos/VideosPage.tsx', 'provider', { texts: ['videos'], data: ['/api/videos/'] }),
  page('/portfolios', 'features/portfolios/PortfoliosPage.tsx', 'provider', { texts: ['portfolios'], data: ['/api/portfolios'] }),
  page('/portfolios/:id', 'features/portfolios/PortfolioPage.tsx', 'provider', { texts: ['portfolios'], param: 'id' }),
  page('/venues', 'features/venues/VenuesPage.tsx', 'provider', { texts: ['venues'], data: ['/api/venues'] }),
  page('/venues/:id', 'features/venues/VenuePage.tsx', 'provider', { texts: ['venues', 'registration'], param: 'id' }),
  page('/instagram/callback', 'features/instagram/InstagramCallbackPage.tsx', 'provider', { texts: ['company'] }),
  page('/account', 'features/account/AccountPage.tsx', 'provider', {
    texts: ['settings', 'account'],
    data: ['/api/account/notifications'],
  }),
  page('/leads', 'features/leads/LeadsPage.tsx', 'provider', {
    texts: LEAD_TEXTS,
    data: ['/api/event-requests/?page=1', '/api/credit/packs'],
  }),
  page('/leads/:uuid', 'features/leads/LeadPage.tsx', 'provider', {
    texts: LEAD_TEXTS,
    param: 'uuid',
    data: ['/api/event-requests/:uuid', '/api/credit/packs'],
  }),
  page('/credits', 'features/credits/CreditsPage.tsx', 'provider', {
    texts: ['credits'],
    data: ['/api/credit/packs', '/api/credit/logs?page=1', '/api/invoices/'],
  }),
  page('/payment/credits/success', 'features/credits/PaymentSuccessPage.tsx', 'provider', { texts: ['credits'] }),
  page(PREMIUM_PATHS.page, 'features/premium/PremiumPage.tsx', 'provider', {
    texts: PREMIUM,
    data: ['/api/invoices/', '/api/subscription'],
  }),
  page(PREMIUM_PATHS.subscriptionSuccess, 'features/premium/SubscriptionSuccessPage.tsx', 'provider', { texts: PREMIUM }),
  page(PREMIUM_PATHS.subscriptionCancel, 'features/premium/PaymentCancelPages.tsx', 'provider', {
    texts: PREMIUM,
    component: 'SubscriptionCancelPage',
  }),
  page(PREMIUM_PATHS.updateCancel, 'features/premium/PaymentCancelPages.tsx', 'provider', {
    texts: PREMIUM,
    component: 'PremiumUpdateCancelPage',
  }),
  page('/statistics', 'features/statistics/StatisticsPage.tsx', 'provider', {
    texts: ['statistics'],
    data: ['/api/views?days=30', '/api/rates?days=30', '/api/portfolio-views?days=30'],
  }),
  page('/website', 'features/website/WebsitePage.tsx', 'provider', { texts: ['website'], data: ['/api/own-site'] }),
];

/** Any other path: the app's 404 page. */
export const NOT_FOUND_PAGE = { module: 'layout/NotFoundPage.tsx', component: 'NotFoundPage' } as const;
