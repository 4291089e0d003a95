import { LOCALE_COOKIE, type Locale, pickLocale } from '@alliance/shared/locale';

/** Spec §1: the `_locale` cookie, then the browser's languages, then French. */
export function detectLocale(doc: Document = document, nav: Navigator = navigator): Locale {
  const cookie = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === LOCALE_COOKIE)?.[1];
  return pickLocale({ cookie, preferred: nav.languages?.length ? nav.languages : [nav.language] });
}

/**
 * The chosen language as the `_locale` cookie of our hosts (the parent domain of `app.`, else
 * this host), which the server reads first: its messages then come in the same language. The
 * widget's own helper lives beside its bundled translations, which the admin loads one language
 * at a time: hence this copy of its rule.
 */
export function persistLocale(locale: Locale, doc: Document = document): void {
  const ours = /^(?:www|project|app)\.(.+)$/.exec(doc.location?.hostname ?? '');
  if (!ours) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  const base = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure}`;
  doc.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  doc.cookie = `${base}; Domain=${ours[1]}`;
  if (!doc.cookie.split(';').some((part) => part.trim() === `${LOCALE_COOKIE}=${locale}`)) doc.cookie = base;
}
