import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useWidget, useWidgetState } from '../../context.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { logout } from '../api/session.ts';
import { useNotices } from '../notices.ts';

const SIGNED_IN_LINKS = [
  { href: '/', key: 'nav.projects' },
  { href: '/search', key: 'nav.search' },
  { href: '/favorites', key: 'nav.favorites' },
  { href: '/account', key: 'nav.account' },
] as const;
// Signed out, no link leads to a page that only asks to sign in: one "Sign in" instead (issue 7).
const SIGNED_OUT_LINKS = [
  { href: '/search', key: 'nav.search' },
  { href: '/account', key: 'nav.signIn' },
] as const;

/**
 * Site name and navigation. Under 640 px the links fold behind a "Menu" button (app.css), so
 * the header stays one line at 320 px.
 */
export function Header({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation('app');
  const { api, store } = useWidget();
  const notices = useNotices();
  const [location, navigate] = useLocation();
  const signedIn = useWidgetState((state) => state.screen === 'presentation');
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listId = useId();

  // A chosen page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location]);

  const logOut = async () => {
    setLeaving(true);
    await logout(api);
    setLeaving(false);
    setOpen(false);
    store.getState().signedOut();
    notices.getState().show({ text: t('logout.done'), tone: 'status', at: '/' });
    navigate('/');
    onLoggedOut();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${listId}-toggle`)?.focus();
  };

  return (
    <header className="app-header">
      <Link href="/" className="app-brand">
        {t('siteName')}
      </Link>
      <nav className="app-nav" aria-label={t('nav.label')} data-open={open} onKeyDown={closeOnEscape}>
        <button
          type="button"
          id={`${listId}-toggle`}
          className="app-nav-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('nav.menu')}
        </button>
        <ul id={listId}>
          {(signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS).map(({ href, key }) => (
            <li key={href}>
              <Link href={href} aria-current={location === href ? 'page' : undefined}>
                {t(key)}
              </Link>
            </li>
          ))}
          {signedIn && (
            <li>
              <button type="button" className="link" onClick={logOut} disabled={leaving}>
                {t('nav.logout')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
