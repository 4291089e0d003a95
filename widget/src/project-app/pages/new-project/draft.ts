import type { Locality } from '@alliance/shared/locality';
import { LOCATION_PREFERENCES, MESSAGE_MAX_LENGTH, type SaveProjectBody } from '@alliance/shared/projects';
import type { JSONContent } from '@tiptap/react';
import { toPlainText } from './plainText.ts';

export const STEP_COUNT = 5;
export type Step = 1 | 2 | 3 | 4 | 5;
type LocationPreference = (typeof LOCATION_PREFERENCES)[number];

/** The couple's answers so far, as kept in localStorage between visits. */
export interface Draft {
  step: Step;
  eventType: string | null;
  serviceType: string | null;
  theme: string;
  /** `YYYY-MM-DD` from the date input, '' while none is chosen. */
  eventDate: string;
  location: Locality | null;
  locationPreference: LocationPreference | null;
  guestRange: string | null;
  budgetRange: string | null;
  plannerBudgetRange: string | null;
  languages: string[];
  /** The editor's document: bold, underline and lists come back after a reload. */
  message: JSONContent | null;
}

export type Field = Exclude<keyof Draft, 'step'>;
/** Field → i18n key of its problem (newProject namespace). */
export type FieldErrors = Partial<Record<Field, string>>;

/** Which step asks for each field: a server error on a field sends the couple back there. */
export const STEP_OF: Record<Field, Step> = {
  eventType: 1,
  serviceType: 1,
  theme: 2,
  eventDate: 2,
  location: 3,
  locationPreference: 3,
  guestRange: 4,
  budgetRange: 4,
  plannerBudgetRange: 4,
  languages: 5,
  message: 5,
};

export const DRAFT_KEY = 'alliance:project-draft';

export function emptyDraft(language: string): Draft {
  return {
    step: 1,
    eventType: null,
    serviceType: null,
    theme: '',
    eventDate: '',
    location: null,
    locationPreference: null,
    guestRange: null,
    budgetRange: null,
    plannerBudgetRange: null,
    languages: [language],
    message: null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first date the couple may pick: tomorrow here, or tomorrow in UTC when that is later
 * (the server compares with its UTC day: west of Greenwich, "tomorrow" could still be its today).
 */
export function firstPickableDay(now = new Date()): string {
  const local = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const localDay = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  const utcDay = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return localDay > utcDay ? localDay : utcDay;
}

/** The message as the server stores and mails it: plain text. */
const messageText = (draft: Draft) => (draft.message ? toPlainText(draft.message) : '');

/** Problems of one step's answers; `messageRequired` when a provider is to receive the message. */
export function validateStep(step: Step, draft: Draft, options: { now?: Date; messageRequired?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 1 && !draft.eventType) errors.eventType = 'errors.eventType';
  if (step === 2) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.eventDate)) errors.eventDate = 'errors.eventDateMissing';
    else if (draft.eventDate < firstPickableDay(options.now)) errors.eventDate = 'errors.eventDatePast';
  }
  if (step === 3 && !draft.location) errors.location = 'errors.location';
  if (step === 5) {
    const text = messageText(draft);
    if (text.length > MESSAGE_MAX_LENGTH) errors.message = 'errors.messageTooLong';
    else if (options.messageRequired && !text) errors.message = 'errors.messageRequired';
  }
  return errors;
}

/** The first step with a problem up to `upTo`, or null: a restored draft never skips one. */
export function firstInvalidStep(draft: Draft, upTo: Step, options: { now?: Date } = {}): Step | null {
  for (let step = 1 as Step; step < upTo; step = (step + 1) as Step) {
    if (Object.keys(validateStep(step, draft, options)).length) return step;
  }
  return null;
}

/** The save-project body: every field, unanswered ones as null; `known` drops languages the list lacks. */
export function toSaveBody(draft: Draft, known?: string[]): SaveProjectBody {
  const { location } = draft;
  const text = messageText(draft);
  return {
    eventType: draft.eventType ?? '',
    serviceType: draft.serviceType,
    theme: draft.theme.trim() || null,
    eventDate: draft.eventDate,
    // The autocomplete's place carries its label too: the server's schema is strict.
    location: location
      ? {
          city: location.city,
          zipCode: location.zipCode,
          countryCode: location.countryCode,
          latitude: location.latitude,
          longitude: location.longitude,
        }
      : { city: '', zipCode: '', countryCode: '', latitude: 0, longitude: 0 },
    locationPreference: draft.locationPreference,
    guestRange: draft.guestRange,
    budgetRange: draft.budgetRange,
    plannerBudgetRange: draft.plannerBudgetRange,
    languages: known ? draft.languages.filter((iso) => known.includes(iso)) : draft.languages,
    message: text || null,
  };
}

const isStep = (value: unknown): value is Step => typeof value === 'number' && value >= 1 && value <= STEP_COUNT;

/** The stored draft, or null when there is none or it cannot be read (private mode, old shape). */
export function loadDraft(storage: Storage | undefined = globalThis.localStorage): Draft | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Draft>;
    if (!stored || typeof stored !== 'object' || !isStep(stored.step) || !Array.isArray(stored.languages)) return null;
    const preference = LOCATION_PREFERENCES.find((p) => p === stored.locationPreference) ?? null;
    return { ...emptyDraft(''), ...stored, locationPreference: preference };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft then lives as long as the page, nothing else breaks.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Same as above: nothing to clear.
  }
}
