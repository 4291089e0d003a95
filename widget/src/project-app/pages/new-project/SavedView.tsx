import type { Project } from '@alliance/shared/projects';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Suggestions } from '../../components/Suggestions.tsx';
import { type SendOutcome, sendRequest } from './send.ts';

/** A project just saved: what the page after the creation shows, at `/projects/{id}`. */
export interface JustSaved {
  project: Project;
  send: SendOutcome | null;
  /** The provider of `?prestataire=` (the request's retry goes to them). */
  providerId: number | null;
  providerName: string | null;
}

interface SavedViewProps {
  saved: JustSaved;
  /** "See my project": the address is already `/projects/{id}`, the app shows the project view. */
  onView?(): void;
}

/** After saving: the project is safe, the provider's request reported, then the suggestions. */
export function SavedView({ saved, onView }: SavedViewProps) {
  const { t } = useTranslation('newProject');
  const { api } = useWidget();
  const { project, providerId, providerName } = saved;
  const heading = useRef<HTMLHeadingElement>(null);
  const [send, setSend] = useState(saved.send);
  const [retrying, setRetrying] = useState(false);

  // The form the focus was in is gone: the news is where the couple continues.
  useEffect(() => heading.current?.focus(), []);

  const retry = async () => {
    setRetrying(true);
    setSend(await sendRequest(api, t, project.id, providerId));
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
        <Link href={`/projects/${project.id}`} onClick={onView}>
          {t('saved.view')}
        </Link>
      </p>
      <Suggestions project={project.id} />
    </>
  );
}
