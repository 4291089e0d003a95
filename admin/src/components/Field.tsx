import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../../widget/src/i18n/react.tsx';
import { translateMessage } from '../lib/errors.ts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's problem: a shared schema's i18n key or a server message. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Beside the input (the show/hide password button). */
  addon?: ReactNode;
}

/** A labelled input with its hint and its error tied to it (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, ref, addon, ...input }: FieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const message = translateMessage(error, t);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input id={id} ref={ref} aria-invalid={message ? true : undefined} aria-describedby={described || undefined} {...input} />
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea, tied to its hint and error like `Field`. */
export function TextAreaField({ label, error, hint, ref, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const message = translateMessage(error, t);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

/** A form's own message (a failed call): read out when it appears. */
export function FormMessage({ text, tone = 'alert' }: { text: string | null | undefined; tone?: 'alert' | 'status' }) {
  if (!text) return null;
  return (
    <p className={tone === 'alert' ? 'form-message error' : 'form-message success'} role={tone}>
      {text}
    </p>
  );
}

/** An error tied to a group of controls (checkboxes): the group names it with aria-describedby. */
export function GroupError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('admin');
  const message = translateMessage(error, t);
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}
