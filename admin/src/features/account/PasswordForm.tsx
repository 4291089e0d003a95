import { changePasswordBodySchema } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useAccountCall } from './accountApi.ts';

/** A new password; the account's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const call = useAccountCall<{ currentPassword: string; password: string }>('api/change-password');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setDone(false);
    try {
      await call.mutateAsync(body);
      setDone(true);
      form.reset();
    } catch (error) {
      setFailure(applyServerError(error, ['currentPassword', 'password'], form.setError, t));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormMessage text={failure} />
      <div role="status">{done && <p className="form-message success">{t('password.done')}</p>}</div>
      <div className="actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('password.submit')}
        </button>
      </div>
    </form>
  );
}
