import type { Locality } from '@alliance/shared/locality';
import { LOCATION_PREFERENCES, MESSAGE_MAX_LENGTH, type Project, type SaveProjectBody } from '@alliance/shared/projects';

/** What the edit form holds: strings as the inputs give them, '' for "not given". */
export interface FormValues {
  eventType: string;
  serviceType: string;
  theme: string;
  eventDate: string;
  location: Locality | null;
  locationPreference: string;
  guestRange: string;
  budgetRange: string;
  plannerBudgetRange: string;
  languages: string[];
  message: string;
}

export type Field = keyof FormValues;
/** In the order of the form: the focus goes to the first invalid one. */
export const FIELDS: Field[] = [
  'eventType',
  'serviceType',
  'theme',
  'eventDate',
  'location',
  'locationPreference',
  'guestRange',
  'budgetRange',
  'plannerBudgetRange',
  'languages',
  'message',
];
export type FieldErrors = Partial<Record<Field, string>>;

const THEME_MAX_LENGTH = 200;

/** `YYYY-MM-DD` of a local calendar day, `offset` days from today. */
export function localDay(offset = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function valuesOf(project: Project): FormValues {
  const { location } = project;
  return {
    eventType: project.eventType,
    serviceType: project.serviceType ?? '',
    theme: project.theme ?? '',
    eventDate: project.eventDate,
    location: location ? { ...location, label: `${location.city} (${location.zipCode})` } : null,
    locationPreference: project.locationPreference ?? '',
    guestRange: project.guestRange ?? '',
    budgetRange: project.budgetRange ?? '',
    plannerBudgetRange: project.plannerBudgetRange ?? '',
    languages: [...project.languages],
    message: project.message ?? '',
  };
}

/** The checks the server makes too, as i18n keys of the `shared` messages; the server has the last word. */
export function validate(values: FormValues, today = localDay()): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.eventType) errors.eventType = 'shared:validation.eventTypeInvalid';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.eventDate)) errors.eventDate = 'shared:validation.eventDateInvalid';
  else if (values.eventDate <= today) errors.eventDate = 'shared:validation.eventDatePast';
  if (!values.location) errors.location = 'shared:validation.locationInvalid';
  if (values.theme.trim().length > THEME_MAX_LENGTH) errors.theme = 'shared:validation.themeInvalid';
  if (values.message.trim().length > MESSAGE_MAX_LENGTH) errors.message = 'shared:validation.messageTooLong';
  return errors;
}

const orNull = (text: string) => text.trim() || null;

/** The save-project body; the place is passed apart because only a checked form has one. */
export function bodyOf(id: number, values: FormValues, location: Locality): SaveProjectBody & { id: number } {
  const preference = LOCATION_PREFERENCES.find((p) => p === values.locationPreference) ?? null;
  return {
    id,
    eventType: values.eventType,
    serviceType: orNull(values.serviceType),
    theme: orNull(values.theme),
    eventDate: values.eventDate,
    location: {
      city: location.city,
      zipCode: location.zipCode,
      countryCode: location.countryCode,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    locationPreference: preference,
    guestRange: orNull(values.guestRange),
    budgetRange: orNull(values.budgetRange),
    plannerBudgetRange: orNull(values.plannerBudgetRange),
    languages: values.languages,
    message: orNull(values.message),
  };
}

/**
 * The server's 400 `fields` (paths such as `location.city`, `languages.0`) on the form's fields;
 * what matches no field is left out and shown with the general message.
 */
export function serverFieldErrors(fields: Record<string, string> | undefined): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= message;
  }
  return errors;
}
