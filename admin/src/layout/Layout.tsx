import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { usePageFocus } from '@alliance/widget/project-app/layout/usePageFocus.ts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAdmin, useSession } from '../lib/context.tsx';
import { Header } from './Header.tsx';

/** Every page's frame: skip link, header, the session's notice, the page (its h1 focused after a navigation). */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  usePageFocus(main, location, false);
  return (
    // `qr`: the widget parts reused here style themselves under it (code boxes, phone field).
    <div className="admin qr">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" ref={main} className="admin-main" tabIndex={-1}>
        <SessionNotice location={location} />
        {children}
      </main>
    </div>
  );
}

/** The session's message (expired, signed out) on the page it was shown on, until the provider moves on. */
function SessionNotice({ location }: { location: string }) {
  const { session } = useAdmin();
  const notice = useSession((state) => state.notice);
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    if (!notice) {
      shownAt.current = null;
      return;
    }
    // The notice is raised on one page and shown on the sign-in page it leads to; a later move clears it.
    if (shownAt.current === null) shownAt.current = location;
    else if (shownAt.current !== location && location !== '/login') session.clearNotice();
  }, [notice, location, session]);
  if (!notice) return null;
  return (
    <p className={notice.tone === 'alert' ? 'notice error' : 'notice'} role={notice.tone}>
      {notice.text}
    </p>
  );
}
