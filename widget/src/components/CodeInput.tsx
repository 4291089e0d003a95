import { CODE_LENGTH } from '@alliance/shared/constants';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import css from './CodeInput.css?inline';

export interface CodeInputHandle {
  /** Focuses the first empty box (the first box when all are empty or all are full). */
  focus(): void;
}

export interface CodeInputProps {
  /**
   * The code typed so far. An emptied box in the middle is a space, so the parent sees a code
   * that is not `length` digits and can call it invalid; '' resets every box.
   */
  value: string;
  onChange(code: string): void;
  length?: number;
  invalid?: boolean;
  /** Id of an error tied to the whole code. */
  describedBy?: string;
  disabled?: boolean;
  handle?: Ref<CodeInputHandle>;
}

const DIGIT = /^\d$/;

/** One-digit-per-box code entry (spec §2, §9): numeric, one character a box, paste fills all, backspace moves back. */
export function CodeInput({ value, onChange, length = CODE_LENGTH, invalid, describedBy, disabled, handle }: CodeInputProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (DIGIT.test(value[i] ?? '') ? (value[i] as string) : ''));

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  useImperativeHandle(handle, () => ({
    focus: () => {
      const empty = digits.indexOf('');
      focusBox(empty === -1 ? 0 : empty);
    },
  }));

  const emit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    emit(next);
  };

  /** Several digits at once (paste, SMS autofill): a whole code fills from the first box, a part from `index`. */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const from = incoming.length >= length ? 0 : index;
    const next = [...digits];
    for (const [offset, digit] of [...incoming.slice(0, length - from)].entries()) next[from + offset] = digit;
    emit(next);
    focusBox(from + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (DIGIT.test(key)) {
      // Handled here rather than on input: a full box (maxLength 1) would refuse the new digit.
      event.preventDefault();
      setDigit(index, key);
      focusBox(index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) setDigit(index, '');
      else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setDigit(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key.length === 1) {
      // Any other character: refused before it reaches the box.
      event.preventDefault();
    }
  };

  // Virtual keyboards (key 'Unidentified') and one-time-code autofill arrive as plain input.
  const onInput = (index: number, input: HTMLInputElement) => {
    const typed = input.value.replace(/\D/g, '');
    if (typed.length > 1) fill(index, typed);
    else if (typed.length === 1) {
      setDigit(index, typed);
      focusBox(index + 1);
    } else if (input.value === '') setDigit(index, '');
    // Keep the DOM in step even when nothing changed (a refused character).
    input.value = typed.length === 1 ? typed : (digits[index] ?? '');
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const hintId = `${id}-hint`;
  return (
    // A fieldset: a group named by its legend, which screen readers announce on entering the boxes.
    <fieldset className="code-input" aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}>
      <legend className="code-input-label">{t('codeInput.label')}</legend>
      <style>{css}</style>
      <span className="sr-only" id={hintId}>
        {t('codeInput.hint', { length })}
      </span>
      <div className="code-input-boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never move.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('codeInput.digit', { index: index + 1, length })}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={digit}
            onKeyDown={(event) => onKeyDown(index, event)}
            onChange={(event) => onInput(index, event.currentTarget)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
