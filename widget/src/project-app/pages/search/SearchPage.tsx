import type { ProviderCard } from '@alliance/shared/providers';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { searchProviders } from '../../api/search.ts';
import { ProviderSummary } from './ProviderSummary.tsx';

/** A département code as the server takes it (`33`, `2A`, `971`); empty means everywhere. */
const DEPARTEMENT = /^[0-9A-Z]{0,5}$/;

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
 * `/search?departement=33`: the providers of the site's country, optionally in one département
 * (the filter lives in the address, so back and a shared link keep it), 20 at a time.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { api } = useWidget();
  const [, navigate] = useLocation();
  const departement = (new URLSearchParams(useSearch()).get('departement') ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(departement);
  const [invalid, setInvalid] = useState(false);
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // After "see more", focus goes to the first new provider: the list goes on from there.
  const firstNew = useRef<HTMLAnchorElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let cancelled = false;
    setTyped(departement);
    setResults({ status: 'loading' });
    searchProviders(api, { page: 1, departement: DEPARTEMENT.test(departement) ? departement : undefined })
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
  }, [api, departement, attempt]);

  const firstNewIndex = results.status === 'ready' ? results.firstNew : undefined;
  useEffect(() => {
    if (firstNewIndex !== undefined) firstNew.current?.focus();
  }, [firstNewIndex]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (!DEPARTEMENT.test(code)) return setInvalid(true);
    setInvalid(false);
    if (code === departement) return setAttempt((n) => n + 1);
    navigate(code ? `/search?departement=${encodeURIComponent(code)}` : '/search');
  };

  const more = async () => {
    if (results.status !== 'ready' || !results.nextPage) return;
    const shown = results.providers;
    setResults({ ...results, loadingMore: true, moreError: undefined });
    try {
      const answer = await searchProviders(api, { page: results.nextPage, departement: departement || undefined });
      setResults({
        status: 'ready',
        providers: [...shown, ...answer.prestataires],
        nextPage: answer.next_page,
        loadingMore: false,
        firstNew: answer.prestataires.length > 0 ? shown.length : undefined,
      });
    } catch (error) {
      setResults({ ...results, loadingMore: false, moreError: errorText(error, t) });
    }
  };

  return (
    <section className="app-search" aria-labelledby="app-search-title">
      <h1 id="app-search-title">{t('title')}</h1>
      <search className="app-search-form">
        <form onSubmit={submit} noValidate>
          <label htmlFor={ids.input}>{t('departement.label')}</label>
          <p id={ids.hint} className="muted">
            {t('departement.hint')}
          </p>
          <div className="app-search-row">
            <input
              id={ids.input}
              type="text"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              maxLength={5}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${ids.error} ${ids.hint}` : ids.hint}
            />
            <button type="submit" className="primary">
              {t('submit')}
            </button>
          </div>
          {invalid && (
            <p id={ids.error} className="field-error">
              {t('departement.invalid')}
            </p>
          )}
        </form>
      </search>

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
              ? t(departement ? 'emptyIn' : 'empty', { departement })
              : t(departement ? 'countIn' : 'count', { count: results.providers.length, departement })}
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
