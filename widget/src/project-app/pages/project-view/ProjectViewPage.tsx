import type { ProjectDetailResponse } from '@alliance/shared/couple-account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { getProject } from '../../api/project-view.ts';
import { Suggestions } from '../../components/Suggestions.tsx';
import { formatDay } from '../../format.ts';
import { ContactedProviders } from './ContactedProviders.tsx';
import { ProjectDetails } from './ProjectDetails.tsx';
import { ProjectEditForm } from './ProjectEditForm.tsx';
import css from './project-view.css?inline';
import { useReferenceLists } from './useReferenceLists.ts';

type Loaded = Omit<ProjectDetailResponse, 'success'>;
type PageState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; data: Loaded };

/** The page's data once the request to this provider is withdrawn (the server said so: no need to read it again). */
function withdrawnIn(data: Loaded, providerId: number): PageState {
  const requests = data.requests.map((request) =>
    request.prestataire.id === providerId ? { ...request, status: 'withdrawn' as const } : request,
  );
  return { kind: 'ready', data: { ...data, requests } };
}

/**
 * One of the couple's projects (issue 6 item 4): its details (editable), the providers it was
 * sent to with where each request stands (withdrawable while open, issue 14), and suggestions of others to contact.
 */
export function ProjectViewPage({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('projectView');
  const { api } = useWidget();
  const reference = useReferenceLists();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  /** Reads the project again; `quiet` keeps what is shown while it loads (after contacting providers). */
  const load = useCallback(
    (quiet: boolean) => {
      let cancelled = false;
      if (!quiet) setState({ kind: 'loading' });
      getProject(api, projectId).then(
        ({ project, requests }) => {
          if (!cancelled) setState({ kind: 'ready', data: { project, requests } });
        },
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
          else if (!quiet) setState({ kind: 'error', error });
        },
      );
      return () => {
        cancelled = true;
      };
    },
    [api, projectId],
  );

  useEffect(() => load(false), [load]);

  // Back from the form, the focus returns to the button that opened it.
  useEffect(() => {
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  if (state.kind === 'loading') {
    return (
      <p className="loading" role="status">
        {t('common:loading')}
      </p>
    );
  }
  if (state.kind === 'not-found' || state.kind === 'error') {
    return (
      <section className="pv-page">
        <style>{css}</style>
        <h1>{state.kind === 'not-found' ? t('notFound.title') : t('loadError.title')}</h1>
        <p role="alert">{state.kind === 'not-found' ? t('notFound.text') : errorText(state.error, t)}</p>
        <p>
          <Link href="/">{t('backHome')}</Link>
        </p>
      </section>
    );
  }

  const { project, requests } = state.data;
  const closeForm = () => {
    focusEdit.current = true;
    setEditing(false);
  };
  return (
    <section className="pv-page" aria-labelledby="pv-title">
      <style>{css}</style>
      <p className="pv-back">
        <Link href="/">{t('backHome')}</Link>
      </p>
      <h1 id="pv-title">
        {project.eventTypeName}{' '}
        <span className="pv-subtitle">
          {`— ${formatDay(project.eventDate, i18n.language)}`}
          {project.eventLocation && `, ${project.eventLocation}`}
        </span>
      </h1>

      <section className="pv-section" aria-labelledby="pv-details-title">
        <div className="pv-section-head">
          <h2 id="pv-details-title">{t('details.title')}</h2>
          {!editing && (
            <button
              ref={editButton}
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('edit.open')}
            </button>
          )}
        </div>
        <div role="status">{saved && !editing && <p className="success">{t('edit.saved')}</p>}</div>
        {editing ? (
          <ProjectEditForm
            project={project}
            reference={reference}
            onCancel={closeForm}
            onSaved={(next) => {
              setState({ kind: 'ready', data: { project: next, requests } });
              setSaved(true);
              closeForm();
            }}
          />
        ) : (
          <ProjectDetails project={project} lists={reference.lists} />
        )}
      </section>

      <section className="pv-section" aria-labelledby="pv-requests-title">
        <h2 id="pv-requests-title">{t('requests.title', { count: requests.length })}</h2>
        <ContactedProviders
          projectId={project.id}
          requests={requests}
          onWithdrawn={(providerId) =>
            setState((current) => (current.kind === 'ready' ? withdrawnIn(current.data, providerId) : current))
          }
          onStale={() => load(true)}
        />
      </section>

      <Suggestions place="project" project={project.id} onContacted={() => load(true)} />
    </section>
  );
}
