/** The day an instant fell on where the couple is, as day month year. */
export function formatInstant(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A language's name from its iso code, when the server's list does not have it. */
export function languageName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
