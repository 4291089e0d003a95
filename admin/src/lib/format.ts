// The couples' app's formats of a day and an instant, shared by every admin page that shows dates.
export { formatDay } from '@alliance/widget/project-app/format.ts';
export { formatInstant } from '@alliance/widget/project-app/pages/project-view/format.ts';

/** A calendar day `YYYY-MM-DD`, short ("6 mai") or long ("6 mai 2026"), read as a local date so no time zone moves it. */
export function formatDate(day: string, language: string, style: 'short' | 'long' = 'long'): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(new Date(year, month - 1, date));
}

/** A share 0–1 as a whole percentage ("42 %"). */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A delay in minutes in the unit that reads best: minutes under an hour, hours under two days, then days. */
export function formatMinutes(minutes: number, language: string): string {
  const [value, unit] =
    minutes < 60 ? [Math.round(minutes), 'minute'] : minutes < 2_880 ? [minutes / 60, 'hour'] : [minutes / 1_440, 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

export const formatCount = (count: number, language: string) => new Intl.NumberFormat(language).format(count);

/**
 * Whether Italian elides "al"/"dal" before this number as spoken ("all'89 %", "all'8 %",
 * "all'11 %", "all'1 %"; but "al 18 %", "al 50 %"): its spoken form starts with a vowel (uno,
 * undici, otto, ottanta…, ottocento…). The rates' texts pick their `_elided` form with it.
 */
export function italianElides(value: number): boolean {
  const n = Math.abs(Math.round(value));
  if (n === 1 || n === 11 || n === 11_000) return true;
  return String(n).startsWith('8');
}
