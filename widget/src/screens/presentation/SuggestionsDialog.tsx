import type { ProviderCard as Provider } from '@alliance/shared/providers';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { useWidget } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { ProviderCard } from './ProviderCard.tsx';

interface SuggestionsDialogProps {
  project: number;
  providers: Provider[];
  /** The message the couple typed for the first send: the others receive the same. */
  message?: string;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Other providers for the same project (spec §4). Nothing is ticked at first: a request goes
 * only to the providers the couple picked.
 */
export function SuggestionsDialog({ project, providers, message, onClose, returnFocusTo }: SuggestionsDialogProps) {
  const { t, i18n } = useTranslation('presentation');
  const { calls } = useWidget();
  const messageId = useId();
  const [ticked, setTicked] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needMessage, setNeedMessage] = useState(false);
  const [ownMessage, setOwnMessage] = useState('');
  const [result, setResult] = useState<{ sent: number[]; alreadySent: number[] } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  // The list and its buttons are gone once sent: focus goes to what remains.
  useEffect(() => {
    if (result) closeButton.current?.focus();
  }, [result]);
  useEffect(() => {
    if (needMessage) messageField.current?.focus();
  }, [needMessage]);

  const names = (ids: number[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      ids.map((id) => providers.find((provider) => provider.id === id)?.name ?? `#${id}`),
    );

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const choose = async () => {
    const text = (needMessage ? ownMessage : (message ?? '')).trim();
    setSending(true);
    setError(null);
    try {
      const answer = await calls.projects.choose({ project, prestataires: ticked, ...(text ? { message: text } : {}) });
      if (answer.success) setResult({ sent: answer.sent, alreadySent: answer.alreadySent });
      else if (answer.error === 'no-message' && !needMessage) setNeedMessage(true);
      else setError(t('sendError', { error: answer.error || t('common:errors.unknown') }));
    } catch (failure) {
      setError(t('sendError', { error: errorText(failure, t) }));
    } finally {
      setSending(false);
    }
  };

  const footer = result ? (
    <div className="actions">
      <button ref={closeButton} type="button" className="primary" onClick={onClose}>
        {t('common:close')}
      </button>
    </div>
  ) : (
    <>
      {/* In the footer, always in view, whatever the scroll of the list. */}
      <div role="alert">{error && <p className="error">{error}</p>}</div>
      <div className="actions">
        <button type="button" onClick={onClose}>
          {t('common:close')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={choose}
          disabled={ticked.length === 0 || sending || (needMessage && !ownMessage.trim())}
        >
          {sending ? t('sending') : t('suggestions.send')}
        </button>
      </div>
    </>
  );

  return (
    <Dialog
      title={t('suggestions.title')}
      onClose={onClose}
      footer={footer}
      className="qr-suggestions"
      returnFocusTo={returnFocusTo}
    >
      {result ? (
        <div role="status">
          {result.sent.length > 0 && <p className="success">{t('suggestions.sentTo', { names: names(result.sent) })}</p>}
          {result.alreadySent.length > 0 && <p>{t('suggestions.alreadyTo', { names: names(result.alreadySent) })}</p>}
        </div>
      ) : (
        <>
          <p className="muted">{t('suggestions.intro')}</p>
          <ul className="qr-cards">
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
          {needMessage && (
            <>
              <label htmlFor={messageId}>{t('message.title')}</label>
              <textarea
                ref={messageField}
                id={messageId}
                value={ownMessage}
                placeholder={t('message.placeholder')}
                onChange={(event) => setOwnMessage(event.target.value)}
              />
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
