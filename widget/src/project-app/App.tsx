import { designTokensCss } from '@alliance/shared/design-tokens';
import { useEffect, useState } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useWidgetState, WidgetContext } from '../context.tsx';
import { I18nextProvider, useTranslation } from '../i18n/react.tsx';
import '../styles/widget.css';
import { useSession } from '../useSession.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { useHandoff } from './handoff.ts';
import { Layout } from './layout/Layout.tsx';
import { Loading } from './layout/RequireCouple.tsx';
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
      {/* The shared design tokens (--al-*), which app.css and the widget's styles read. */}
      <style>{designTokensCss}</style>
      <WidgetContext.Provider value={setup.context}>
        <NoticeContext.Provider value={setup.notices}>
          <Router hook={locationHook}>
            <ErrorBoundary fallback={(reload) => <Fatal reload={reload} />}>
              <Shell handoff={setup.handoff} search={setup.search} />
            </ErrorBoundary>
          </Router>
        </NoticeContext.Provider>
      </WidgetContext.Provider>
    </I18nextProvider>
  );
}

function Shell({ handoff, search }: { handoff: string | null; search: string }) {
  const { i18n } = useTranslation('app');
  // A couple coming from the widget with a hand-off code is signed in first.
  const handedOver = useHandoff(handoff, search);
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
      {handedOver ? (
        <>
          <SessionCheck />
          <AppRoutes />
        </>
      ) : (
        <Loading />
      )}
    </Layout>
  );
}

/** The stored session is checked once; on this host the couple's saved language applies. */
function SessionCheck() {
  const { i18n } = useTranslation('app');
  useSession(i18n);
  return null;
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
