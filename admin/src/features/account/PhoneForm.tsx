import { successResponseSchema } from '@alliance/shared/answers';
import { checkPhoneResponseSchema } from '@alliance/shared/auth';
import type { ProviderUser } from '@alliance/shared/provider-accounts';
import { withProofOfWork } from '@alliance/widget/api/calls.ts';
import type { AnswerSchema } from '@alliance/widget/api/client.ts';
import { CodeForm, NewNumberForm, prettyPhone, usePhoneProof } from '@alliance/widget/components/PhoneProof.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf, errorText, fieldErrorsOf } from '../../lib/errors.ts';
import { useUpdateMe } from './accountApi.ts';

/** The proof-of-work solver, a chunk of its own: loaded only when the server asks for a challenge (a busy phone or address). */
const loadSolver = () => import('@alliance/widget/pow/solve.ts').then((m) => m.solveChallenge);

/**
 * The provider's mobile, proved by SMS (change = set it and text a code, check = text a new code,
 * verify = the code): the widget's phone field and 6-box code entry.
 */
export function PhoneForm({ user }: { user: ProviderUser }) {
  const { t } = useTranslation('settings');
  const { api } = useAdmin();
  const updateMe = useUpdateMe();
  /** A phone call of the app host, made again with the solved challenge when the server asks for one (403). */
  const phoneCall = (path: string, schema: AnswerSchema, body: Record<string, string>) =>
    withProofOfWork((altcha) => api.authed('app', 'post', path, schema, altcha ? { ...body, altcha } : body), loadSolver);
  const proof = usePhoneProof('FR');
  /** The number a code was sent to; null while the number is being typed. */
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** After 15 minutes signed in the server asks for the password before a new number (issue 21). */
  const [needPassword, setNeedPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (pending) proof.codeInput.current?.focus();
  }, [pending, proof.codeInput]);

  // Once the server asked for the password, its field (rendered by then) takes the focus.
  useEffect(() => {
    if (needPassword) passwordInput.current?.focus();
  }, [needPassword]);

  function failed(error: unknown) {
    const fields = fieldErrorsOf(error);
    if (errorCodeOf(error) === 'recent-sign-in-required') {
      setNeedPassword(true);
      setFailure(errorText(error, t));
    } else if (fields?.password) {
      setPasswordError(fields.password);
      passwordInput.current?.focus();
    } else if (fields?.code) proof.setInvalid(fields.code);
    else if (fields?.phone) proof.setInvalid(fields.phone);
    else setFailure(errorText(error, t));
  }

  const run = (action: () => Promise<void>) =>
    void proof.run(async () => {
      setFailure(null);
      await action();
    }, failed);

  function sendCode() {
    setStatus(null);
    const phone = proof.checkedNumber();
    if (!phone) return;
    run(async () => {
      await phoneCall('api/phone/change', checkPhoneResponseSchema, needPassword ? { phone, password } : { phone });
      updateMe({ phone, phoneVerified: false });
      setNeedPassword(false);
      setPassword('');
      proof.setInvalid(null);
      proof.setCode('');
      setPending(phone);
    });
  }

  function verify(candidate: string) {
    if (!pending || !proof.isCode(candidate)) return;
    run(async () => {
      await phoneCall('api/phone/verify', successResponseSchema, { phone: pending, code: candidate });
      updateMe({ phone: pending, phoneVerified: true });
      setPending(null);
      proof.setValue(undefined);
      setStatus(t('phone.verified'));
    });
  }

  const resend = () =>
    run(async () => {
      await phoneCall('api/phone/check', checkPhoneResponseSchema, {});
      proof.setCode('');
      setStatus(t('phone.resent'));
    });

  return (
    <div>
      <p>
        {user.phone ? (
          <>
            {t('phone.current')} <strong>{prettyPhone(user.phone)}</strong>{' '}
            <span className="muted">({user.phoneVerified ? t('phone.isVerified') : t('phone.notVerified')})</span>
          </>
        ) : (
          t('phone.none')
        )}
      </p>
      <FormMessage text={failure} />
      <div role="status">{status && <p className="form-message success">{status}</p>}</div>
      {pending === null ? (
        <NewNumberForm
          proof={proof}
          label={t('phone.new')}
          submit={t('phone.sendCode')}
          onSend={sendCode}
          actions={
            user.phone &&
            !user.phoneVerified && (
              <button type="button" onClick={() => user.phone && setPending(user.phone)} disabled={proof.busy}>
                {t('phone.haveCode')}
              </button>
            )
          }
        >
          {needPassword && (
            <PasswordField
              label={t('phone.password')}
              autoComplete="current-password"
              value={password}
              error={passwordError}
              ref={passwordInput}
              onChange={(event) => {
                setPasswordError(undefined);
                setPassword(event.target.value);
              }}
            />
          )}
        </NewNumberForm>
      ) : (
        <CodeForm
          proof={proof}
          intro={t('phone.codeSent', { phone: prettyPhone(pending) })}
          submit={t('phone.verify')}
          onVerify={verify}
          actions={
            <>
              <button type="button" onClick={resend} disabled={proof.busy}>
                {t('phone.resend')}
              </button>
              <button type="button" onClick={() => setPending(null)} disabled={proof.busy}>
                {t('admin:cancel')}
              </button>
            </>
          }
        />
      )}
    </div>
  );
}
