import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useWidget, useWidgetState } from '../../context.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useNotice, useNotices } from '../notices.ts';
import { Header } from './Header.tsx';
import { usePageFocus } from './usePageFocus.ts';

/** Every page's frame: skip link, header with the navigation, the page, the data attribution. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  // Bumped when the page changes in place (a logout on `/`): focus goes to its heading again.
  const [focusRequest, setFocusRequest] = useState(0);
  const screen = useWidgetState((state) => state.screen);
  const session = screen === 'loading' ? 'loading' : screen === 'presentation' ? 'in' : 'out';
  usePageFocus(main, `${location}|${focusRequest}|${session}`, session === 'loading');

  return (
    <div className="qr app">
      <a className="app-skip" href="#main">
        {t('skipToContent')}
      </a>
      <Header onLoggedOut={() => setFocusRequest((n) => n + 1)} />
      <main id="main" ref={main} className="app-main" tabIndex={-1}>
        <Notice location={location} />
        {children}
      </main>
      <footer className="app-footer">
        <LegalLinks />
        <p>{t('footer.attribution')}</p>
      </footer>
    </div>
  );
}

/** Issue 4: the legal pages, on the www host of this domain, from every page's footer. */
function LegalLinks() {
  const { t } = useTranslation('app');
  // The www host of this domain: the app's API base (setup.ts), where the legal pages are served.
  const www = useWidget().config.apiBase.replace(/\/$/, '');
  return (
    <nav aria-label={t('footer.legal')}>
      <ul className="app-legal">
        <li>
          <a href={`${www}${LEGAL_PAGES.privacy}`}>{t('footer.privacy')}</a>
        </li>
        <li>
          <a href={`${www}${LEGAL_PAGES.termsOfUse}`}>{t('footer.terms')}</a>
        </li>
        <li>
          <a href={`${www}${LEGAL_PAGES.legalNotice}`}>{t('footer.legalNotice')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** The app's message above the page, until the couple moves to another page. */
function Notice({ location }: { location: string }) {
  const notice = useNotice();
  const notices = useNotices();
  useEffect(() => {
    const current = notices.getState().notice;
    if (current && current.at !== location) notices.getState().clear();
    // Only a navigation clears it: a notice shown on this page stays.
  }, [location, notices]);
  if (!notice || (notice.at !== undefined && notice.at !== location)) return null;
  return (
    <p className={notice.tone === 'alert' ? 'app-notice error' : 'app-notice'} role={notice.tone}>
      {notice.text}
    </p>
  );
}
