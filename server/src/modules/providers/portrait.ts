import sanitizeHtml from 'sanitize-html';

/**
 * The provider portrait's allowlist: the rich-text editor's bold, underline and lists (spec §2)
 * plus paragraphs and their synonyms. No attribute at all: no links, styles, classes or handlers.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Tags removed with their content too (their text would only be noise or code).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

/**
 * Provider HTML as it may be stored and rendered (ARCHITECTURE.md, security decisions): run when
 * a portrait is saved and again when a card is served, so an unsanitized row never reaches a page.
 */
export function sanitizePortrait(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // Cards are served far more often than portraits change: keep recent results (oldest out first).
  if (sanitized.size >= CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}

const CACHE_SIZE = 2000;
const sanitized = new Map<string, string>();
