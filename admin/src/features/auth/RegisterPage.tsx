import type { Locale } from '@alliance/shared/locale';
import { providerRegisterBodySchema } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Field, FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { translateMessage } from '../../lib/errors.ts';
import { applyServerError } from '../../lib/forms.ts';
import { register } from './authApi.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

const FIELDS = ['companyName', 'firstname', 'lastname', 'email', 'password', 'termsAccepted'] as const;

/** `/register`: the account and its company; the e-mail is confirmed by the mailed link. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { api } = useAdmin();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(providerRegisterBodySchema),
    defaultValues: { companyName: '', firstname: '', lastname: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await register(api, { ...body, locale: i18n.language as Locale });
      setSentTo(body.email);
    } catch (error) {
      setFailure(applyServerError(error, FIELDS, form.setError, t));
    }
  });

  if (sentTo) {
    return (
      <section className="page narrow">
        <h1>{t('register.sentTitle')}</h1>
        <p role="status">{t('register.sent', { email: sentTo })}</p>
        <p>{t('resend.notReceived')}</p>
        <ResendConfirmation email={sentTo} />
        <p>
          <Link href="/login">{t('register.toLogin')}</Link>
        </p>
      </section>
    );
  }

  const termsError = translateMessage(errors.termsAccepted?.message, t);
  return (
    <section className="page narrow">
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <FormMessage text={failure} />
        <Field
          label={t('fields.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <Field
          label={t('fields.firstname')}
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...form.register('firstname')}
        />
        <Field
          label={t('fields.lastname')}
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...form.register('lastname')}
        />
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className={termsError ? 'field checkbox invalid' : 'field checkbox'}>
          <input
            id={`${id}-terms`}
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            {...form.register('termsAccepted')}
          />
          <label htmlFor={`${id}-terms`}>
            {t('register.terms')}{' '}
            <a href={`${api.origins.www}/cgv/`} target="_blank" rel="noopener">
              {t('register.termsLink')}
            </a>
          </label>
          {termsError && (
            <p id={`${id}-terms-error`} className="field-error">
              {termsError}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {t('register.submit')}
          </button>
        </div>
      </form>
      <p>
        {t('register.haveAccount')} <Link href="/login">{t('register.loginLink')}</Link>
      </p>
    </section>
  );
}
