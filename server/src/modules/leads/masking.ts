import { LRUCache } from 'lru-cache';

/**
 * Before the unlock, the couple's message must not leak their contact: e-mail addresses, phone
 * numbers and links become `[…]` (PROVIDERS.md). The patterns lean towards masking too much: a
 * masked date costs nothing, a leaked number costs the provider's credits their point.
 */
const MASK = '[…]';

const PATTERNS: RegExp[] = [
  // E-mail addresses, also written with spaces or " at "/" dot " to dodge filters. A plain dot
  // joins the domain's labels only without spaces: "lea@example.com. Merci" ends at "com", the
  // sentence after it stays (a spaced dot counts only with spaces on both sides: "example . com").
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[\p{L}\p{N}-]+(?:(?:\.|\s*(?:\(dot\)|\[dot\])\s*|\s+dot\s+|\s+\.\s+)[\p{L}\p{N}-]+)*?(?:\.|\s*(?:\(dot\)|\[dot\])\s*|\s+dot\s+|\s+\.\s+)\p{L}{2,}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/giu,
  // Links: with a scheme, with www., or a bare domain with a common TLD. A link ends before the
  // punctuation that closes its sentence ("…/infos." keeps its full stop).
  /\b(?:https?:\/\/|www\.)\S*[^\s.,;:!?)\]»"']/giu,
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|fr|be|de|it|es|nl|uk|eu|net|org|io|me|co|info|biz|ch|lu|pt)\b(?:\/\S*[^\s.,;:!?)\]»"'])?/giu,
  // Social handles (@name).
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{2,}/gu,
];
// Phone numbers: 8+ digits, possibly with +, spaces, dots, dashes or parentheses between them…
const PHONE = /\+?\(?\d(?:[\s.\-/()]*\d){7,}/g;
// …except a date (12/06/2027, 2027-06-12), which couples write often.
const DATE = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})$/;

function mask(message: string): string {
  const masked = PATTERNS.reduce((text, pattern) => text.replace(pattern, MASK), message);
  return masked.replace(PHONE, (match) => (DATE.test(match.trim()) ? match : MASK));
}

// A message never changes once sent, and an inbox shows the same twenty on every visit: each is
// masked once per process (the Unicode patterns cost more than the rest of a lead together).
const masked = new LRUCache<string, string>({
  max: 20_000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (text) => text.length || 1,
});

export function maskContact(message: string): string {
  const known = masked.get(message);
  if (known !== undefined) return known;
  const result = mask(message);
  masked.set(message, result);
  return result;
}
