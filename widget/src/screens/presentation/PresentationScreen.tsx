import type { ProjectSummary } from '@alliance/shared/projects';
import type { ProviderCard } from '@alliance/shared/providers';
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { newProjectUrl, openWithHandoff } from './newProjectLink.ts';
import { ProjectPicker, upcomingProjects } from './ProjectPicker.tsx';
import css from './presentation.css?inline';
import { SuggestionsDialog } from './SuggestionsDialog.tsx';

type Projects = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; list: ProjectSummary[] };
type Feedback = { kind: 'success' | 'info' | 'error'; text: string };
type Suggestions = { project: number; providers: ProviderCard[]; message?: string };

/** Spec §2 item 3: pick an upcoming project and send it to the provider of the page. */
export function PresentationScreen() {
  const { t } = useTranslation('presentation');
  const { config, calls } = useWidget();
  const [projects, setProjects] = useState<Projects>({ status: 'loading' });
  const [selected, setSelected] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [askMessage, setAskMessage] = useState(false);
  const [message, setMessage] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [suggestionsError, setSuggestionsError] = useState<string | null>(null);
  // Projects this provider has (now) received: their button says so and sends nothing (issue 7).
  const [done, setDone] = useState<number[]>([]);
  const sendButton = useRef<HTMLButtonElement>(null);
  // Bumped when the project changes: late suggestions of the previous one are dropped.
  const generation = useRef(0);
  // The projects listed so far (null before the first list): a reload tells the new ones.
  const listed = useRef<Set<number> | null>(null);
  // Bumped when the couple comes back to this tab (from the couples' app, where they may have
  // created a project): the list is read again.
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setReload((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` only asks for the list again
  useEffect(() => {
    let live = true;
    // A failed reload keeps the list already shown.
    const failed = (error: string) => {
      if (live && !listed.current) setProjects({ status: 'error', error: t('common:errors.generic', { error }) });
    };
    calls.projects.list().then(
      (answer) => {
        if (!live) return;
        if (!answer.success) return failed(answer.error || t('common:errors.unknown'));
        const list = upcomingProjects(answer.projects);
        const before = listed.current;
        listed.current = new Set(list.map((project) => project.id));
        setProjects({ status: 'ready', list });
        // First list: the newest. Later: a project created meanwhile, else the couple's choice if it is still there.
        const created = before && list.find((project) => !before.has(project.id));
        setSelected((current) =>
          created ? created.id : current !== null && list.some((p) => p.id === current) ? current : (list[0]?.id ?? null),
        );
      },
      (error: unknown) => failed(errorText(error, t)),
    );
    return () => {
      live = false;
    };
  }, [calls, t, reload]);

  const select = (id: number) => {
    generation.current += 1;
    setSelected(id);
    setFeedback(null);
    setSuggestionsError(null);
    setMessage('');
  };

  const suggest = async (project: number, sentMessage?: string) => {
    const ticket = generation.current;
    const failed = (detail: string) => setSuggestionsError(t('suggestions.error', { error: detail }));
    try {
      const answer = await calls.projects.suggestions(project);
      if (ticket !== generation.current || answer.error_slug === 'city-not-found') return;
      if (!answer.success) failed(answer.error || t('common:errors.unknown'));
      else if (answer.prestataires.length > 0) setSuggestions({ project, providers: answer.prestataires, message: sentMessage });
    } catch (error) {
      if (ticket === generation.current) failed(errorText(error, t));
    }
  };

  const send = async (text?: string) => {
    if (selected === null || done.includes(selected)) return;
    const project = selected;
    setSending(true);
    setFeedback(null);
    setSuggestionsError(null);
    try {
      const answer = await calls.projects.send({ project, prestataire: config.providerId, ...(text ? { message: text } : {}) });
      setAskMessage(answer.error === 'no-message' && !answer.success);
      if (answer.success || answer.error === 'already-sent') {
        setDone((list) => [...list, project]);
        setFeedback(answer.success ? { kind: 'success', text: t('sent') } : { kind: 'info', text: t('alreadySent') });
        void suggest(project, text);
      } else if (answer.error !== 'no-message') {
        setFeedback({ kind: 'error', text: t('sendError', { error: answer.error || t('common:errors.unknown') }) });
      }
    } catch (error) {
      setAskMessage(false);
      setFeedback({ kind: 'error', text: t('sendError', { error: errorText(error, t) }) });
    } finally {
      setSending(false);
      // Spec §8: the typed message is used once, then cleared.
      setMessage('');
    }
  };

  const cancelMessage = () => {
    setAskMessage(false);
    setMessage('');
  };

  const ready = projects.status === 'ready';
  const sent = selected !== null && done.includes(selected);
  return (
    <div className="qr-presentation">
      <style>{css}</style>
      <h2>{t('title')}</h2>
      {projects.status === 'loading' && (
        <p className="loading" role="status">
          {t('common:loading')}
        </p>
      )}
      {projects.status === 'error' && (
        <p className="error" role="alert">
          {projects.error}
        </p>
      )}
      {ready && projects.list.length === 0 && (
        <div className="qr-no-project">
          <p>{t('picker.none')}</p>
          <p className="muted">{t('picker.noneHint')}</p>
        </div>
      )}
      {ready && projects.list.length > 0 && (
        <ProjectPicker projects={projects.list} selected={selected} onSelect={select} disabled={sending} />
      )}

      <div role="status">{feedback && feedback.kind !== 'error' && <p className={feedback.kind}>{feedback.text}</p>}</div>
      <div role="alert">
        {feedback?.kind === 'error' && <p className="error">{feedback.text}</p>}
        {suggestionsError && <p className="error">{suggestionsError}</p>}
      </div>

      <div className="actions qr-presentation-actions">
        {ready && projects.list.length > 0 && (
          <button
            ref={sendButton}
            type="button"
            className="primary"
            onClick={() => send()}
            disabled={sending || selected === null}
            // Not `disabled`: the focus comes back here after the suggestions, and stays reachable.
            aria-disabled={sent || undefined}
          >
            {sending ? t('sending') : sent ? t('sentButton') : t('send')}
          </button>
        )}
        <a
          className="qr-button"
          href={newProjectUrl(config.baseUrl, config.providerId)}
          target="_blank"
          rel="noopener"
          onClick={(event) => openWithHandoff(event, config, calls.account.handoff)}
        >
          {t('createProject')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </div>

      {askMessage && (
        <MessageDialog message={message} onChange={setMessage} onCancel={cancelMessage} onSend={send} sending={sending} />
      )}
      {suggestions && <SuggestionsDialog {...suggestions} onClose={() => setSuggestions(null)} returnFocusTo={sendButton} />}
    </div>
  );
}
