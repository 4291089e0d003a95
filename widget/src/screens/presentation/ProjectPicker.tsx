import type { ProjectSummary } from '@alliance/shared/projects';
import { useId, useMemo } from 'react';
import { useWidget } from '../../context.tsx';
import { useTranslation } from '../../i18n/react.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §5: only projects after today (the couple's calendar day), newest id first. */
export function upcomingProjects(projects: ProjectSummary[], now = new Date()): ProjectSummary[] {
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return projects.filter((project) => project.eventDate > today).sort((a, b) => b.id - a.id);
}

interface ProjectPickerProps {
  projects: ProjectSummary[];
  selected: number | null;
  onSelect(id: number): void;
  disabled?: boolean;
}

/** The couple's upcoming projects as a radio group in a list that scrolls past 245 px (spec §9). */
export function ProjectPicker({ projects, selected, onSelect, disabled }: ProjectPickerProps) {
  const { t, i18n } = useTranslation('presentation');
  const { config } = useWidget();
  const name = useId();
  // A calendar date, not an instant: formatted in UTC so no time zone moves it a day.
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [i18n.language],
  );
  const formatDate = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? iso : dates.format(date);
  };
  const typeName = (project: ProjectSummary) =>
    config.eventTypes.find((type) => type.slug === project.eventType)?.name ?? project.eventTypeName;

  return (
    <fieldset className="qr-projects" disabled={disabled}>
      <legend>{t('picker.legend')}</legend>
      <ul className="qr-project-list">
        {projects.map((project) => (
          <li key={project.id}>
            <label className="qr-project">
              <input
                type="radio"
                name={name}
                value={project.id}
                checked={selected === project.id}
                onChange={() => onSelect(project.id)}
              />
              <span className="qr-project-text">
                <span className="qr-project-type">{typeName(project)}</span>
                <span>{formatDate(project.eventDate)}</span>
                {project.eventLocation && <span className="muted">{project.eventLocation}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
