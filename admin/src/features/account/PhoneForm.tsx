import { successResponseSchema } from '@alliance/shared/answers';
import { checkPhoneResponseSchema } from '@alliance/shared/auth';
import { CODE_LENGTH } from '@alliance/shared/constants';
import type { CountryCode } from '@alliance/shared/countries';
import { checkMobilePhone } from '@alliance/shared/phone';
import type { ProviderUser } from '@alliance/shared/provider-accounts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { withProofOfWork } from '../../../../widget/src/api/calls.ts';
import type { AnswerSchema } from '../../../../widget/src/api/client.ts';
import { CodeInput, type CodeInputHandle } from '../../../../widget/src/components/CodeInput.tsx';
import { PhoneField } from '../../../../widget/src/components/PhoneField.tsx';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { parsePhoneNumberFromString } from '../../../../widget/src/phone/seven-countries.ts';
import { FormMessage } from '../../components/Field.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorCodeOf, errorText, fieldErrorsOf } from '../../lib/errors.ts';
import { useUpdateMe } from './accountApi.ts';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const pretty = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
/** The proof-of-work solver, a chunk of its own: loaded only when the server asks for a challenge (a busy phone or address). */
const loadSolver = () => import('../../../../widget/src/pow/solve.ts').then((m) => m.solveChallenge);

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
  const id = useId();
  const [value, setValue] = useState<string | undefined>();
  const [country, setCountry] = useState<CountryCode>('FR');
  /** The number a code was sent to; null while the number is being typed. */
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** After 15 minutes signed in the server asks for the password before a new number (issue 21). */
  const [needPassword, setNeedPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const codeInput = useRef<CodeInputHandle>(null);

  useEffect(() => {
    if (pending) codeInput.current?.focus();
  }, [pending]);

  // Once the server asked for the password, its field (rendered by then) takes the focus.
  useEffect(() => {
    if (needPassword) passwordInput.current?.focus();
  }, [needPassword]);

  async function run(action: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (errorCodeOf(error) === 'recent-sign-in-required') {
        setNeedPassword(true);
        setFailure(errorText(error, t));
      } else if (fields?.password) {
        setPasswordError(fields.password);
        passwordInput.current?.focus();
      } else if (fields?.code) setInvalid(fields.code);
      else if (fields?.phone) setInvalid(fields.phone);
      else setFailure(errorText(error, t));
    }
    busyRef.current = false;
    setBusy(false);
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const checked = checkMobilePhone(value ?? '', country);
    if (!checked.ok) {
      setInvalid(t('shared:validation.phoneInvalid'));
      return;
    }
    void run(async () => {
      await phoneCall(
        'api/phone/change',
        checkPhoneResponseSchema,
        needPassword ? { phone: checked.e164, password } : { phone: checked.e164 },
      );
      updateMe({ phone: checked.e164, phoneVerified: false });
      setNeedPassword(false);
      setPassword('');
      setInvalid(null);
      setCode('');
      setPending(checked.e164);
    });
  }

  function verify(candidate: string) {
    if (!pending) return;
    if (!CODE_PATTERN.test(candidate)) {
      setInvalid(t('shared:validation.codeInvalid'));
      return;
    }
    void run(async () => {
      await phoneCall('api/phone/verify', successResponseSchema, { phone: pending, code: candidate });
      updateMe({ phone: pending, phoneVerified: true });
      setPending(null);
      setValue(undefined);
      setStatus(t('phone.verified'));
    });
  }

  const resend = () =>
    void run(async () => {
      await phoneCall('api/phone/check', checkPhoneResponseSchema, {});
      setCode('');
      setStatus(t('phone.resent'));
    });

  const errorId = `${id}-error`;
  return (
    <div>
      <p>
        {user.phone ? (
          <>
            {t('phone.current')} <strong>{pretty(user.phone)}</strong>{' '}
            <span className="muted">({user.phoneVerified ? t('phone.isVerified') : t('phone.notVerified')})</span>
          </>
        ) : (
          t('phone.none')
        )}
      </p>
      <FormMessage text={failure} />
      <div role="status">{status && <p className="form-message success">{status}</p>}</div>
      {pending === null ? (
        <form noValidate onSubmit={sendCode} aria-busy={busy}>
          <label className="field-label" htmlFor={`${id}-phone`}>
            {t('phone.new')}
          </label>
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
            describedBy={invalid ? errorId : undefined}
          />
          {invalid && (
            <p id={errorId} className="field-error">
              {invalid}
            </p>
          )}
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
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('phone.sendCode')}
            </button>
            {user.phone && !user.phoneVerified && (
              <button type="button" onClick={() => user.phone && setPending(user.phone)} disabled={busy}>
                {t('phone.haveCode')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            verify(code);
          }}
        >
          <p>{t('phone.codeSent', { phone: pretty(pending) })}</p>
          <CodeInput
            handle={codeInput}
            value={code}
            onChange={(next) => {
              setCode(next);
              setInvalid(null);
              if (CODE_PATTERN.test(next)) verify(next);
            }}
            invalid={invalid !== null}
            describedBy={invalid ? errorId : undefined}
            disabled={busy}
          />
          {invalid && (
            <p id={errorId} className="field-error">
              {invalid}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('phone.verify')}
            </button>
            <button type="button" onClick={resend} disabled={busy}>
              {t('phone.resend')}
            </button>
            <button type="button" onClick={() => setPending(null)} disabled={busy}>
              {t('admin:cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
