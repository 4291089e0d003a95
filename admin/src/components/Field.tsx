import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
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

/** A field's id, its translated error, and the attributes that tie its control to its hint and error. */
function useFieldParts(error: string | undefined, hint: ReactNode) {
  const { t } = useTranslation('admin');
  const id = useId();
  const message = translateMessage(error, t);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': described || undefined };
  return { id, message, control };
}

/** A control's label above it, its hint and its error below. */
function FieldFrame(props: { id: string; label: ReactNode; hint: ReactNode; message?: string; children: ReactNode }) {
  const { id, message } = props;
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p id={`${id}-hint`} className="hint">
          {props.hint}
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

/** A labelled input with its hint and its error tied to it (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, ref, addon, ...input }: FieldProps) {
  const { id, message, control } = useFieldParts(error, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} message={message}>
      <div className="field-control">
        <input ref={ref} {...control} {...input} />
        {addon}
      </div>
    </FieldFrame>
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
  const { id, message, control } = useFieldParts(error, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} message={message}>
      <textarea ref={ref} {...control} {...textarea} />
    </FieldFrame>
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
