import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, fieldErrorsOf } from './errors.ts';

/**
 * A failed submit: the fields the server named go next to their fields (the first one focused);
 * anything else is the form's message ('Erreur {status} : …'), returned for the form to show.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
): string | null {
  const named = fieldErrorsOf(error);
  if (named) {
    const ours = fields.filter((field) => named[field]);
    ours.forEach((field, index) => {
      setError(field, { type: 'server', message: named[field] }, { shouldFocus: index === 0 });
    });
    const others = Object.keys(named).filter((key) => !(fields as readonly string[]).includes(key));
    if (ours.length > 0 && others.length === 0) return null;
  }
  return errorText(error, t);
}
