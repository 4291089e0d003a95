import type { ProjectSummary } from '@alliance/shared/projects';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatDay } from '../../format.ts';
import { Loading } from '../../layout/RequireCouple.tsx';

type State = { status: 'loading' } | { status: 'ready'; projects: ProjectSummary[] } | { status: 'failed'; message: string };

/** "Mes projets": the couple's upcoming projects (get-projects: future ones, newest first). */
export function MyProjects() {
  const { t, i18n } = useTranslation('app');
  const { calls } = useWidget();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the list again
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    calls.projects
      .list()
      .then((answer) => {
        if (cancelled) return;
        if (answer.success) setState({ status: 'ready', projects: answer.projects });
        else setState({ status: 'failed', message: answer.error ?? t('common:errors.unknown') });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: errorText(error, t) });
      });
    return () => {
      cancelled = true;
    };
  }, [calls, attempt]);

  return (
    <section className="app-projects" aria-labelledby="app-projects-title">
      <div className="app-page-head">
        <h1 id="app-projects-title">{t('projects.title')}</h1>
        <Link href="/projects/new" className="app-button primary">
          {t('projects.new')}
        </Link>
      </div>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <div role="alert">
          <p className="error">{t('common:errors.generic', { error: state.message })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.projects.length === 0 && (
        <div className="app-empty">
          <p>{t('projects.empty')}</p>
          <p className="muted">{t('projects.emptyHint')}</p>
        </div>
      )}
      {state.status === 'ready' && state.projects.length > 0 && (
        <ul className="app-project-list">
          {state.projects.map((project) => (
            <li key={project.id}>
              <Link href={`/projects/${project.id}`} className="app-project-link">
                <strong>{project.eventTypeName}</strong>
                <span>{formatDay(project.eventDate, i18n.language)}</span>
                {project.eventLocation && <span className="muted">{project.eventLocation}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
