import { LOCATION_PREFERENCES, type Project } from '@alliance/shared/projects';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { CityAutocomplete } from '../../../components/CityAutocomplete.tsx';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { saveProject } from '../../api/project-view.ts';
import { ChoiceGroup, FieldError, invalidProps, SelectField } from './FormControls.tsx';
import {
  bodyOf,
  FIELDS,
  type Field,
  type FieldErrors,
  type FormValues,
  localDay,
  serverFieldErrors,
  validate,
  valuesOf,
} from './projectForm.ts';
import type { ReferenceState } from './useReferenceLists.ts';

type SelectName = 'eventType' | 'serviceType' | 'guestRange' | 'budgetRange' | 'plannerBudgetRange';
type Listed = { slug: string; name: string } | { slug: string; label: string };

interface ProjectEditFormProps {
  project: Project;
  reference: ReferenceState;
  onSaved(project: Project): void;
  onCancel(): void;
}

/** "Modifier": the project's fields in one form, saved with save-project {id, …}. */
export function ProjectEditForm({ project, reference, onSaved, onCancel }: ProjectEditFormProps) {
  const { t } = useTranslation('projectView');
  const { api, config } = useWidget();
  const { lists } = reference;
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const [values, setValues] = useState<FormValues>(() => valuesOf(project));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const ref = (field: Field) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const update = <K extends Field>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setGeneral(null);
    const found = validate(values);
    const { location } = values;
    if (Object.keys(found).length > 0 || !location) {
      showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
      return;
    }
    setBusy(true);
    try {
      const answer = await saveProject(api, bodyOf(project.id, values, location));
      onSaved(answer.project);
    } catch (failure) {
      setBusy(false);
      const fields = failure instanceof ApiError ? serverFieldErrors(failure.body?.fields) : {};
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setGeneral(t('saveError', { error: errorText(failure, t) }));
    }
  }

  const select = (field: SelectName, items: readonly Listed[] | undefined) => (
    <SelectField
      id={id(field)}
      label={t(`fields.${field}`)}
      value={values[field]}
      onChange={(next) => update(field, next)}
      options={(items ?? []).map((item) => ({ value: item.slug, label: 'name' in item ? item.name : item.label }))}
      empty={field === 'eventType' ? undefined : t('notGiven')}
      required={field === 'eventType'}
      error={errors[field]}
      inputRef={ref(field)}
    />
  );

  return (
    <form className="pv-form" noValidate onSubmit={submit} aria-busy={busy}>
      <h3 ref={heading} tabIndex={-1}>
        {t('edit.title')}
      </h3>
      {reference.error !== null && !lists && (
        <div className="error" role="alert">
          <p>{t('listsError', { error: errorText(reference.error, t) })}</p>
          <button type="button" onClick={reference.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {select('eventType', lists?.eventTypes)}
      {select('serviceType', lists?.serviceTypes)}
      <div className="pv-field">
        <label htmlFor={id('theme')}>{t('fields.theme')}</label>
        <input
          id={id('theme')}
          ref={ref('theme')}
          type="text"
          value={values.theme}
          onChange={(event) => update('theme', event.target.value)}
          {...invalidProps(id('theme'), errors.theme)}
        />
        <FieldError id={id('theme')} error={errors.theme} />
      </div>
      <div className="pv-field">
        <label htmlFor={id('eventDate')}>{t('fields.eventDate')}</label>
        <input
          id={id('eventDate')}
          ref={ref('eventDate')}
          type="date"
          required
          min={localDay(1)}
          value={values.eventDate}
          onChange={(event) => update('eventDate', event.target.value)}
          {...invalidProps(id('eventDate'), errors.eventDate)}
        />
        <FieldError id={id('eventDate')} error={errors.eventDate} />
      </div>
      <CityAutocomplete
        id={id('location')}
        label={t('fields.location')}
        value={values.location}
        onChange={(next) => update('location', next)}
        invalidMessage={t('shared:validation.locationInvalid')}
        error={errors.location}
        required
        country={project.location?.countryCode ?? config.country}
        inputRef={ref('location')}
      />
      <ChoiceGroup
        id={id('locationPreference')}
        legend={t('fields.locationPreference')}
        type="radio"
        options={LOCATION_PREFERENCES.map((value) => ({ value, label: t(`preference.${value}`) }))}
        isChecked={(value) => values.locationPreference === value}
        onToggle={(value) => update('locationPreference', value)}
        error={errors.locationPreference}
        inputRef={ref('locationPreference')}
      />
      {select('guestRange', lists?.guestRanges)}
      {select('budgetRange', lists?.budgetRanges)}
      {select('plannerBudgetRange', lists?.plannerBudgetRanges)}
      <ChoiceGroup
        id={id('languages')}
        legend={t('fields.languages')}
        type="checkbox"
        options={(lists?.languages ?? []).map((language) => ({ value: language.iso, label: language.label }))}
        isChecked={(iso) => values.languages.includes(iso)}
        onToggle={(iso, on) => update('languages', on ? [...values.languages, iso] : values.languages.filter((l) => l !== iso))}
        error={errors.languages}
        inputRef={ref('languages')}
      />
      <div className="pv-field">
        <label htmlFor={id('message')}>{t('fields.message')}</label>
        <textarea
          id={id('message')}
          ref={ref('message')}
          value={values.message}
          rows={6}
          placeholder={t('messagePlaceholder')}
          onChange={(event) => update('message', event.target.value)}
          {...invalidProps(id('message'), errors.message)}
        />
        <FieldError id={id('message')} error={errors.message} />
      </div>
      <div role="alert">{general && <p className="error">{general}</p>}</div>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('edit.saving') : t('edit.save')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('common:cancel')}
        </button>
      </div>
    </form>
  );
}
