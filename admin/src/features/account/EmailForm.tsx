import { changeEmailBodySchema, type ProviderUser } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { useAccountCall } from './accountApi.ts';

/** A new e-mail address, proved by the link mailed to it (the account keeps the old one until then). */
export function EmailForm({ user }: { user: ProviderUser }) {
  const { t } = useTranslation('settings');
  const call = useAccountCall<{ email: string; password: string }>('api/account/change-email');
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(changeEmailBodySchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSentTo(null);
    try {
      await call.mutateAsync(body);
      setSentTo(body.email);
      form.reset();
    } catch (error) {
      setFailure(applyServerError(error, ['email', 'password'], form.setError, t));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <p>
        {t('email.current')} <strong>{user.email}</strong>{' '}
        {!user.emailConfirmed && <span className="muted">({t('email.notConfirmed')})</span>}
      </p>
      <Field label={t('email.new')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t('email.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormMessage text={failure} />
      <div role="status">{sentTo && <p className="form-message success">{t('email.sent', { email: sentTo })}</p>}</div>
      <div className="actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('email.submit')}
        </button>
      </div>
    </form>
  );
}
