import { sanitizePortrait } from '../providers/portrait.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/**
 * A short plain-text excerpt of a portrait for a listing card: sanitized first (a stored row is
 * never trusted), tags dropped, the allowlist's entities decoded — React escapes the text again
 * when it renders it — then cut at a word boundary.
 */
export function portraitExcerpt(portrait: string, max = 160): string {
  const text = sanitizePortrait(portrait)
    // Blocks end a sentence, inline tags (bold, italics) sit inside a word's neighbourhood.
    .replace(/<\/?(p|br|li|ul|ol)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`;
}
