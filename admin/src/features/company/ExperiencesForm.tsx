import { type CompanyProfile, MAX_EXPERIENCES, portraitExperiencesSchema } from '@alliance/shared/company';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Field } from '../../components/Field.tsx';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useSaveCompany } from './companyApi.ts';

const optionalYear = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The portrait's experiences (a title, a year, a few words each), 20 at most. */
export function ExperiencesForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const save = useSaveCompany<{ experiences: CompanyProfile['experiences'] }>('api/portrait-experiences/');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(portraitExperiencesSchema),
    defaultValues: { experiences: profile.experiences },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'experiences' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerError(error, ['experiences'], form.setError, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {fields.length === 0 && <p className="muted">{t('experiences.none')}</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="experience">
          <legend>{t('experiences.legend', { number: index + 1 })}</legend>
          <Field
            label={t('experiences.title')}
            error={errors.experiences?.[index]?.title?.message}
            {...form.register(`experiences.${index}.title`)}
          />
          <Field
            label={t('experiences.year')}
            inputMode="numeric"
            error={errors.experiences?.[index]?.year?.message && t('experiences.yearInvalid')}
            {...form.register(`experiences.${index}.year`, { setValueAs: optionalYear })}
          />
          <Field
            label={t('experiences.description')}
            error={errors.experiences?.[index]?.description?.message}
            {...form.register(`experiences.${index}.description`, { setValueAs: optionalText })}
          />
          <button type="button" onClick={() => remove(index)}>
            {t('experiences.remove', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {errors.experiences?.message && <p className="field-error">{t(`shared:${errors.experiences.message}`)}</p>}
      <div className="actions">
        <button type="button" onClick={() => append({ title: '' })} disabled={fields.length >= MAX_EXPERIENCES}>
          {t('experiences.add')}
        </button>
      </div>
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} />
    </form>
  );
}
