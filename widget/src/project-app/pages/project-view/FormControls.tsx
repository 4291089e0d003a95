import type { Ref } from 'react';

/** The id of a field's error, tied to it with aria-describedby. */
const errorIdOf = (id: string) => `${id}-error`;

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={errorIdOf(id)}>
      {error}
    </p>
  ) : null;
}

/** The attributes that tie an input to its error. */
export const invalidProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  /** The text of the empty choice; without it a choice is required. */
  empty?: string;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, value, onChange, options, empty, error, required, inputRef }: SelectFieldProps) {
  // A value the list no longer has (renamed slug) stays selectable rather than silently changing.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className="pv-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={inputRef}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
      >
        {(empty !== undefined || value === '') && <option value="">{empty ?? ''}</option>}
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Radio buttons or check boxes in a fieldset named by its legend; the error describes the group. */
export function ChoiceGroup({ id, legend, type, options, isChecked, onToggle, error, inputRef }: ChoiceGroupProps) {
  return (
    <fieldset className="pv-choices" id={id} aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend>{legend}</legend>
      <div className="pv-choice-list">
        {options.map((option, index) => (
          <label key={option.value} className="pv-choice">
            <input
              ref={index === 0 ? inputRef : undefined}
              type={type}
              name={id}
              value={option.value}
              checked={isChecked(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
