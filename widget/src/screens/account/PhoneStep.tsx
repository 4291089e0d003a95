import type { CountryCode } from '@alliance/shared/countries';
import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import { checkMobilePhone } from '@alliance/shared/phone';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { PhoneField } from '../../components/PhoneField.tsx';
import { useWidget } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { retryAfterOf } from './retryAfter.ts';

export interface PhoneStepProps {
  value: string | undefined;
  onValueChange(value: string | undefined): void;
  country: CountryCode;
  onCountryChange(country: CountryCode): void;
  /** Back from the code step: the field takes the focus (not on first display, the page keeps it). */
  focusOnMount: boolean;
  /** The number a code was already sent to, if any. */
  sentTo: string | null;
  /** A code was sent to this E.164 number; a resend is possible after `wait` seconds (default 60). */
  onSent(phone: string, wait?: number): void;
}

/** The mobile number, checked here before a code is asked for (spec §5), then sent with check-phone. */
export function PhoneStep({ value, onValueChange, country, onCountryChange, focusOnMount, sentTo, onSent }: PhoneStepProps) {
  const { t } = useTranslation('account');
  const { calls, config } = useWidget();
  // What is wrong with the number, said once, next to the field (issue 7).
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = checkMobilePhone(value ?? '', country);
    if (!checked.ok) {
      const reason = !value ? 'required' : checked.reason === 'not-mobile' ? 'phoneNotMobile' : 'phoneInvalid';
      setInvalid(t(`shared:validation.${reason}`));
      inputRef.current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const answer = await calls.account.checkPhone(checked.e164);
      if (answer.success) {
        onSent(checked.e164);
        return;
      }
      setError(t('common:errors.generic', { error: answer.error ?? t('common:errors.unknown') }));
    } catch (failure) {
      // The same number within the wait: the code it already got is still good, back to typing it.
      const wait = retryAfterOf(failure);
      if (wait && checked.e164 === sentTo) {
        onSent(checked.e164, wait);
        return;
      }
      const field = failure instanceof ApiError && failure.body?.fields?.phone;
      if (field) setInvalid(field);
      else setError(t('common:errors.generic', { error: errorText(failure, t) }));
    }
    setBusy(false);
  }

  return (
    <>
      <h2>{t('phone.title')}</h2>
      <p className="muted">{t('phone.intro')}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <label htmlFor={id}>{t('phone.label')}</label>
        <PhoneField
          id={id}
          value={value}
          onChange={(next) => {
            setInvalid(null);
            onValueChange(next);
          }}
          country={country}
          onCountryChange={onCountryChange}
          invalid={!!invalid}
          describedBy={invalid ? errorId : undefined}
          inputRef={inputRef}
        />
        {invalid && (
          <p className="field-error" id={errorId}>
            {invalid}
          </p>
        )}
        <p className="muted">
          <a href={new URL(LEGAL_PAGES.privacy, config.apiBase).href} target="_blank" rel="noopener">
            {t('phone.privacy')}
          </a>
          {' · '}
          <a href={new URL(LEGAL_PAGES.termsOfUse, config.apiBase).href} target="_blank" rel="noopener">
            {t('phone.terms')}
          </a>
        </p>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {t('phone.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
