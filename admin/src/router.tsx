import { PREMIUM_PATHS } from '@alliance/shared/premium';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Loading } from './layout/Loading.tsx';
import { PageTexts } from './layout/PageTexts.tsx';
import { GuestOnly, RequireProvider } from './layout/RequireProvider.tsx';

// Every page is a chunk of its own: the sign-in page loads little, the rich-text editor only where it is used.

/** The namespaces of the pages beyond the first ones (admin, auth, common, shared). */
const COMPANY = ['company', 'registration', 'newProject'];
/** The onboarding's photo step is the media page's upload parts. */
const ONBOARDING = [...COMPANY, 'media'];
/** The premium pages show the invoices, whose texts are the credits page's. */
const PREMIUM = ['premium', 'credits'];
// A lead's price is also said in money, with the credits page's words.
const LEAD_TEXTS = ['leads', 'credits'];

const LoginPage = lazy(() => import('./features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })));
const ConfirmEmailPage = lazy(() =>
  import('./features/auth/ConfirmEmailPage.tsx').then((m) => ({ default: m.ConfirmEmailPage })),
);
const ResetRequestPage = lazy(() =>
  import('./features/auth/ResetRequestPage.tsx').then((m) => ({ default: m.ResetRequestPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
const OnboardingPage = lazy(() =>
  import('./features/onboarding/OnboardingPage.tsx').then((m) => ({ default: m.OnboardingPage })),
);
const ProfilePage = lazy(() => import('./features/company/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const InstagramCallbackPage = lazy(() =>
  import('./features/instagram/InstagramCallbackPage.tsx').then((m) => ({ default: m.InstagramCallbackPage })),
);
const AccountPage = lazy(() => import('./features/account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })));
const LeadsPage = lazy(() => import('./features/leads/LeadsPage.tsx').then((m) => ({ default: m.LeadsPage })));
const LeadPage = lazy(() => import('./features/leads/LeadPage.tsx').then((m) => ({ default: m.LeadPage })));
const CreditsPage = lazy(() => import('./features/credits/CreditsPage.tsx').then((m) => ({ default: m.CreditsPage })));
const MediaPage = lazy(() => import('./features/media/MediaPage.tsx').then((m) => ({ default: m.MediaPage })));
const VideosPage = lazy(() => import('./features/videos/VideosPage.tsx').then((m) => ({ default: m.VideosPage })));
const PortfoliosPage = lazy(() =>
  import('./features/portfolios/PortfoliosPage.tsx').then((m) => ({ default: m.PortfoliosPage })),
);
const PortfolioPage = lazy(() => import('./features/portfolios/PortfolioPage.tsx').then((m) => ({ default: m.PortfolioPage })));
const VenuesPage = lazy(() => import('./features/venues/VenuesPage.tsx').then((m) => ({ default: m.VenuesPage })));
const VenuePage = lazy(() => import('./features/venues/VenuePage.tsx').then((m) => ({ default: m.VenuePage })));
const PaymentSuccessPage = lazy(() =>
  import('./features/credits/PaymentSuccessPage.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
);
const PremiumPage = lazy(() => import('./features/premium/PremiumPage.tsx').then((m) => ({ default: m.PremiumPage })));
const SubscriptionSuccessPage = lazy(() =>
  import('./features/premium/SubscriptionSuccessPage.tsx').then((m) => ({ default: m.SubscriptionSuccessPage })),
);
const SubscriptionCancelPage = lazy(() =>
  import('./features/premium/PaymentCancelPages.tsx').then((m) => ({ default: m.SubscriptionCancelPage })),
);
const PremiumUpdateCancelPage = lazy(() =>
  import('./features/premium/PaymentCancelPages.tsx').then((m) => ({ default: m.PremiumUpdateCancelPage })),
);
const StatisticsPage = lazy(() =>
  import('./features/statistics/StatisticsPage.tsx').then((m) => ({ default: m.StatisticsPage })),
);
const WebsitePage = lazy(() => import('./features/website/WebsitePage.tsx').then((m) => ({ default: m.WebsitePage })));
const NotFoundPage = lazy(() => import('./layout/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/** The admin's pages (thin: each is its feature's page, behind the gate it needs). */
export function AdminRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/login">
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        </Route>
        <Route path="/register">
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        </Route>
        <Route path="/confirm-email/:token">{({ token }) => <ConfirmEmailPage token={token} />}</Route>
        <Route path="/reset-password">
          <ResetRequestPage />
        </Route>
        <Route path="/reset-password/:token">{({ token }) => <ResetPasswordPage token={token} />}</Route>
        <Route path="/">
          <RequireProvider landing>
            <PageTexts namespaces={['dashboard']}>
              <DashboardPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/onboarding">
          <RequireProvider>
            <PageTexts namespaces={ONBOARDING}>
              <OnboardingPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/profile">
          <RequireProvider>
            <PageTexts namespaces={COMPANY}>
              <ProfilePage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/media">
          <RequireProvider>
            <PageTexts namespaces={['media']}>
              <MediaPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/videos">
          <RequireProvider>
            <PageTexts namespaces={['videos']}>
              <VideosPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/portfolios">
          <RequireProvider>
            <PageTexts namespaces={['portfolios']}>
              <PortfoliosPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/portfolios/:id">
          {({ id }) => (
            <RequireProvider>
              <PageTexts namespaces={['portfolios']}>
                <PortfolioPage key={id} id={id} />
              </PageTexts>
            </RequireProvider>
          )}
        </Route>
        <Route path="/venues">
          <RequireProvider>
            <PageTexts namespaces={['venues']}>
              <VenuesPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/venues/:id">
          {({ id }) => (
            <RequireProvider>
              <PageTexts namespaces={['venues', 'registration']}>
                <VenuePage key={id} id={id} />
              </PageTexts>
            </RequireProvider>
          )}
        </Route>
        <Route path="/instagram/callback">
          <RequireProvider>
            <PageTexts namespaces={['company']}>
              <InstagramCallbackPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/account">
          <RequireProvider>
            <PageTexts namespaces={['settings', 'account']}>
              <AccountPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/leads">
          <RequireProvider>
            <PageTexts namespaces={LEAD_TEXTS}>
              <LeadsPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/leads/:uuid">
          {({ uuid }) => (
            <RequireProvider>
              <PageTexts namespaces={LEAD_TEXTS}>
                <LeadPage key={uuid} uuid={uuid} />
              </PageTexts>
            </RequireProvider>
          )}
        </Route>
        <Route path="/credits">
          <RequireProvider>
            <PageTexts namespaces={['credits']}>
              <CreditsPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/payment/credits/success">
          <RequireProvider>
            <PageTexts namespaces={['credits']}>
              <PaymentSuccessPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path={PREMIUM_PATHS.page}>
          <RequireProvider>
            <PageTexts namespaces={PREMIUM}>
              <PremiumPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path={PREMIUM_PATHS.subscriptionSuccess}>
          <RequireProvider>
            <PageTexts namespaces={PREMIUM}>
              <SubscriptionSuccessPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path={PREMIUM_PATHS.subscriptionCancel}>
          <RequireProvider>
            <PageTexts namespaces={PREMIUM}>
              <SubscriptionCancelPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path={PREMIUM_PATHS.updateCancel}>
          <RequireProvider>
            <PageTexts namespaces={PREMIUM}>
              <PremiumUpdateCancelPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/statistics">
          <RequireProvider>
            <PageTexts namespaces={['statistics']}>
              <StatisticsPage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route path="/website">
          <RequireProvider>
            <PageTexts namespaces={['website']}>
              <WebsitePage />
            </PageTexts>
          </RequireProvider>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
