import { type CompanyProfile, companyNameSchema, isValidSiret, siretSchema, vatNumberSchema } from '@alliance/shared/company';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../components/Field.tsx';
import { SaveBar, type StepFormProps } from '../../components/SaveStatus.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { lookupSiret, type ProfileAnswer, useSaveCompany } from './companyApi.ts';

const companyFormSchema = z.object({
  name: companyNameSchema.shape.name,
  siret: z.union([z.literal(''), siretSchema]),
  vatNumber: z.union([z.literal(''), vatNumberSchema]),
});

/**
 * The company's name, SIRET and optional EU VAT number (saved with the SIRET: it makes EU invoices
 * reverse-charged), the SIRET checked as it is typed (`siren/siret`).
 */
export function CompanyForm({ profile, onSaved, submitLabel }: StepFormProps & { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const saveName = useSaveCompany<{ name: string }>('api/company/name');
  const saveSiret = useSaveCompany<{ siret: string; vatNumber?: string | null }>('api/company/siret');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(companyFormSchema),
    defaultValues: { name: profile.name, siret: profile.siret ?? '', vatNumber: profile.vatNumber ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('siret').replace(/\s+/g, '');
  const [checked, setChecked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setChecked(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const lookup = useQuery({
    queryKey: ['siret', checked],
    queryFn: () => lookupSiret(api, checked),
    enabled: /^\d{14}$/.test(checked),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const submit = form.handleSubmit(async ({ name, siret, vatNumber }) => {
    setFailure(null);
    setSaved(false);
    // The VAT number travels with the SIRET (`company/siret`), only when it changed.
    const vatChanged = (vatNumber || null) !== (profile.vatNumber ?? null);
    if (vatChanged && !siret) {
      form.setError('siret', { type: 'required', message: 'validation.required' }, { shouldFocus: true });
      return;
    }
    try {
      let answer: ProfileAnswer | undefined;
      if (name !== profile.name) answer = await saveName.mutateAsync({ name });
      if (vatChanged) await saveSiret.mutateAsync({ siret, vatNumber: vatNumber || null });
      else if (siret && siret !== (answer?.profile ?? profile).siret) await saveSiret.mutateAsync({ siret });
      setSaved(true);
      onSaved?.();
    } catch (error) {
      setFailure(applyServerError(error, ['name', 'siret', 'vatNumber'], form.setError, t));
    }
  });

  // The live note says what the field's error does not: once the field shows its error, the note
  // stays silent (the same refusal twice read as two problems).
  let siretNote = '';
  if (errors.siret) {
    // silent: the field's error speaks
  } else if (/^\d{14}$/.test(typed) && typed === checked) {
    if (lookup.isError) siretNote = errorText(lookup.error, t);
    else if (lookup.data && !lookup.data.valid) siretNote = t('shared:validation.siretInvalid');
    else if (lookup.data?.verified && lookup.data.company) siretNote = t('siret.verified', { name: lookup.data.company.name });
    else if (lookup.data) siretNote = t('siret.valid');
  } else if (typed.length >= 14 && !isValidSiret(typed)) {
    // Not 14 digits: the length is the problem; 14 digits (the check under way): the check digit.
    siretNote = t(/^\d{14}$/.test(typed) ? 'shared:validation.siretInvalid' : 'shared:validation.siretLength');
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field label={t('fields.name')} autoComplete="organization" error={errors.name?.message} {...form.register('name')} />
      <Field
        label={t('fields.siret')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('siret.hint')}
        error={errors.siret?.message}
        {...form.register('siret')}
      />
      <p className="hint" role="status">
        {siretNote}
      </p>
      <Field
        label={t('fields.vatNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        hint={t('vat.hint')}
        error={errors.vatNumber?.message}
        {...form.register('vatNumber')}
      />
      <SaveBar failure={failure} saved={saved && !onSaved} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
