import { CODE_LENGTH, MAX_RESEND_RESTARTS, RESEND_COUNTDOWN_SECONDS } from '@alliance/shared/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CodeInput, type CodeInputHandle } from '../../components/CodeInput.tsx';
import { useWidget } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { parsePhoneNumberFromString } from '../../phone/seven-countries.ts';
import { retryAfterOf } from './retryAfter.ts';
import { useCountdown } from './useCountdown.ts';

export interface CodeStepProps {
  /** E.164 number the code was sent to. */
  phone: string;
  /** Countdown restarts already spent on this number (spec §4: at most MAX_RESEND_RESTARTS). */
  restarts: number;
  /** Seconds before a resend is allowed: 60, or what the server still asks for. */
  wait: number;
  onResent(): void;
  onBack(): void;
}

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * The code sent by SMS (spec §4): verified as soon as the last digit is in; a proved phone
 * then leads to presentation (known couple) or inscription. Resend after a 60 s countdown.
 */
export function CodeStep({ phone, restarts, wait, onResent, onBack }: CodeStepProps) {
  const { t } = useTranslation('account');
  const { calls, store } = useWidget();
  const { remaining, running, start } = useCountdown(wait);
  const [startedWith, setStartedWith] = useState(wait);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  // Focus back on the boxes once the render that re-enables them is committed (a timer could
  // fire before it, on a disabled box).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0 && busy === null) codeInput.current?.focus();
  }, [refocus, busy]);
  // Synchronous guards: the last digit and the Enter key can both ask for a verification.
  const busyRef = useRef(false);
  // Once verify-phone said yes the code is spent: a retry after a failed account check skips it.
  const proved = useRef(false);
  const codeInput = useRef<CodeInputHandle>(null);
  const errorId = `${useId()}-error`;
  const limitReached = restarts >= MAX_RESEND_RESTARTS;
  const generic = (message: string | undefined) => t('common:errors.generic', { error: message ?? t('common:errors.unknown') });

  const restartCountdown = (seconds: number) => {
    setStartedWith(seconds);
    start(seconds);
  };

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  async function verify(candidate: string) {
    if (busyRef.current) return;
    if (!CODE_PATTERN.test(candidate)) {
      setInvalid(true);
      codeInput.current?.focus();
      return;
    }
    busyRef.current = true;
    setInvalid(false);
    setError(null);
    setBusy('verify');
    try {
      if (!proved.current) {
        const answer = await calls.account.verifyPhone(phone, candidate);
        if (!answer.success) throw new Error(answer.error ?? t('common:errors.unknown'));
        proved.current = true;
        store.getState().phoneProved(phone);
      }
      const account = await calls.account.checkAccount(phone);
      if (account.hasAccount && account.user) store.getState().signedIn(account.user);
      else store.getState().goTo('inscription');
    } catch (failure) {
      setError(generic(errorText(failure, t)));
      busyRef.current = false;
      setBusy(null);
      // A refused code is cleared so the right one can be typed straight away.
      if (!proved.current) setCode('');
      setRefocus((n) => n + 1);
    }
  }

  async function resend() {
    if (busyRef.current || running || limitReached) return;
    busyRef.current = true;
    setBusy('resend');
    setError(null);
    try {
      const answer = await calls.account.checkPhone(phone);
      if (answer.success) {
        onResent();
        setCode('');
        setInvalid(false);
        restartCountdown(RESEND_COUNTDOWN_SECONDS);
      } else {
        setError(generic(answer.error));
        if (answer.retryAfter) restartCountdown(answer.retryAfter);
      }
    } catch (failure) {
      setError(generic(errorText(failure, t)));
      const wait = retryAfterOf(failure);
      if (wait) restartCountdown(wait);
    }
    busyRef.current = false;
    setBusy(null);
    // The resend button is now disabled: the focus goes where the new code is typed.
    setRefocus((n) => n + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  // Announced at the start and at the end of the countdown only, never every second.
  const announcement = limitReached ? '' : running ? t('code.resendLater', { seconds: startedWith }) : t('code.resendReady');
  return (
    <>
      <h2>{t('code.title')}</h2>
      <p>{t('code.sentTo', { length: CODE_LENGTH, phone: parsePhoneNumberFromString(phone)?.formatInternational() ?? phone })}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy === 'verify'}>
        <CodeInput
          handle={codeInput}
          value={code}
          onChange={(next) => {
            setCode(next);
            setInvalid(false);
            if (CODE_PATTERN.test(next)) void verify(next);
          }}
          invalid={invalid}
          describedBy={invalid ? errorId : undefined}
          disabled={busy === 'verify'}
        />
        {invalid && (
          <p className="field-error" id={errorId}>
            {t('shared:validation.codeInvalid')}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy !== null}>
            {t('code.submit')}
          </button>
        </div>
      </form>
      <div className="account-resend">
        {!limitReached && (
          <>
            <button type="button" onClick={resend} disabled={running || busy !== null}>
              {t('code.resend')}
            </button>
            {running && (
              <span className="muted" aria-live="off">
                {t('code.countdown', { seconds: remaining })}
              </span>
            )}
          </>
        )}
        <div role="status">
          <span className="sr-only">{announcement}</span>
          {limitReached && <p className="muted">{t('code.maxResends')}</p>}
        </div>
      </div>
      <button type="button" className="link account-back" onClick={onBack}>
        {t('code.back')}
      </button>
    </>
  );
}
