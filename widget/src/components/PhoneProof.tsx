import { CODE_LENGTH } from '@alliance/shared/constants';
import type { CountryCode } from '@alliance/shared/countries';
import { checkMobilePhone } from '@alliance/shared/phone';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { parsePhoneNumberFromString } from '../phone/seven-countries.ts';
import { CodeInput, type CodeInputHandle } from './CodeInput.tsx';
import { PhoneField } from './PhoneField.tsx';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** A number as people write it (+33 6 12 34 56 78); as stored when it does not parse. */
export const prettyPhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/**
 * A mobile number proved by SMS, in the couples' app and the providers' admin: the number being
 * typed, the code, the message of a refused one (shown under its field), one call at a time.
 * Each side keeps its own steps, calls and texts; this is what they do alike.
 */
export function usePhoneProof(initialCountry: CountryCode) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | undefined>();
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Synchronous: the last digit and the Enter key can both ask for a verification.
  const busyRef = useRef(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);

  /** The typed number in E.164, or null with its field's message (`refuse`: a side's own rule). */
  function checkedNumber(refuse?: (e164: string) => string | null): string | null {
    const checked = checkMobilePhone(value ?? '', country);
    const refusal = checked.ok ? refuse?.(checked.e164) : t('shared:validation.phoneInvalid');
    if (checked.ok && !refusal) return checked.e164;
    setInvalid(refusal ?? null);
    phoneInput.current?.focus();
    return null;
  }

  /** Whether a code has its digits; if not, says so under the boxes. */
  function isCode(candidate: string): boolean {
    if (CODE_PATTERN.test(candidate)) return true;
    setInvalid(t('shared:validation.codeInvalid'));
    codeInput.current?.focus();
    return false;
  }

  /** Runs one call at a time (a second one while busy is dropped); a failure goes to `failed`. */
  async function run(action: () => Promise<void>, failed: (error: unknown) => void) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    }
    busyRef.current = false;
    setBusy(false);
  }

  return {
    value,
    setValue,
    country,
    setCountry,
    code,
    setCode,
    invalid,
    setInvalid,
    busy,
    phoneInput,
    codeInput,
    checkedNumber,
    isCode,
    run,
  };
}

type PhoneProof = ReturnType<typeof usePhoneProof>;

interface ProofFormProps {
  proof: PhoneProof;
  /** The form's class (a side's own layout). */
  className?: string;
  /** The primary button's text. */
  submit: string;
  /** More buttons after it (cancel, back, resend…): each disabled while `proof.busy`. */
  actions?: ReactNode;
}

/** The message of a refused number or code, under its field. */
function FieldError({ id, text }: { id: string | undefined; text: string | null }) {
  return id ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}

function Actions({ proof, submit, actions }: ProofFormProps) {
  return (
    <div className="actions">
      <button type="submit" className="primary" disabled={proof.busy}>
        {submit}
      </button>
      {actions}
    </div>
  );
}

/** The new number (country and phone field); `children`: fields of a side's own (a password). */
export function NewNumberForm(props: ProofFormProps & { label: string; onSend(): void; children?: ReactNode }) {
  const { proof, label } = props;
  const id = useId();
  const errorId = proof.invalid !== null ? `${id}-phone-error` : undefined;
  const send = (event: FormEvent) => {
    event.preventDefault();
    props.onSend();
  };
  return (
    <form className={props.className} noValidate onSubmit={send} aria-busy={proof.busy}>
      <label className="field-label" htmlFor={`${id}-phone`}>
        {label}
      </label>
      <PhoneField
        id={`${id}-phone`}
        value={proof.value}
        onChange={(next) => {
          proof.setInvalid(null);
          proof.setValue(next);
        }}
        country={proof.country}
        onCountryChange={proof.setCountry}
        invalid={proof.invalid !== null}
        describedBy={errorId}
        inputRef={proof.phoneInput}
      />
      <FieldError id={errorId} text={proof.invalid} />
      {props.children}
      <Actions {...props} />
    </form>
  );
}

/** The code sent by SMS (`intro` says where), verified as soon as its last digit is in. */
export function CodeForm(props: ProofFormProps & { intro: ReactNode; onVerify(code: string): void }) {
  const { proof, onVerify } = props;
  const id = useId();
  const errorId = proof.invalid !== null ? `${id}-code-error` : undefined;
  return (
    <form
      className={props.className}
      noValidate
      aria-busy={proof.busy}
      onSubmit={(event) => {
        event.preventDefault();
        onVerify(proof.code);
      }}
    >
      <p>{props.intro}</p>
      <CodeInput
        handle={proof.codeInput}
        value={proof.code}
        onChange={(next) => {
          proof.setCode(next);
          proof.setInvalid(null);
          if (CODE_PATTERN.test(next)) onVerify(next);
        }}
        invalid={proof.invalid !== null}
        describedBy={errorId}
        disabled={proof.busy}
      />
      <FieldError id={errorId} text={proof.invalid} />
      <Actions {...props} />
    </form>
  );
}
