import { designTokensCss } from '@alliance/shared/design-tokens';
import { ErrorBoundary } from '@alliance/widget/components/ErrorBoundary.tsx';
import { I18nextProvider, useTranslation } from '@alliance/widget/i18n/react.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { loadLocale, switchLocale } from './i18n/i18n.ts';
import { Fatal } from './layout/Fatal.tsx';
import { Layout } from './layout/Layout.tsx';
import { AdminContext, type AdminContextValue } from './lib/context.tsx';
import { useMe } from './lib/me.ts';
import { AdminRoutes } from './router.tsx';
import { type AdminOptions, createAdminSetup } from './setup.ts';
import './styles/admin.css';

export interface AppProps extends AdminOptions {
  /** Tests: wouter's memory location instead of the browser's. */
  locationHook?: BaseLocationHook;
  /** Tests: a setup built beforehand (its language loaded). */
  setup?: AdminContextValue;
}

/** The providers' admin: translations, the API client and session, the query cache, then the router. */
export function App({ locationHook, setup: given, ...options }: AppProps) {
  const [setup] = useState(() => given ?? createAdminSetup(options));
  const [ready, setReady] = useState(() => setup.i18n.hasResourceBundle(setup.i18n.language, 'admin'));
  useEffect(() => {
    if (!ready) void loadLocale(setup.i18n, setup.i18n.language as never).then(() => setReady(true));
  }, [ready, setup]);
  // The language's texts come first: nothing is shown in a language still on its way.
  if (!ready) return null;
  return (
    <I18nextProvider i18n={setup.i18n}>
      {/* The shared design tokens (--al-*), which admin.css and the widget parts' styles read. */}
      <style>{designTokensCss}</style>
      <AdminContext.Provider value={setup}>
        <QueryClientProvider client={setup.queryClient}>
          <Router hook={locationHook}>
            <ErrorBoundary fallback={(reload) => <Fatal reload={reload} />}>
              <Shell />
            </ErrorBoundary>
          </Router>
        </QueryClientProvider>
      </AdminContext.Provider>
    </I18nextProvider>
  );
}

function Shell() {
  const { i18n } = useTranslation('admin');
  const language = i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useAccountLocale();
  return (
    <Layout>
      <AdminRoutes />
    </Layout>
  );
}

/** Signed in, the interface speaks the account's language (once per sign-in: the switcher may change it after). */
function useAccountLocale() {
  const { i18n } = useTranslation('admin');
  const me = useMe();
  const applied = useRef<string | null>(null);
  const locale = me.data?.user.locale;
  const email = me.data?.user.email ?? null;
  useEffect(() => {
    if (!locale || applied.current === email) return;
    applied.current = email;
    if (locale !== i18n.language) void switchLocale(i18n, locale);
  }, [locale, email, i18n]);
}
