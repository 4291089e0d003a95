import { CODE_LENGTH } from '@alliance/shared/constants';
import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
import { checkMobilePhone } from '@alliance/shared/phone';
import { meResponseSchema, type User } from '@alliance/shared/user';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { CodeInput, type CodeInputHandle } from '../../../components/CodeInput.tsx';
import { PhoneField } from '../../../components/PhoneField.tsx';
import { useWidget } from '../../../context.tsx';
import { serverMessage } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { parsePhoneNumberFromString } from '../../../phone/seven-countries.ts';
import { checkNewPhone, reconfirmCurrentPhone, sendCurrentPhoneCode, verifyNewPhone } from '../../api/account.ts';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const pretty = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/** `confirm`: the sign-in is too old for a phone change; a code to the current number proves it again first. */
type Step = { kind: 'idle' } | { kind: 'phone' } | { kind: 'confirm'; phone: string } | { kind: 'code'; phone: string };

const needsRecentSignIn = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403 && failure.body?.error_slug === 'recent-sign-in-required';

/** Spec §4 "phone goes through change, check, verify": a code to the new number, then the account moves to it. */
export function PhoneChange({ user }: { user: User }) {
  const { t } = useTranslation('accountSettings');
  const { api, store, config } = useWidget();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState<string | undefined>();
  const [country, setCountry] = useState<CountryCode>(() =>
    COUNTRY_CODES.includes(user.country as CountryCode) ? (user.country as CountryCode) : config.country,
  );
  const [code, setCode] = useState('');
  /** The message of a refused number or code, shown under it. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // Synchronous: the last digit and the Enter key can both ask for a verification.
  const busyRef = useRef(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusOpen = useRef(false);
  const generic = (message?: string) => t('common:errors.generic', { error: message || t('common:errors.unknown') });

  // Each step puts the focus where the couple types next.
  useEffect(() => {
    if (step.kind === 'phone') phoneInput.current?.focus();
    if (step.kind === 'code' || step.kind === 'confirm') codeInput.current?.focus();
    if (step.kind === 'idle' && focusOpen.current) {
      focusOpen.current = false;
      openButton.current?.focus();
    }
  }, [step]);

  const go = (next: Step) => {
    setError(null);
    setInvalid(null);
    setCode('');
    if (next.kind === 'idle') focusOpen.current = true;
    setStep(next);
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = checkMobilePhone(value ?? '', country);
    if (!checked.ok || checked.e164 === user.phone) {
      setInvalid(checked.ok ? t('phone.same') : t('shared:validation.phoneInvalid'));
      phoneInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await askNewPhoneCode(checked.e164);
    } catch (failure) {
      setError(generic(serverMessage(failure, t)));
    }
    setBusy(false);
  }

  async function askNewPhoneCode(phone: string) {
    try {
      const answer = await checkNewPhone(api, phone);
      if (answer.success) go({ kind: 'code', phone });
      else setError(generic(answer.error));
    } catch (failure) {
      if (!needsRecentSignIn(failure)) throw failure;
      const sent = await sendCurrentPhoneCode(api, user.phone);
      if (!sent.success) throw new Error(sent.error);
      go({ kind: 'confirm', phone });
    }
  }

  async function verify(candidate: string) {
    if (busyRef.current || (step.kind !== 'code' && step.kind !== 'confirm')) return;
    if (!CODE_PATTERN.test(candidate)) {
      setInvalid(t('shared:validation.codeInvalid'));
      codeInput.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'confirm') {
        await reconfirmCurrentPhone(api, user.phone, candidate);
        await askNewPhoneCode(step.phone);
        busyRef.current = false;
        setBusy(false);
        return;
      }
      const answer = await verifyNewPhone(api, step.phone, candidate);
      if (!answer.success) throw new Error(answer.error || t('common:errors.unknown'));
      // The answer carries the moved account; without it, the account is read again.
      store.getState().signedIn(answer.user ?? (await api.authed('project', 'get', 'api/me', meResponseSchema)).user);
      setDone(true);
      go({ kind: 'idle' });
    } catch (failure) {
      setError(generic(serverMessage(failure, t)));
      setCode('');
      setTimeout(() => codeInput.current?.focus());
    }
    busyRef.current = false;
    setBusy(false);
  }

  const phoneError = invalid !== null && step.kind === 'phone' ? `${id}-phone-error` : undefined;
  const codeError = invalid !== null && (step.kind === 'code' || step.kind === 'confirm') ? `${id}-code-error` : undefined;
  return (
    <div className="acct-phone">
      <p>
        {t('phone.current')} <strong className="acct-number">{pretty(user.phone)}</strong>
      </p>
      <div role="status">{done && step.kind === 'idle' && <p className="success">{t('phone.changed')}</p>}</div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {step.kind === 'idle' && (
        <button
          ref={openButton}
          type="button"
          onClick={() => {
            setDone(false);
            go({ kind: 'phone' });
          }}
        >
          {t('phone.change')}
        </button>
      )}
      {step.kind === 'phone' && (
        <form className="acct-form" noValidate onSubmit={sendCode} aria-busy={busy}>
          <label htmlFor={`${id}-phone`}>{t('phone.newLabel')}</label>
          <PhoneField
            id={`${id}-phone`}
            value={value}
            onChange={(next) => {
              setInvalid(null);
              setValue(next);
            }}
            country={country}
            onCountryChange={setCountry}
            invalid={invalid !== null}
            describedBy={phoneError}
            inputRef={phoneInput}
          />
          {phoneError && (
            <p className="field-error" id={phoneError}>
              {invalid}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('phone.sendCode')}
            </button>
            <button type="button" onClick={() => go({ kind: 'idle' })} disabled={busy}>
              {t('common:cancel')}
            </button>
          </div>
        </form>
      )}
      {(step.kind === 'code' || step.kind === 'confirm') && (
        <form
          className="acct-form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void verify(code);
          }}
        >
          <p>
            {step.kind === 'confirm'
              ? t('phone.confirmCurrent', { phone: pretty(user.phone) })
              : t('phone.codeSent', { phone: pretty(step.phone) })}
          </p>
          <CodeInput
            handle={codeInput}
            value={code}
            onChange={(next) => {
              setCode(next);
              setInvalid(null);
              if (CODE_PATTERN.test(next)) void verify(next);
            }}
            invalid={invalid !== null}
            describedBy={codeError}
            disabled={busy}
          />
          {codeError && (
            <p className="field-error" id={codeError}>
              {invalid}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('phone.verify')}
            </button>
            <button type="button" onClick={() => go({ kind: 'phone' })} disabled={busy}>
              {t('phone.back')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
