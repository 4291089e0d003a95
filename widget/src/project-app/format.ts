/**
 * A calendar day `YYYY-MM-DD` as day month year in the interface language (spec §2: "dates
 * shown as day month year"), read as a local date so no time zone moves it to the day before.
 */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}
