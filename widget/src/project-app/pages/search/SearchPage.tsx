import type { ProviderCard } from '@alliance/shared/providers';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { type FilterLists, searchProviders } from '../../api/search.ts';
import { type Departement, departementLabel, useDepartements } from './departements.ts';
import { FavoritesSignIn } from './FavoriteButton.tsx';
import { ProviderSummary } from './ProviderSummary.tsx';
import { filtersOf, hasFilters, queryFrom, type SearchQuery, searchPath } from './query.ts';
import { SearchFilters } from './SearchFilters.tsx';
import css from './search.css?inline';
import { useFilterLists } from './useFilterLists.ts';

type Results =
  | { status: 'loading' }
  | {
      status: 'ready';
      providers: ProviderCard[];
      nextPage: number | null;
      loadingMore: boolean;
      moreError?: string;
      /** Index of the first provider "see more" added: focus goes there. */
      firstNew?: number;
    }
  | { status: 'failed'; message: string };

/**
 * `/search?departement=33&cp=33000&ville=…&service=…&langue=en`: the providers of the site's
 * country, narrowed by the filters the address holds (so back, a reload and a shared link keep
 * them), 20 at a time from page 1; "see more" asks for the next page with the same filters.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { api } = useWidget();
  const [, navigate] = useLocation();
  const query = queryFrom(useSearch());
  const path = searchPath(query);
  const lists = useFilterLists();
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // After "see more", focus goes to the first new provider: the list goes on from there.
  const firstNew = useRef<HTMLAnchorElement>(null);
  // A page that arrives after the search changed belongs to the old one: it is dropped.
  const currentPath = useRef(path);
  currentPath.current = path;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` stands for the query; `attempt` asks again
  useEffect(() => {
    let cancelled = false;
    setResults({ status: 'loading' });
    searchProviders(api, { page: 1, ...filtersOf(query) })
      .then((answer) => {
        if (!cancelled)
          setResults({ status: 'ready', providers: answer.prestataires, nextPage: answer.next_page, loadingMore: false });
      })
      .catch((error: unknown) => {
        if (!cancelled) setResults({ status: 'failed', message: errorText(error, t) });
      });
    return () => {
      cancelled = true;
    };
  }, [api, path, attempt]);

  const firstNewIndex = results.status === 'ready' ? results.firstNew : undefined;
  useEffect(() => {
    if (firstNewIndex !== undefined) firstNew.current?.focus();
  }, [firstNewIndex]);

  // The same search again (nothing changed) still asks anew, from page 1.
  const search = (next: SearchQuery) => {
    const nextPath = searchPath(next);
    if (nextPath === path) setAttempt((n) => n + 1);
    else navigate(nextPath);
  };

  const more = async () => {
    if (results.status !== 'ready' || !results.nextPage) return;
    const shown = results.providers;
    const askedFor = path;
    setResults({ ...results, loadingMore: true, moreError: undefined });
    try {
      const answer = await searchProviders(api, { page: results.nextPage, ...filtersOf(query) });
      if (currentPath.current !== askedFor) return;
      setResults({
        status: 'ready',
        providers: [...shown, ...answer.prestataires],
        nextPage: answer.next_page,
        loadingMore: false,
        firstNew: answer.prestataires.length > 0 ? shown.length : undefined,
      });
    } catch (error) {
      if (currentPath.current !== askedFor) return;
      setResults({ ...results, loadingMore: false, moreError: errorText(error, t) });
    }
  };

  const departements = useDepartements();
  const filters = hasFilters(query) ? summaryOf(query, lists.lists, departements, t) : '';
  return (
    <section className="app-search" aria-labelledby="app-search-title">
      <style>{css}</style>
      <h1 id="app-search-title">{t('title')}</h1>
      <SearchFilters applied={query} lists={lists} onSearch={search} />
      <FavoritesSignIn />

      {results.status === 'loading' && (
        <p className="loading" role="status">
          {t('common:loading')}
        </p>
      )}
      {results.status === 'failed' && (
        <div role="alert">
          <p className="error">{t('common:errors.generic', { error: results.message })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('app:retry')}
          </button>
        </div>
      )}
      {results.status === 'ready' && (
        <>
          <p role="status" className="app-result-count">
            {results.providers.length === 0
              ? t(filters ? 'emptyFor' : 'empty', { filters })
              : t(filters ? 'countFor' : 'count', { count: results.providers.length, filters })}
          </p>
          <ul className="app-provider-list">
            {results.providers.map((provider, index) => (
              <li key={provider.id}>
                <ProviderSummary provider={provider} linkRef={index === firstNewIndex ? firstNew : undefined} />
              </li>
            ))}
          </ul>
          {results.moreError && (
            <p className="error" role="alert">
              {t('common:errors.generic', { error: results.moreError })}
            </p>
          )}
          {results.nextPage && (
            <p className="app-actions">
              <button type="button" onClick={more} disabled={results.loadingMore}>
                {results.loadingMore ? t('common:loading') : t('more')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The filters in words, for the results' count: "département 33, Bordeaux (33000), langue : anglais". */
function summaryOf(query: SearchQuery, lists: FilterLists | null, departements: Departement[], t: TFunction): string {
  const parts: string[] = [];
  if (query.departement) parts.push(t('summary.departement', { departement: departementLabel(departements, query.departement) }));
  if (query.cp) parts.push(query.ville ?? query.cp);
  if (query.service) {
    const service = lists?.services.find((item) => item.slug === query.service)?.name ?? query.service;
    parts.push(t('summary.service', { service }));
  }
  if (query.langue) {
    const langue = lists?.languages.find((item) => item.iso === query.langue)?.label ?? query.langue;
    parts.push(t('summary.langue', { langue }));
  }
  return parts.join(t('summary.separator'));
}
