import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
import { meResponseSchema, type User } from '@alliance/shared/user';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { CodeForm, NewNumberForm, prettyPhone, usePhoneProof } from '../../../components/PhoneProof.tsx';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { checkNewPhone, reconfirmCurrentPhone, sendCurrentPhoneCode, verifyNewPhone } from '../../api/account.ts';

/** `confirm`: the sign-in is too old for a phone change; a code to the current number proves it again first. */
type Step = { kind: 'idle' } | { kind: 'phone' } | { kind: 'confirm'; phone: string } | { kind: 'code'; phone: string };

const needsRecentSignIn = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403 && failure.body?.error_slug === 'recent-sign-in-required';

/** Spec §4 "phone goes through change, check, verify": a code to the new number, then the account moves to it. */
export function PhoneChange({ user }: { user: User }) {
  const { t } = useTranslation('accountSettings');
  const { api, store, config } = useWidget();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const proof = usePhoneProof(
    COUNTRY_CODES.includes(user.country as CountryCode) ? (user.country as CountryCode) : config.country,
  );
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusOpen = useRef(false);
  const generic = (message?: string) => t('common:errors.generic', { error: message || t('common:errors.unknown') });
  const fail = (failure: unknown) => setError(generic(errorText(failure, t)));

  // Each step puts the focus where the couple types next.
  useEffect(() => {
    if (step.kind === 'phone') proof.phoneInput.current?.focus();
    if (step.kind === 'code' || step.kind === 'confirm') proof.codeInput.current?.focus();
    if (step.kind === 'idle' && focusOpen.current) {
      focusOpen.current = false;
      openButton.current?.focus();
    }
  }, [step, proof.phoneInput, proof.codeInput]);

  const go = (next: Step) => {
    setError(null);
    proof.setInvalid(null);
    proof.setCode('');
    if (next.kind === 'idle') focusOpen.current = true;
    setStep(next);
  };

  function sendCode() {
    if (proof.busy) return;
    setError(null);
    const phone = proof.checkedNumber((e164) => (e164 === user.phone ? t('phone.same') : null));
    if (phone) void proof.run(() => askNewPhoneCode(phone), fail);
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

  function verify(candidate: string) {
    if ((step.kind !== 'code' && step.kind !== 'confirm') || !proof.isCode(candidate)) return;
    const moving = async () => {
      setError(null);
      if (step.kind === 'confirm') {
        await reconfirmCurrentPhone(api, user.phone, candidate);
        return askNewPhoneCode(step.phone);
      }
      const answer = await verifyNewPhone(api, step.phone, candidate);
      if (!answer.success) throw new Error(answer.error || t('common:errors.unknown'));
      // The answer carries the moved account; without it, the account is read again.
      store.getState().signedIn(answer.user ?? (await api.authed('project', 'get', 'api/me', meResponseSchema)).user);
      setDone(true);
      go({ kind: 'idle' });
    };
    void proof.run(moving, (failure) => {
      fail(failure);
      proof.setCode('');
      setTimeout(() => proof.codeInput.current?.focus());
    });
  }

  return (
    <div className="acct-phone">
      <p>
        {t('phone.current')} <strong className="acct-number">{prettyPhone(user.phone)}</strong>
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
        <NewNumberForm
          proof={proof}
          className="acct-form"
          label={t('phone.newLabel')}
          submit={t('phone.sendCode')}
          onSend={sendCode}
          actions={
            <button type="button" onClick={() => go({ kind: 'idle' })} disabled={proof.busy}>
              {t('common:cancel')}
            </button>
          }
        />
      )}
      {(step.kind === 'code' || step.kind === 'confirm') && (
        <CodeForm
          proof={proof}
          className="acct-form"
          intro={
            step.kind === 'confirm'
              ? t('phone.confirmCurrent', { phone: prettyPhone(user.phone) })
              : t('phone.codeSent', { phone: prettyPhone(step.phone) })
          }
          submit={t('phone.verify')}
          onVerify={verify}
          actions={
            <button type="button" onClick={() => go({ kind: 'phone' })} disabled={proof.busy}>
              {t('phone.back')}
            </button>
          }
        />
      )}
    </div>
  );
}
