import { type ProviderUser, personalInfoBodySchema } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field.tsx';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useAccountCall, useUpdateMe } from './accountApi.ts';

export function NamesForm({ user }: { user: ProviderUser }) {
  const { t } = useTranslation('settings');
  const call = useAccountCall<{ firstname: string; lastname: string }>('api/account/update-personal-info');
  const updateMe = useUpdateMe();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(personalInfoBodySchema),
    defaultValues: { firstname: user.firstname, lastname: user.lastname },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      await call.mutateAsync(body);
      updateMe(body);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerError(error, ['firstname', 'lastname'], form.setError, t));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field
        label={t('names.firstname')}
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...form.register('firstname')}
      />
      <Field
        label={t('names.lastname')}
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...form.register('lastname')}
      />
      <SaveBar failure={failure} saved={saved} busy={isSubmitting} label={t('names.submit')} />
    </form>
  );
}
