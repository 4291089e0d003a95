import type { ProviderCard } from '@alliance/shared/providers';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useWidget, useWidgetState } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Loading } from '../../layout/RequireCouple.tsx';
import css from '../search/search.css?inline';
import { FavoriteCard } from './FavoriteCard.tsx';
import { getFavoriteProviders } from './favoritesApi.ts';

type State = { status: 'loading' } | { status: 'ready'; providers: ProviderCard[] } | { status: 'failed'; message: string };

/**
 * "Mes favoris" (`/favorites`, signed-in couple): the favorite providers as cards, most recently
 * added first. The hearts are the search page's: they update the store's favorites once the server
 * has answered, and the list shows the loaded cards still in the store, so an un-hearted provider
 * leaves the list then, not before.
 */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const { api, store } = useWidget();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const favorites = useWidgetState((s) => s.favorites);
  const [removed, setRemoved] = useState<string | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const searchLink = useRef<HTMLAnchorElement>(null);
  const previous = useRef<ProviderCard[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the list again
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getFavoriteProviders(api)
      .then((answer) => {
        if (cancelled) return;
        // The store gets the same list: the hearts and the list then start from one answer.
        store.getState().setFavorites(answer.prestataires.map(({ publicId }) => ({ publicId })));
        setState({ status: 'ready', providers: answer.prestataires });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: errorText(error, t) });
      });
    return () => {
      cancelled = true;
    };
  }, [api, store, attempt]);

  const kept = new Set(favorites.map((item) => item.publicId));
  const shown = state.status === 'ready' ? state.providers.filter((provider) => kept.has(provider.publicId)) : [];
  const shownKey = shown.map((provider) => provider.id).join(',');

  // A card that left the list had the focus (its heart): focus goes to the card now in its place,
  // else the one before, else the way to the search; the change is said in words too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shownKey` stands for `shown`
  useEffect(() => {
    const before = previous.current;
    previous.current = shown;
    const index = before.findIndex((provider) => !shown.some((item) => item.id === provider.id));
    const gone = before[index];
    if (!gone) return;
    setRemoved(gone.name);
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    const next = shown[index] ?? shown[index - 1];
    (next ? links.current.get(next.id) : searchLink.current)?.focus();
  }, [shownKey]);

  const linkRef = (id: number) => (link: HTMLAnchorElement | null) => {
    if (link) links.current.set(id, link);
    else links.current.delete(id);
  };

  return (
    <section className="app-favorites" aria-labelledby="app-favorites-title">
      <style>{css}</style>
      <h1 id="app-favorites-title">{t('title')}</h1>
      {/* Always there, so that screen readers hear what it says once a favorite is taken out. */}
      <p className={removed ? 'muted' : 'sr-only'} role="status">
        {removed && t('removed', { name: removed })}
      </p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <div role="alert">
          <p className="error">{t('failed', { error: state.message })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('app:retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && shown.length === 0 && (
        <div className="app-empty">
          <p>{t('empty')}</p>
          <p className="muted">{t('emptyHint')}</p>
          <p>
            <Link href="/search" ref={searchLink} className="app-button primary">
              {t('search')}
            </Link>
          </p>
        </div>
      )}
      {shown.length > 0 && (
        <>
          <p>{t('intro')}</p>
          <ul className="app-provider-list">
            {shown.map((provider) => (
              <li key={provider.id}>
                <FavoriteCard provider={provider} linkRef={linkRef(provider.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
