import { isValidEmail } from '@alliance/shared/registration-rules';
import type { User } from '@alliance/shared/user';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { updateProfile } from '../../api/account.ts';

/** The couple's e-mail, checked with the registration's rule (spec §5) before it is sent. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation('accountSettings');
  const { api, store } = useWidget();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState(user.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSaved(false);
    if (!isValidEmail(email)) {
      setFieldError(t('shared:validation.emailInvalid'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await updateProfile(api, { email: email.trim() });
      store.getState().signedIn(answer.user);
      setEmail(answer.user.email ?? '');
      setSaved(true);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.body?.fields?.email : undefined;
      if (message) {
        setFieldError(message);
        input.current?.focus();
      } else setError(t('common:errors.generic', { error: errorText(failure, t) }));
    }
    setBusy(false);
  }

  return (
    <form className="acct-form" noValidate onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{t('email.label')}</label>
      <input
        id={id}
        ref={input}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
          setSaved(false);
        }}
      />
      {fieldError && (
        <p className="field-error" id={errorId}>
          {fieldError}
        </p>
      )}
      <div role="alert">{error && <p className="error">{error}</p>}</div>
      <div role="status">{saved && <p className="success">{t('email.saved')}</p>}</div>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('email.submit')}
        </button>
      </div>
    </form>
  );
}
