import type { Project } from '@alliance/shared/projects';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/react.tsx';
import { Suggestions } from './Suggestions.tsx';

/** How the request to the provider of `?prestataire=` went, once the project was saved. */
export type SendOutcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'failed'; error: string };

interface SavedViewProps {
  project: Project;
  send: SendOutcome | null;
  providerName: string | null;
  onRetrySend(): Promise<void>;
}

/** After saving: the project is safe, the provider's request reported, then the suggestions. */
export function SavedView({ project, send, providerName, onRetrySend }: SavedViewProps) {
  const { t } = useTranslation('newProject');
  const heading = useRef<HTMLHeadingElement>(null);
  const [retrying, setRetrying] = useState(false);

  // The form the focus was in is gone: the news is where the couple continues.
  useEffect(() => heading.current?.focus(), []);

  const retry = async () => {
    setRetrying(true);
    await onRetrySend();
    setRetrying(false);
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('saved.title')}
      </h1>
      <div role="status">
        {send?.kind === 'sent' && <p className="success">{t('send.sent', { name: providerName ?? '' })}</p>}
        {send?.kind === 'already' && <p>{t('send.alreadySent')}</p>}
      </div>
      {send?.kind === 'failed' && (
        <div role="alert">
          <p className="error">{send.error}</p>
          <button type="button" onClick={retry} disabled={retrying}>
            {retrying ? t('suggestions.sending') : t('send.retry')}
          </button>
        </div>
      )}
      <p>
        <Link href={`/projects/${project.id}`}>{t('saved.view')}</Link>
      </p>
      <Suggestions project={project.id} />
    </>
  );
}
