import { type CompanyProfile, companyServicesSchema } from '@alliance/shared/company';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GroupError } from '../../components/Field.tsx';
import { SaveBar, type StepFormProps } from '../../components/SaveStatus.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { usePrestations, useSaveCompany } from './companyApi.ts';

/** At least one of each: a provider with none is not published. */
const servicesFormSchema = companyServicesSchema.superRefine((value, ctx) => {
  if (value.services.length === 0) ctx.addIssue({ code: 'custom', path: ['services'], message: 'validation.chooseOneService' });
  if (value.eventTypes.length === 0)
    ctx.addIssue({ code: 'custom', path: ['eventTypes'], message: 'validation.chooseOneEventType' });
});

/** What the company offers and for which events: two checkbox groups from `GET prestations`. */
export function ServicesForm({ profile, onSaved, submitLabel }: StepFormProps & { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const id = useId();
  const lists = usePrestations();
  const save = useSaveCompany<{ services: string[]; eventTypes: string[] }>('api/company/services');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(servicesFormSchema),
    defaultValues: { services: profile.services, eventTypes: profile.eventTypes },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      setFailure(applyServerError(error, ['services', 'eventTypes'], form.setError, t));
    }
  });

  if (lists.isError) return <p role="alert">{errorText(lists.error, t)}</p>;
  if (!lists.data) return <Loading />;
  const groups = [
    { name: 'services' as const, legend: t('fields.services'), items: lists.data.prestations },
    { name: 'eventTypes' as const, legend: t('fields.eventTypes'), items: lists.data.eventTypes },
  ];
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {groups.map((group) => {
        const error = errors[group.name]?.message;
        return (
          <fieldset
            key={group.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${group.name}-error` : undefined}
          >
            <legend>{group.legend}</legend>
            <div className="choices">
              {group.items.map((item) => (
                <label key={item.slug}>
                  <input type="checkbox" value={item.slug} {...form.register(group.name)} />
                  {item.name}
                </label>
              ))}
            </div>
            <GroupError id={`${id}-${group.name}-error`} error={error} />
          </fieldset>
        );
      })}
      <SaveBar failure={failure} saved={saved && !onSaved} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
