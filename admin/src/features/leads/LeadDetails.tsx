import type { Lead } from '@alliance/shared/leads';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { languageName } from '@alliance/widget/project-app/pages/project-view/format.ts';
import { formatDay } from '../../lib/format.ts';
import { placeOf } from './LeadParts.tsx';

/** The project as the couple described it (each field they filled in) and their message. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('leads');
  const language = i18n.language;
  const { project } = lead;
  const languages = project.languages.map((iso) => languageName(iso, language));
  const rows: [string, string | null][] = [
    ['firstname', lead.couple.firstname],
    ['eventType', project.eventTypeName || project.eventType],
    ['eventDate', project.eventDate && formatDay(project.eventDate, language)],
    ['place', placeOf(lead)],
    ['departement', project.departement],
    ['serviceType', project.serviceType],
    ['theme', project.theme],
    [
      'locationPreference',
      project.locationPreference && t(`preference.${project.locationPreference}`, { defaultValue: project.locationPreference }),
    ],
    ['guestRange', project.guestRange],
    ['budgetRange', project.budgetRange],
    ['plannerBudgetRange', project.plannerBudgetRange],
    ['languages', languages.length ? new Intl.ListFormat(language, { type: 'conjunction' }).format(languages) : null],
  ];
  const locked = lead.contact === null && (lead.status === 'new' || lead.status === 'viewed');
  return (
    <>
      <section className="card" aria-labelledby="lead-project">
        <h2 id="lead-project">{t('lead.project')}</h2>
        <dl className="details">
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([field, value]) => (
              <div key={field}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="lead-message">
        <h2 id="lead-message">{t('lead.message')}</h2>
        {/* Text, never HTML: its line breaks are kept by the style (white-space: pre-line). */}
        {project.message ? <p className="lead-message">{project.message}</p> : <p className="muted">{t('lead.noMessage')}</p>}
        {locked && project.message && <p className="hint">{t('lead.masked')}</p>}
      </section>
    </>
  );
}
