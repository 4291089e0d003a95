import { toLocale } from '@alliance/shared/locale';
import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { SessionExpiredError } from './api/client.ts';
import { useWidget, useWidgetState } from './context.tsx';
import { reportError } from './errors.ts';
import { persistLocale } from './i18n/index.ts';

/**
 * Where the element starts (spec §2, §7): a couple with a stored session is asked for (`me`);
 * logged in → presentation, favorites loaded; a phone proved but no account yet → inscription;
 * otherwise the account screen. On a `project.` host the user's saved language applies.
 */
export function useSession(i18n: i18n): void {
  const { calls, store } = useWidget();
  useEffect(() => {
    let cancelled = false;
    if (store.getState().screen !== 'loading') return;
    calls.account
      .me()
      .then(({ user }) => {
        if (cancelled) return;
        const saved = toLocale(user.locale);
        if (saved && window.location.hostname.startsWith('project.')) {
          // The server answers in the cookie's language: the same as the app's, or lists come half in another.
          persistLocale(saved);
          void i18n.changeLanguage(saved);
        }
        if (user.has_finished_onboarding) {
          store.getState().signedIn(user);
        } else {
          store.getState().phoneProved(user.phone);
          store.getState().goTo('inscription');
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (!(error instanceof SessionExpiredError)) reportError(error, { call: 'me' });
        store.getState().signedOut();
      });
    return () => {
      cancelled = true;
    };
  }, [calls, store, i18n]);

  // Favorites load once the couple is logged in (spec §6).
  const user = useWidgetState((state) => state.user);
  useEffect(() => {
    if (!user?.has_finished_onboarding) return;
    calls.directory
      .favorites()
      .then((answer) => store.getState().setFavorites(answer.data))
      .catch((error: unknown) => reportError(error, { call: 'favorites' }));
  }, [user, calls, store]);
}
