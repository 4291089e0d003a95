import { isValidEmail } from '@alliance/shared/registration-rules';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { ApiError } from '../../../../widget/src/api/client.ts';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Field, FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf, errorText } from '../../lib/errors.ts';
import { login } from './authApi.ts';

/**
 * The sign-in form checks with the shared rule functions the schemas are made of (`emailSchema`
 * refines with `isValidEmail`), not with zod itself: the first page of the admin then loads no
 * schema library (40 KB gzip with its resolver), the server's `loginBodySchema` judges the rest.
 */
const rules = {
  email: { validate: (value: string) => isValidEmail(value) || 'validation.emailInvalid' },
  password: { validate: (value: string) => value.length > 0 || 'validation.passwordInvalid' },
};

/** `/login`: e-mail and password; a refusal says why (wrong pair, e-mail not confirmed, too many tries). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { api, session } = useAdmin();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // After too many failures (429), the button waits for the seconds the server gave.
  const retryAfter = failure instanceof ApiError && failure.status === 429 ? (failure.body?.retryAfter ?? 0) : 0;
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (retryAfter <= 0) return;
    setBlocked(true);
    const timer = setTimeout(() => setBlocked(false), retryAfter * 1000);
    return () => clearTimeout(timer);
  }, [retryAfter]);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      // Signed in: the sign-in page gives way to the provider's landing page.
      session.signedIn(await login(api, { email: email.trim().toLowerCase(), password }));
    } catch (error) {
      setFailure(error);
      form.setFocus('password');
    }
  });

  const code = errorCodeOf(failure);
  return (
    <section className="page narrow">
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <FormMessage text={failure ? errorText(failure, t) : null} />
        {code === 'email-not-confirmed' && (
          <p className="hint">
            {t('login.notConfirmedHelp')} <Link href="/reset-password">{t('login.resetLink')}</Link>
          </p>
        )}
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email', rules.email)}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password', rules.password)}
        />
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting || blocked}>
            {t('login.submit')}
          </button>
        </div>
      </form>
      <p>
        <Link href="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link href="/register">{t('login.registerLink')}</Link>
      </p>
    </section>
  );
}
