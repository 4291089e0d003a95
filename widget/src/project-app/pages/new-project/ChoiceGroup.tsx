import { useId } from 'react';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';

interface Option {
  value: string;
  label: string;
}

interface GroupProps {
  legend: string;
  /** Undefined while the list loads (or after it failed: `failure`). */
  options: Option[] | undefined;
  failure?: unknown;
  onRetry?(): void;
  error?: string;
  hint?: string;
  /** Shows "(optional)" and, for one choice, a "not decided yet" answer that clears it. */
  optional?: boolean;
  /** Whether an optional single choice offers "not decided yet" (default: when optional). */
  clearable?: boolean;
  required?: boolean;
}

interface RadioProps extends GroupProps {
  multiple?: false;
  value: string | null;
  onChange(value: string | null): void;
}

interface CheckboxProps extends GroupProps {
  multiple: true;
  value: string[];
  onChange(value: string[]): void;
}

/**
 * A question answered by tapping cards: one choice (radios, arrow keys move between them) or
 * several (checkboxes). The group carries the error, so the message is read with it.
 */
export function ChoiceGroup(props: RadioProps | CheckboxProps) {
  const { legend, options, failure, onRetry, error, hint, optional, clearable = optional, required } = props;
  const { t } = useTranslation('newProject');
  const id = useId();
  const [legendId, hintId, errorId] = [`${id}-legend`, `${id}-hint`, `${id}-error`];
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  if (!options) {
    return (
      <div className="np-group">
        <p className="np-legend">{legend}</p>
        {failure ? (
          <div role="alert">
            <p className="error">{t('errors.listFailed', { error: errorText(failure, t) })}</p>
            <button type="button" onClick={onRetry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className="muted" role="status">
            {t('common:loading')}
          </p>
        )}
      </div>
    );
  }

  const choices = !props.multiple && clearable ? [{ value: '', label: t('notDecided') }, ...options] : options;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : (props.value ?? '') === value);
  const toggle = (value: string, on: boolean) => {
    if (!props.multiple) return props.onChange(value || null);
    props.onChange(on ? [...props.value, value] : props.value.filter((other) => other !== value));
  };

  return (
    <fieldset
      className="np-group"
      role={props.multiple ? undefined : 'radiogroup'}
      aria-labelledby={legendId}
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className="np-legend">
        {legend}
        {optional && <span className="np-optional"> {t('optional')}</span>}
      </legend>
      {hint && (
        <p id={hintId} className="muted">
          {hint}
        </p>
      )}
      {/* Above the choices: a long list would push it out of sight. */}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <div className="np-cards">
        {choices.map((option) => (
          <label key={option.value} className="np-card">
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={isChecked(option.value)}
              required={required}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
