/**
 * Spoken languages named the way each interface language writes them, from the runtime's CLDR
 * data (Intl.DisplayNames): lower case in French, Italian and Spanish ("anglais"), capitalised in
 * English, Dutch and German ("English", "Engels", "Englisch"), as each language's rules want
 * inside a sentence (issue 21). `fallback` (the stored label) when the runtime has no name.
 */
export function languageName(iso: string, locale: string, fallback = iso): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(iso);
    return name || fallback;
  } catch {
    return fallback;
  }
}

/** "anglais et français", "English and French": a list in the language's own conjunction. */
export function languageList(isos: readonly string[], locale: string, fallbacks: Record<string, string> = {}): string {
  const names = isos.map((iso) => languageName(iso, locale, fallbacks[iso] ?? iso));
  return new Intl.ListFormat([locale], { type: 'conjunction' }).format(names);
}
