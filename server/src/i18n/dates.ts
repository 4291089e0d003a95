import type { Locale } from '@alliance/shared/locale';

// Building an Intl.DateTimeFormat costs far more than formatting with one (the unlock's mail
// names the wedding date): one per language, kept.
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** An event's date (YYYY-MM-DD, a calendar day) written out in `locale`: "2 mai 2026". */
export function longEventDate(locale: Locale, isoDate: string): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
