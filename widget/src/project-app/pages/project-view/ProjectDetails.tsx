import type { Project } from '@alliance/shared/projects';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ReferenceLists } from '../../api/project-view.ts';
import { formatDay } from '../../format.ts';
import { languageName } from './format.ts';

interface ProjectDetailsProps {
  project: Project;
  /** Null while loading or after a failure: slugs are then shown as they are. */
  lists: ReferenceLists | null;
}

/** The project as the couple described it, every field of spec §3 in a description list. */
export function ProjectDetails({ project, lists }: ProjectDetailsProps) {
  const { t, i18n } = useTranslation('projectView');
  const language = i18n.language;
  const name = (items: { slug: string; name: string }[] | undefined, slug: string | null) =>
    slug && (items?.find((item) => item.slug === slug)?.name ?? slug);
  const range = (items: { slug: string; label: string }[] | undefined, slug: string | null) =>
    slug && (items?.find((item) => item.slug === slug)?.label ?? slug);
  const place = project.location ? `${project.location.city} (${project.location.zipCode})` : project.eventLocation;
  const languages = project.languages.map(
    (iso) => lists?.languages.find((item) => item.iso === iso)?.label ?? languageName(iso, language),
  );

  const rows: [string, string | null][] = [
    ['eventType', lists?.eventTypes.find((item) => item.slug === project.eventType)?.name ?? project.eventTypeName],
    ['serviceType', name(lists?.serviceTypes, project.serviceType)],
    ['theme', project.theme],
    ['eventDate', formatDay(project.eventDate, language)],
    ['location', place],
    ['locationPreference', project.locationPreference ? t(`preference.${project.locationPreference}`) : null],
    ['guestRange', range(lists?.guestRanges, project.guestRange)],
    ['budgetRange', range(lists?.budgetRanges, project.budgetRange)],
    ['plannerBudgetRange', range(lists?.plannerBudgetRanges, project.plannerBudgetRange)],
    ['languages', languages.length ? new Intl.ListFormat(language, { type: 'conjunction' }).format(languages) : null],
    ['message', project.message],
  ];

  return (
    <dl className="pv-details">
      {rows.map(([field, value]) => (
        <div key={field} className="pv-detail">
          <dt>{t(`fields.${field}`)}</dt>
          {/* The couple's message is text: its line breaks are kept (pv-message). */}
          <dd className={field === 'message' ? 'pv-message' : undefined}>
            {value || <span className="muted">{t('notGiven')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
