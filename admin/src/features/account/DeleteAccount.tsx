import { successResponseSchema } from '@alliance/shared/answers';
import { deleteAccountBodySchema } from '@alliance/shared/provider-accounts';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { applyServerError } from '../../lib/forms.ts';

/** Deletes the account behind a confirmation dialog asking for the password; the profile leaves the directory at once. */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const { api, session } = useAdmin();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useForm({ resolver: zodResolver(deleteAccountBodySchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api.authed('app', 'post', 'api/account/delete', successResponseSchema, body);
      session.signedOut({ text: t('delete.done'), tone: 'status' });
      navigate('/login');
    } catch (error) {
      setFailure(applyServerError(error, ['password'], form.setError, t));
    }
  });

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.reset();
  };

  return (
    <div>
      <p>{t('delete.intro')}</p>
      <button ref={opener} type="button" className="danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      {open && (
        <Dialog title={t('delete.title')} onClose={close} returnFocusTo={opener}>
          <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
            <p>{t('delete.warning')}</p>
            <FormMessage text={failure} />
            <PasswordField
              label={t('delete.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <div className="actions">
              <button type="submit" className="danger" disabled={isSubmitting}>
                {t('delete.confirm')}
              </button>
              <button type="button" onClick={close}>
                {t('admin:cancel')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
