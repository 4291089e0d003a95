import type { ProviderCard as Provider } from '@alliance/shared/providers';
import { useEffect, useId, useRef, useState } from 'react';
import { useWidget } from '../../../context.tsx';
import { serverMessage } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ProviderCard } from '../../../screens/presentation/ProviderCard.tsx';
import cardsCss from '../../../screens/presentation/presentation.css?inline';
import { chooseProviders, getMoreSuggestions, getSuggestions } from '../../api/project-view.ts';

interface SuggestionsProps {
  project: number;
  /** Requests were sent: the contacted list has to be read again. */
  onContacted(): void;
}

/**
 * Providers suggested for this project, none ticked at first (a request goes only where the
 * couple chose), three at a time with "Voir plus".
 */
export function Suggestions({ project, onContacted }: SuggestionsProps) {
  const { t, i18n } = useTranslation('projectView');
  const { api } = useWidget();
  const messageId = useId();
  const [providers, setProviders] = useState<Provider[] | null>(null);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [needMessage, setNeedMessage] = useState(false);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  /** Index of the first card "Voir plus" added, to focus once it is on screen. */
  const focusFrom = useRef<number | null>(null);
  const listError = (failure: unknown) => t('suggestions.error', { error: serverMessage(failure, t) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per project; the texts are read when the answer comes
  useEffect(() => {
    let cancelled = false;
    getSuggestions(api, project).then(
      (answer) => {
        if (cancelled) return;
        // city-not-found: no suggestions, said as such, not as an error (spec §8).
        if (!answer.success && answer.error_slug !== 'city-not-found') setLoadError(listError(answer.error));
        setProviders(answer.success ? answer.prestataires : []);
        setNextPage(answer.success ? (answer.next_page ?? null) : null);
      },
      (failure: unknown) => {
        if (!cancelled) setLoadError(listError(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, project]);

  useEffect(() => {
    if (focusFrom.current === null || !providers) return;
    list.current?.children[focusFrom.current]?.querySelector('input')?.focus();
    focusFrom.current = null;
  }, [providers]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (needMessage) messageRef.current?.focus();
  }, [needMessage]);

  async function more() {
    if (nextPage === null || loadingMore) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      const answer = await getMoreSuggestions(api, project, nextPage);
      const shown = providers ?? [];
      const fresh = answer.prestataires.filter((provider) => !shown.some((other) => other.id === provider.id));
      setProviders([...shown, ...fresh]);
      setNextPage(answer.success ? (answer.next_page ?? null) : null);
      // The button may be gone now: the focus goes to the first new provider.
      if (fresh.length > 0) focusFrom.current = shown.length;
    } catch (failure) {
      setLoadError(listError(failure));
    }
    setLoadingMore(false);
  }

  async function choose() {
    const text = message.trim();
    setSending(true);
    setSendError(null);
    setResult(null);
    try {
      const answer = await chooseProviders(api, { project, prestataires: ticked, ...(text ? { message: text } : {}) });
      if (answer.success) {
        const names = (ids: number[]) =>
          new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            ids.map((id) => providers?.find((provider) => provider.id === id)?.name ?? `#${id}`),
          );
        const done = [...answer.sent, ...answer.alreadySent];
        setResult(
          [
            answer.sent.length ? t('suggestions.sentTo', { names: names(answer.sent) }) : '',
            answer.alreadySent.length ? t('suggestions.alreadyTo', { names: names(answer.alreadySent) }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
        setProviders((shown) => shown?.filter((provider) => !done.includes(provider.id)) ?? null);
        setTicked([]);
        setNeedMessage(false);
        onContacted();
      } else if (answer.error === 'no-message' && !needMessage) setNeedMessage(true);
      else setSendError(t('suggestions.sendError', { error: answer.error || t('common:errors.unknown') }));
    } catch (failure) {
      setSendError(t('suggestions.sendError', { error: serverMessage(failure, t) }));
    }
    setSending(false);
  }

  const toggle = (id: number, on: boolean) => setTicked((now) => (on ? [...now, id] : now.filter((other) => other !== id)));

  return (
    <div className="pv-suggestions">
      <style>{cardsCss}</style>
      <p className="muted">{t('suggestions.intro')}</p>
      <div role="status">
        {providers === null && !loadError && <p className="muted">{t('common:loading')}</p>}
        {result && (
          <p className="success" ref={resultRef} tabIndex={-1}>
            {result}
          </p>
        )}
      </div>
      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}
      {providers?.length === 0 && !loadError && <p>{t('suggestions.none')}</p>}
      {providers && providers.length > 0 && (
        <ul className="qr-cards" ref={list}>
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                checked={ticked.includes(provider.id)}
                onToggle={(on) => toggle(provider.id, on)}
                disabled={sending}
              />
            </li>
          ))}
        </ul>
      )}
      {needMessage && (
        <div className="pv-field">
          <label htmlFor={messageId}>{t('suggestions.messageLabel')}</label>
          <textarea
            ref={messageRef}
            id={messageId}
            value={message}
            rows={4}
            placeholder={t('messagePlaceholder')}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      )}
      <div role="alert">{sendError && <p className="error">{sendError}</p>}</div>
      <div className="actions">
        {providers && providers.length > 0 && (
          <button
            type="button"
            className="primary"
            onClick={choose}
            disabled={ticked.length === 0 || sending || (needMessage && !message.trim())}
          >
            {sending ? t('suggestions.sending') : t('suggestions.send')}
          </button>
        )}
        {nextPage !== null && (
          <button type="button" onClick={more} disabled={loadingMore}>
            {loadingMore ? t('suggestions.loadingMore') : t('suggestions.more')}
          </button>
        )}
      </div>
    </div>
  );
}
