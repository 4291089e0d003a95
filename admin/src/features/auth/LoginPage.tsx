import { isValidProviderEmail } from '@alliance/shared/registration-rules';
import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Field, FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf, errorText } from '../../lib/errors.ts';
import { login } from './authApi.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';

/**
 * The sign-in form checks with the shared rule functions the schemas are made of (`emailSchema`
 * refines with `isValidProviderEmail`), and keeps its two fields in React state rather than in
 * react-hook-form and zod like the other forms: the first page of the admin then loads neither
 * (about 55 KB gzip together), which keeps it under its 120 KB budget. The server's
 * `loginBodySchema` judges the rest.
 */
const problems = (email: string, password: string) => ({
  email: isValidProviderEmail(email) ? undefined : 'validation.emailInvalid',
  password: password.length > 0 ? undefined : 'validation.passwordInvalid',
});

/** `/login`: e-mail and password; a refusal says why (wrong pair, e-mail not confirmed, too many tries). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { api, session } = useAdmin();
  const [failure, setFailure] = useState<unknown>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // After too many failures (429), the button waits for the seconds the server gave.
  const retryAfter = failure instanceof ApiError && failure.status === 429 ? (failure.body?.retryAfter ?? 0) : 0;
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (retryAfter <= 0) return;
    setBlocked(true);
    const timer = setTimeout(() => setBlocked(false), retryAfter * 1000);
    return () => clearTimeout(timer);
  }, [retryAfter]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values.email.trim(), values.password);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      // Signed in: the sign-in page gives way to the provider's landing page.
      session.signedIn(await login(api, { email: values.email.trim().toLowerCase(), password: values.password }));
    } catch (error) {
      setFailure(error);
      passwordInput.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };
  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const code = errorCodeOf(failure);
  return (
    <section className="page narrow">
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <FormMessage text={failure ? errorText(failure, t) : null} />
        {code === 'email-not-confirmed' && (
          <>
            <ResendConfirmation email={values.email.trim()} />
            <p className="hint">
              {t('login.notConfirmedHelp')} <Link href="/reset-password">{t('login.resetLink')}</Link>
            </p>
          </>
        )}
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          ref={emailInput}
          {...field('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password}
          ref={passwordInput}
          {...field('password')}
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
