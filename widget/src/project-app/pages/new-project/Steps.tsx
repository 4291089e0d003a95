import { LOCATION_PREFERENCES } from '@alliance/shared/projects';
import { lazy, Suspense, useId } from 'react';
import { CityAutocomplete } from '../../../components/CityAutocomplete.tsx';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import type { RangeItem } from '../../api/projects.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import type { Draft, Field } from './draft.ts';
import type { ListsState } from './useLists.ts';

// The rich-text editor (tiptap) outweighs the rest of the page: loaded when step 5 shows.
const MessageEditor = lazy(() => import('./MessageEditor.tsx').then((m) => ({ default: m.MessageEditor })));

export interface StepProps {
  draft: Draft;
  update(patch: Partial<Draft>): void;
  /** Translated problems of this step's fields. */
  errors: Partial<Record<Field, string>>;
  lists: ListsState;
  /** The first pickable date (`YYYY-MM-DD`). */
  minDate: string;
  /** The provider who will receive the message, when there is one. */
  providerName: string | null;
}

const named = (items: { slug: string; name: string }[] | undefined) =>
  items?.map((item) => ({ value: item.slug, label: item.name }));
const ranged = (items: RangeItem[] | undefined) => items?.map((item) => ({ value: item.slug, label: item.label }));

/** Step 1: what is celebrated, and what is asked of the provider. */
export function EventStep({ draft, update, errors, lists }: StepProps) {
  const { t } = useTranslation('newProject');
  return (
    <>
      <ChoiceGroup
        legend={t('fields.eventType')}
        options={named(lists.lists.eventTypes)}
        failure={lists.errors.eventTypes}
        onRetry={lists.retry}
        value={draft.eventType}
        onChange={(eventType) => update({ eventType })}
        error={errors.eventType}
        required
      />
      <ChoiceGroup
        legend={t('fields.serviceType')}
        options={named(lists.lists.serviceTypes)}
        failure={lists.errors.serviceTypes}
        onRetry={lists.retry}
        value={draft.serviceType}
        onChange={(serviceType) => update({ serviceType })}
        optional
      />
    </>
  );
}

/** Step 2: theme and date; the date is repeated in words, in the couple's language. */
export function DateStep({ draft, update, errors, minDate }: StepProps) {
  const { t, i18n } = useTranslation('newProject');
  const id = useId();
  const [themeId, themeHintId, dateId, longId, dateErrorId] = ['theme', 'theme-hint', 'date', 'date-long', 'date-error'].map(
    (part) => `${id}-${part}`,
  );
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(draft.eventDate);
  // Noon UTC, shown in UTC: the calendar day typed, whatever the time zone.
  const long = valid
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${draft.eventDate}T12:00:00Z`),
      )
    : '';
  return (
    <>
      <label htmlFor={themeId}>
        {t('fields.theme')} <span className="np-optional">{t('optional')}</span>
      </label>
      <p id={themeHintId} className="muted">
        {t('fields.themeHint')}
      </p>
      <input
        id={themeId}
        type="text"
        maxLength={200}
        value={draft.theme}
        aria-describedby={themeHintId}
        onChange={(event) => update({ theme: event.target.value })}
      />
      <label htmlFor={dateId}>{t('fields.eventDate')}</label>
      <input
        id={dateId}
        className="np-date"
        type="date"
        min={minDate}
        required
        value={draft.eventDate}
        aria-invalid={errors.eventDate ? true : undefined}
        aria-describedby={[long && longId, errors.eventDate && dateErrorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => update({ eventDate: event.target.value })}
      />
      <p id={longId} className="np-date-long" aria-live="polite">
        {long && t('chosenDate', { date: long })}
      </p>
      {errors.eventDate && (
        <p id={dateErrorId} className="field-error">
          {errors.eventDate}
        </p>
      )}
    </>
  );
}

/** Step 3: the town (chosen from the list, never free text) and where the couple stands on the venue. */
export function PlaceStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation('newProject');
  const { config } = useWidget();
  const id = useId();
  return (
    <>
      <CityAutocomplete
        id={`${id}-location`}
        label={t('fields.location')}
        value={draft.location}
        onChange={(location) => update({ location })}
        country={config.country}
        required
        error={errors.location}
        invalidMessage={t('errors.location')}
      />
      <ChoiceGroup
        legend={t('fields.locationPreference')}
        options={LOCATION_PREFERENCES.map((value) => ({ value, label: t(`locationPreference.${value}`) }))}
        value={draft.locationPreference}
        onChange={(value) => update({ locationPreference: LOCATION_PREFERENCES.find((p) => p === value) ?? null })}
        optional
        clearable={false}
      />
    </>
  );
}

/** Step 4: guests and budgets, all optional. */
export function BudgetStep({ draft, update, lists }: StepProps) {
  const { t } = useTranslation('newProject');
  const groups = [
    ['guestRange', 'guestRanges'],
    ['budgetRange', 'budgetRanges'],
    ['plannerBudgetRange', 'plannerBudgetRanges'],
  ] as const;
  return (
    <>
      {groups.map(([field, list]) => (
        <ChoiceGroup
          key={field}
          legend={t(`fields.${field}`)}
          options={ranged(lists.lists[list])}
          failure={lists.errors[list]}
          onRetry={lists.retry}
          value={draft[field]}
          onChange={(value) => update({ [field]: value })}
          optional
        />
      ))}
    </>
  );
}

/** Step 5: the languages the provider should speak, and the message. */
export function MessageStep({ draft, update, errors, lists, providerName }: StepProps) {
  const { t } = useTranslation('newProject');
  return (
    <>
      <ChoiceGroup
        multiple
        legend={t('fields.languages')}
        hint={t('fields.languagesHint')}
        options={lists.lists.languages?.map((language) => ({ value: language.iso, label: language.label }))}
        failure={lists.errors.languages}
        onRetry={lists.retry}
        value={draft.languages}
        onChange={(languages) => update({ languages })}
        optional
      />
      <Suspense fallback={<p className="loading">{t('common:loading')}</p>}>
        <MessageEditor
          label={providerName ? t('fields.message') : `${t('fields.message')} ${t('optional')}`}
          hint={providerName ? t('fields.messageForProvider', { name: providerName }) : t('fields.messageHint')}
          initial={draft.message}
          onChange={(message) => update({ message })}
          error={errors.message}
        />
      </Suspense>
    </>
  );
}
