import { z } from 'zod';

/** Interface languages (spec §1). French is the source language of every text. */
export const LOCALES = ['fr', 'en', 'nl', 'de', 'it', 'es'] as const;
// Pure: the widget imports this module for its rules; its bundle drops schemas it does not use.
export const localeSchema = /* @__PURE__ */ z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Spec §1: the fallback is the default language of the French domain. */
export const FALLBACK_LOCALE: Locale = 'fr';

/** Name of the cookie that pins the interface language (spec §9). */
export const LOCALE_COOKIE = '_locale';

/** A full tag such as `nl-BE` or `de_DE` reduced to one of our languages, or undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === base);
}

/**
 * Spec §1: the `_locale` cookie first, then the browser's languages in order of preference,
 * then French. One rule for the server (Accept-Language) and the clients (navigator.languages).
 */
export function pickLocale(input: { cookie?: string | null; preferred?: readonly string[] }): Locale {
  const fromCookie = toLocale(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of input.preferred ?? []) {
    const found = toLocale(tag);
    if (found) return found;
  }
  return FALLBACK_LOCALE;
}

/** Accept-Language header → tags ordered by quality (stable for equal weights). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
