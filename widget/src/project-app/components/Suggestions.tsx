import type { ProviderCard as Provider } from '@alliance/shared/providers';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useWidget } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { ProviderCard } from '../../screens/presentation/ProviderCard.tsx';
// The cards' own styles, as the widget shows them.
import cardsCss from '../../screens/presentation/presentation.css?inline';
import { chooseProviders, getMoreSuggestions, getSuggestions } from '../api/projects.ts';

/** Where the list stands: its texts (namespace, and the keys worded apart) and what that page asks of it. */
const PLACES = {
  /** After saving a new project (spec §1: 3 suggested profiles). */
  saved: {
    ns: 'newProject',
    className: 'np-suggestions',
    keys: {
      send: 'suggestions.contact',
      sendError: 'send.error',
      loading: 'suggestions.loading',
      loadingMore: 'common:loading',
      placeholder: 'editor.placeholder',
    },
    /** A town that cannot be located says so and offers the search (else: nothing to suggest). */
    saysCityNotFound: true,
    /** "Contact" stays on and says what is missing (a tick, a message); else it waits for them. */
    explainsMissing: true,
    /** "See more" focuses the first new card (else its checkbox). */
    focusesCard: true,
  },
  /** On a project's page, under the providers already contacted. */
  project: {
    ns: 'projectView',
    className: 'pv-section',
    keys: {
      send: 'suggestions.send',
      sendError: 'suggestions.sendError',
      loading: 'common:loading',
      loadingMore: 'suggestions.loadingMore',
      placeholder: 'messagePlaceholder',
    },
    saysCityNotFound: false,
    explainsMissing: false,
    focusesCard: false,
  },
} as const;

type Loaded = { kind: 'loading' } | { kind: 'cityNotFound' } | { kind: 'failed'; error: string } | { kind: 'ready' };

interface SuggestionsProps {
  project: number;
  place?: keyof typeof PLACES;
  /** Requests were sent (the contacted list has to be read again). */
  onContacted?(): void;
}

/**
 * The providers suggested for a project, none ticked (a request goes only to the providers the
 * couple picks), three at a time: "see more" appends the next three.
 */
