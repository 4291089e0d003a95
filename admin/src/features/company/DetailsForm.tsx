import { type CompanyProfile, companyDetailsSchema, PORTRAIT_MIN_CHARS } from '@alliance/shared/company';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { languageName } from '@alliance/widget/project-app/pages/project-view/format.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { GroupError } from '../../components/Field.tsx';
import { SaveBar, type StepFormProps } from '../../components/SaveStatus.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText, translateMessage } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { useLanguages, useSaveCompany } from './companyApi.ts';
import { PortraitEditor } from './PortraitEditor.tsx';

/** The text a reader sees of the portrait's HTML, counted as the server counts it. */
const portraitLength = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;

const detailsFormSchema = companyDetailsSchema.refine((value) => portraitLength(value.portrait) >= PORTRAIT_MIN_CHARS, {
  path: ['portrait'],
  message: 'validation.portraitTooShort',
});

/** The portrait (rich text, 200 characters at least) and the languages spoken. */
export function DetailsForm({ profile, onSaved, submitLabel }: StepFormProps & { profile: CompanyProfile }) {
  const { t, i18n } = useTranslation('company');
  const id = useId();
  const languages = useLanguages();
  // Each language named as the UI's language writes it ("anglais" in French, "English" in English),
  // in that language's alphabetical order; the server's label only for a code Intl does not know.
  const choices = languages.data?.langues
    .map(({ iso, label }) => {
      const name = languageName(iso, i18n.language);
      return { iso, name: name === iso ? label : name };
    })
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const save = useSaveCompany<{ portrait: string; languages: string[] }>('api/company/details');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: { portrait: profile.portrait, languages: profile.languages },
  });
  const { errors, isSubmitting } = form.formState;
  const count = portraitLength(form.watch('portrait'));

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      setFailure(applyServerError(error, ['portrait', 'languages'], form.setError, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Controller
        control={form.control}
        name="portrait"
        render={({ field }) => (
          <PortraitEditor
            label={t('fields.portrait')}
            value={field.value}
            onChange={field.onChange}
            error={translateMessage(errors.portrait?.message, t)}
            hint={t('portrait.count', { count, min: PORTRAIT_MIN_CHARS })}
          />
        )}
      />
      <fieldset aria-describedby={errors.languages ? `${id}-languages-error` : undefined}>
        <legend>{t('fields.languages')}</legend>
        {languages.isError && <p role="alert">{errorText(languages.error, t)}</p>}
        {choices ? (
          <div className="choices">
            {choices.map((language) => (
              <label key={language.iso}>
                <input type="checkbox" value={language.iso} {...form.register('languages')} />
                {language.name}
              </label>
            ))}
          </div>
        ) : (
          !languages.isError && <Loading />
        )}
        <GroupError id={`${id}-languages-error`} error={errors.languages?.message} />
      </fieldset>
      <SaveBar failure={failure} saved={saved && !onSaved} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
