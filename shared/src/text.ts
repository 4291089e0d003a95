/** Lower case without accents or ligatures: the form searches compare ("Saint-Étienne" → "saint-etienne"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replaceAll('œ', 'oe')
    .replaceAll('Œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('Æ', 'ae')
    .replaceAll('ß', 'ss')
    .toLowerCase();
}

/** Readable URL segment: accents folded, anything else than letters and digits becomes one dash. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
