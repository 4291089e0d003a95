import { useEffect, useState } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useWidgetState, WidgetContext } from '../context.tsx';
import { I18nextProvider, useTranslation } from '../i18n/react.tsx';
import '../styles/widget.css';
import { useSession } from '../useSession.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { Layout } from './layout/Layout.tsx';
import { NoticeContext, useNotices } from './notices.ts';
import { type AppOptions, createAppSetup } from './setup.ts';
import './styles/app.css';
import './styles/pages.css';

export interface AppProps extends AppOptions {
  /** Tests: wouter's memory location instead of the browser's. */
  locationHook?: BaseLocationHook;
}

/** The couples' app: the widget's providers (translations, store, API client), then the router. */
export function App({ locationHook, ...options }: AppProps) {
  const [setup] = useState(() => createAppSetup(options));
  return (
    <I18nextProvider i18n={setup.i18n}>
      <WidgetContext.Provider value={setup.context}>
        <NoticeContext.Provider value={setup.notices}>
          <Router hook={locationHook}>
            <ErrorBoundary fallback={(reload) => <Fatal reload={reload} />}>
              <Shell />
            </ErrorBoundary>
          </Router>
        </NoticeContext.Provider>
      </WidgetContext.Provider>
    </I18nextProvider>
  );
}

function Shell() {
  const { i18n } = useTranslation('app');
  // The stored session is checked once; on this host the couple's saved language applies.
  useSession(i18n);
  const language = i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Signed in again: the 'session expired' message has done its job.
  const signedIn = useWidgetState((state) => state.screen === 'presentation');
  const notices = useNotices();
  useEffect(() => {
    if (signedIn && notices.getState().notice?.tone === 'alert') notices.getState().clear();
  }, [signedIn, notices]);
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
}

/** Spec §8: a render error shows this page, with a button that reloads. */
function Fatal({ reload }: { reload: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="app-main app-fatal" role="alert">
      <h1>{t('fatal.title')}</h1>
      <button type="button" className="primary" onClick={reload}>
        {t('fatal.reload')}
      </button>
    </main>
  );
}
