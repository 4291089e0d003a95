import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { inMediaSection } from '../features/media/MediaNav.tsx';
import { useAdmin, useSession } from '../lib/context.tsx';
import { useMe } from '../lib/me.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import './header.css';

/**
 * The admin's header: the brand, the navigation (signed in or not), the language and sign-out.
 * On phones the navigation and the language sit behind a menu button (disclosure pattern,
 * header.css): the open header took 227 of 812 px with 19 px links (issue 21, defect 7).
 */
export function Header() {
  const { t } = useTranslation('admin');
  const { api, session } = useAdmin();
  const signedIn = useSession((state) => state.signedIn);
  const [location, navigate] = useLocation();
  const current = (path: string) => (location === path ? 'page' : undefined);
  const me = useMe().data;
  const unread = me?.provider.newLeads ?? 0;
  const premium = me?.provider.isPremium === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A followed link closes the menu: the next page starts with the header folded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address
  useEffect(() => setMenuOpen(false), [location]);

  // Escape folds the open menu from anywhere in it, and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function signOut() {
    // The server ends this session's refresh family; the cookies go whatever it answers.
    // The answer's schema comes with the call (client.ts, SchemaLoader): the header is in every first load, zod is not.
    await api
      .authed('app', 'post', 'api/logout', () => import('@alliance/shared/answers').then((m) => m.successResponseSchema))
      .catch(() => undefined);
    session.signedOut({ text: t('signedOut'), tone: 'status' });
    navigate('/login');
  }

  return (
    <header className="admin-header">
      <Link href="/" className="brand">
        Alliance <span>{t('brand')}</span>
      </Link>
      {/* Shown on phones only (header.css); the panel is always open on wider screens. */}
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="menu-icon" aria-hidden="true" />
        {t('nav.menu')}
      </button>
      <div id={panelId} className="header-panel" data-open={menuOpen ? '' : undefined}>
        <nav aria-label={t('nav.label')}>
          <ul>
            {signedIn ? (
              <>
                <li>
                  <Link href="/" aria-current={current('/')}>
                    {t('nav.dashboard')}
                  </Link>
                </li>
                <li>
                  {/* The unread count is in the link's name, not only in the badge's colour; the name is
                    the visible text and then a hidden word ("Demandes 1 non lue"), so it begins
                    with what is seen (axe: label-content-name-mismatch). */}
                  <Link href="/leads" aria-current={location.startsWith('/leads/') ? 'true' : current('/leads')}>
                    {t('nav.leads')}
                    {unread > 0 && (
                      <>
                        {' '}
                        <span className="nav-badge">{unread}</span>{' '}
                        <span className="sr-only">{t('nav.unread', { count: unread })}</span>
                      </>
                    )}
                  </Link>
                </li>
                <li>
                  <Link href="/credits" aria-current={current('/credits')}>
                    {t('nav.credits')}
                  </Link>
                </li>
                <li>
                  {/* A premium provider's link carries the gold star, and says so in its name. */}
                  <Link
                    href="/premium"
                    aria-current={current('/premium')}
                    aria-label={premium ? t('nav.premiumActive') : undefined}
                  >
                    {t('nav.premium')}
                    {premium && (
                      <span className="nav-premium" aria-hidden="true">
                        ★
                      </span>
                    )}
                  </Link>
                </li>
                <li>
                  <Link href="/statistics" aria-current={current('/statistics')}>
                    {t('nav.statistics')}
                  </Link>
                </li>
                <li>
                  <Link href="/profile" aria-current={current('/profile')}>
                    {t('nav.profile')}
                  </Link>
                </li>
                <li>
                  <Link href="/website" aria-current={current('/website')}>
                    {t('nav.website')}
                  </Link>
                </li>
                <li>
                  {/* Photos leads to the media pages (videos, portfolios, venues), which have their own navigation. */}
                  <Link
                    href="/media"
                    aria-current={location === '/media' ? 'page' : inMediaSection(location) ? 'true' : undefined}
                  >
                    {t('nav.media')}
                  </Link>
                </li>
                <li>
                  <Link href="/account" aria-current={current('/account')}>
                    {t('nav.account')}
                  </Link>
                </li>
                <li>
                  <button type="button" className="link" onClick={() => void signOut()}>
                    {t('nav.signOut')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href="/login" aria-current={current('/login')}>
                    {t('nav.signIn')}
                  </Link>
                </li>
                <li>
                  <Link href="/register" aria-current={current('/register')}>
                    {t('nav.register')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
