import { resetRequestBodySchema } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Field, FormMessage } from '../../components/Field.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { applyServerError } from '../../lib/forms.ts';
import { requestReset } from './authApi.ts';

/** `/reset-password`: a link by e-mail (the answer is the same whether or not the address has an account). */
export function ResetRequestPage() {
  const { t } = useTranslation('auth');
  const { api } = useAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(resetRequestBodySchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset(api, email);
      setSent(true);
    } catch (error) {
      setFailure(applyServerError(error, ['email'], form.setError, t));
    }
  });

  return (
    <section className="page narrow">
      <h1>{t('resetRequest.title')}</h1>
      {sent ? (
        <p role="status" className="form-message success">
          {t('resetRequest.sent')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <p>{t('resetRequest.intro')}</p>
          <FormMessage text={failure} />
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className="actions">
            <button type="submit" className="primary" disabled={isSubmitting}>
              {t('resetRequest.submit')}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link href="/login">{t('resetRequest.toLogin')}</Link>
      </p>
    </section>
  );
}
