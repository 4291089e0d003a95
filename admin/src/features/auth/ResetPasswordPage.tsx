import { resetPasswordBodySchema } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { resetPassword } from './authApi.ts';

const passwordFormSchema = resetPasswordBodySchema.pick({ password: true });

/** `/reset-password/:token`: a new password; every session of the account then ends, so the provider signs in again. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { api, session } = useAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(api, token, password);
      // The server ended every session of the account, this browser's too.
      if (session.get().signedIn) session.signedOut();
      setDone(true);
    } catch (error) {
      setExpired(errorCodeOf(error) === 'token-invalid');
      setFailure(applyServerError(error, ['password'], form.setError, t));
    }
  });

  return (
    <section className="page narrow">
      <h1>{t('resetPassword.title')}</h1>
      {done ? (
        <>
          <p role="status" className="form-message success">
            {t('resetPassword.done')}
          </p>
          <p>
            <Link href="/login">{t('resetPassword.toLogin')}</Link>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <FormMessage text={failure} />
          {expired && (
            <p>
              <Link href="/reset-password">{t('resetPassword.askAgain')}</Link>
            </p>
          )}
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="actions">
            <button type="submit" className="primary" disabled={isSubmitting}>
              {t('resetPassword.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