export function Suggestions({ project, place: where = 'saved', onContacted }: SuggestionsProps) {
  const place = PLACES[where];
  const { keys } = place;
  const { t, i18n } = useTranslation(place.ns);
  const { api } = useWidget();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [providers, setProviders] = useState<Provider[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needMessage, setNeedMessage] = useState(false);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ sent: string | null; already: string | null } | null>(null);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const failed = (reason: string) => t('suggestions.error', { error: reason });

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per project; `t` only formats a failure
  useEffect(() => {
    let cancelled = false;
    getSuggestions(api, project).then(
      (answer) => {
        if (cancelled) return;
        const cityNotFound = answer.error_slug === 'city-not-found';
        if (cityNotFound && place.saysCityNotFound) return setLoaded({ kind: 'cityNotFound' });
        if (!answer.success && !cityNotFound)
          return setLoaded({ kind: 'failed', error: failed(answer.error || t('common:errors.unknown')) });
        const found = answer.success ? answer.prestataires : [];
        setProviders(found);
        setNextPage(found.length ? (answer.next_page ?? null) : null);
        setLoaded({ kind: 'ready' });
      },
      (failure: unknown) => {
        if (!cancelled) setLoaded({ kind: 'failed', error: failed(errorText(failure, t)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, project]);

  // The first card "see more" added takes the focus: the couple reads on from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the appended cards are in the list
  useEffect(() => {
    if (firstNew.current === null) return;
    const card = list.current?.querySelector<HTMLElement>(`[data-provider="${firstNew.current}"]`);
    (place.focusesCard ? card : card?.querySelector('input'))?.focus();
    firstNew.current = null;
  }, [providers]);
  useEffect(() => {
    if (result) confirmation.current?.focus();
  }, [result]);
  useEffect(() => {
    if (needMessage) messageField.current?.focus();
  }, [needMessage]);

  const more = async () => {
    if (nextPage === null || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const answer = await getMoreSuggestions(api, project, nextPage);
      if (!answer.success) throw new Error(answer.error || t('common:errors.unknown'));
      const fresh = answer.prestataires.filter((p) => !providers.some((shown) => shown.id === p.id));
      firstNew.current = fresh[0]?.id ?? null;
      setProviders((shown) => [...shown, ...fresh]);
      setNextPage(answer.prestataires.length ? (answer.next_page ?? null) : null);
    } catch (failure) {
      setMoreError(failed(errorText(failure, t)));
    } finally {
      setLoadingMore(false);
    }
  };

  const names = (ids: number[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      ids.map((pid) => providers.find((p) => p.id === pid)?.name ?? `#${pid}`),
    );

  const choose = async () => {
    if (ticked.length === 0) return setError(t('suggestions.chooseOne'));
    const text = message.trim();
    if (needMessage && !text) return setError(t('suggestions.messageNeeded'));
    setSending(true);
    setError(null);
    setResult(null);
    try {
      const answer = await chooseProviders(api, { project, prestataires: ticked, ...(text ? { message: text } : {}) });
      if (answer.success) {
        const done = [...answer.sent, ...answer.alreadySent];
        setResult({
          sent: answer.sent.length ? names(answer.sent) : null,
          already: answer.alreadySent.length ? names(answer.alreadySent) : null,
        });
        setProviders((shown) => shown.filter((p) => !done.includes(p.id)));
        setTicked([]);
        setNeedMessage(false);
        onContacted?.();
      } else if (answer.error === 'no-message' && !needMessage) setNeedMessage(true);
      else setError(t(keys.sendError, { error: answer.error || t('common:errors.unknown') }));
    } catch (failure) {
      setError(t(keys.sendError, { error: errorText(failure, t) }));
    } finally {
      setSending(false);
    }
  };

  const missing = ticked.length === 0 || (needMessage && !message.trim());
  const errorId = `${id}-error`;
  return (
    <section className={place.className} aria-labelledby={`${id}-title`}>
      <style>{cardsCss}</style>
      <h2 id={`${id}-title`}>{t('suggestions.title')}</h2>
      {loaded.kind === 'loading' && (
        <p className="muted" role="status">
          {t(keys.loading)}
        </p>
      )}
      {loaded.kind === 'failed' && (
        <p className="error" role="alert">
          {loaded.error}
        </p>
      )}
      {loaded.kind === 'cityNotFound' && (
        <p>
          {t('suggestions.cityNotFound')} <Link href="/search">{t('suggestions.search')}</Link>
        </p>
      )}
      <div ref={confirmation} tabIndex={-1} role="status" className="np-confirmation">
        {result?.sent && <p className="success">{t('suggestions.sentTo', { names: result.sent })}</p>}
        {result?.already && <p>{t('suggestions.alreadyTo', { names: result.already })}</p>}
      </div>
      {loaded.kind === 'ready' && (
        <>
          {providers.length === 0 && nextPage === null && !result && <p>{t('suggestions.none')}</p>}
          {providers.length > 0 && (
            <>
              <p className="muted">{t('suggestions.intro')}</p>
              <ul className="qr-cards np-cards-list" ref={list}>
                {providers.map((provider) => (
                  <li key={provider.id} data-provider={provider.id} tabIndex={-1}>
                    <ProviderCard
                      provider={provider}
                      checked={ticked.includes(provider.id)}
                      disabled={sending}
                      onToggle={(on) => {
                        setError(null);
                        setTicked((current) => (on ? [...current, provider.id] : current.filter((o) => o !== provider.id)));
                      }}
                    />
                  </li>
                ))}
              </ul>
              {needMessage && (
                <div className="pv-field">
                  <label htmlFor={`${id}-message`}>{t('suggestions.messageLabel')}</label>
                  <textarea
                    id={`${id}-message`}
                    ref={messageField}
                    value={message}
                    rows={4}
                    placeholder={t(keys.placeholder)}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => setMessage(event.target.value)}
                  />
                </div>
              )}
            </>
          )}
          <div role="alert">
            {error && (
              <p id={errorId} className="error">
                {error}
              </p>
            )}
          </div>
          <div className="actions">
            {providers.length > 0 && (
              <button
                type="button"
                className="primary"
                onClick={choose}
                disabled={sending || (!place.explainsMissing && missing)}
              >
                {sending ? t('suggestions.sending') : t(keys.send)}
              </button>
            )}
            {nextPage !== null && (
              <button type="button" onClick={more} disabled={loadingMore}>
                {loadingMore ? t(keys.loadingMore) : t('suggestions.more')}
              </button>
            )}
          </div>
          {moreError && (
            <p className="error" role="alert">
              {moreError}
            </p>
          )}
        </>
      )}
    </section>
  );
}
