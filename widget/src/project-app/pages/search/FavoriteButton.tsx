import type { ProviderCard } from '@alliance/shared/providers';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { SessionExpiredError } from '../../../api/client.ts';
import { useWidget, useWidgetState } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { toggleFavorite } from '../../api/search.ts';

/**
 * The heart of a provider, for a signed-in couple: pressed when the provider is among the
 * couple's favorites (the store's, loaded with the session), toggled by the server, whose answer
 * updates the store. Signed out it is not there: the page says once how to get favorites
 * (`FavoritesSignIn`) rather than a sign-in link on each of twenty cards.
 */
export function FavoriteButton({ provider }: { provider: ProviderCard }) {
  const { t } = useTranslation('search');
  const { api, store } = useWidget();
  const signedIn = useWidgetState((state) => state.screen === 'presentation');
  const favorite = useWidgetState((state) => state.favorites.some((item) => item.publicId === provider.publicId));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (!signedIn) return null;

  const toggle = async () => {
    // aria-disabled, not disabled: the button keeps focus while the server answers.
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await toggleFavorite(api, provider.publicId);
      const others = store.getState().favorites.filter((item) => item.publicId !== provider.publicId);
      // Most recent first, as the favorites list comes from the server.
      store.getState().setFavorites(answer.favorite ? [{ publicId: provider.publicId }, ...others] : others);
    } catch (failure) {
      // An ended session signs the couple out, with the app's own notice: the button goes away.
      if (!(failure instanceof SessionExpiredError)) setError(errorText(failure, t));
    } finally {
      setPending(false);
    }
  };

  const label = t(favorite ? 'favorite.remove' : 'favorite.add', { name: provider.name });
  return (
    <>
      <button
        type="button"
        className={favorite ? 'app-favorite on' : 'app-favorite'}
        aria-pressed={favorite}
        aria-disabled={pending || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.6 10.7 19.4C6 15.2 3 12.4 3 8.9 3 6.1 5.1 4 7.9 4c1.6 0 3.1.7 4.1 1.9C13 4.7 14.5 4 16.1 4 18.9 4 21 6.1 21 8.9c0 3.5-3 6.3-7.7 10.5L12 20.6Z" />
        </svg>
        <span className="sr-only">{label}</span>
      </button>
      {error && (
        <span id={errorId} className="field-error app-favorite-error" role="alert">
          {t('favorite.failed', { error })}
        </span>
      )}
    </>
  );
}

/** For a couple not signed in (and not while the session is checked): favorites need an account. */
export function FavoritesSignIn() {
  const { t } = useTranslation('search');
  const signedOut = useWidgetState((state) => state.screen === 'account' || state.screen === 'inscription');
  if (!signedOut) return null;
  return (
    <p className="app-favorites-signin">
      <Link href="/">{t('favorite.signIn')}</Link>
    </p>
  );
}
