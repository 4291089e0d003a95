import { sharedMessages } from '@alliance/shared/i18n/index';
import { LOCALE_COOKIE, LOCALES, type Locale, pickLocale } from '@alliance/shared/locale';
import { createInstance, type i18n } from 'i18next';

/**
 * Every namespace file under locales/<language>/<namespace>.json, bundled (the script carries
 * the six languages): `common` and one per screen, plus the messages shared with the server
 * under `shared` (validation.*, auth.*).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const NAMESPACES = ['common', 'account', 'registration', 'presentation'] as const;

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Namespace files of another tree (`<dir>/locales/<language>/<namespace>.json`, from its own
 * import.meta.glob): the couples' app adds its screens' texts this way, so the widget's script
 * carries only its own.
 */
export function resourcesFrom(globbed: Record<string, { default: Record<string, unknown> }>): Resources {
  const byLanguage: Resources = {};
  for (const [file, module] of Object.entries(globbed)) {
    const [, locale, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (locale && namespace) byLanguage[locale] = { ...byLanguage[locale], [namespace]: module.default };
  }
  return byLanguage;
}

function resources(extra: Resources): Resources {
  const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const locale of LOCALES) byLanguage[locale] = { shared: sharedMessages[locale] };
  for (const [file, module] of Object.entries(files)) {
    const [, locale, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (locale && namespace && byLanguage[locale]) byLanguage[locale][namespace] = module.default;
  }
  for (const [locale, namespaces] of Object.entries(extra)) byLanguage[locale] = { ...byLanguage[locale], ...namespaces };
  return byLanguage;
}

/** Spec §1: the `_locale` cookie, then the browser's languages, then French. */
export function detectLocale(doc: Document = document, nav: Navigator = navigator): Locale {
  const cookie = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === LOCALE_COOKIE)?.[1];
  return pickLocale({ cookie, preferred: nav.languages?.length ? nav.languages : [nav.language] });
}

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Makes `locale` the `_locale` cookie of our hosts (the parent domain of `project.` / `www.` /
 * `app.`, else this host): the server picks its language from that cookie first, so the app's
 * texts and the server's lists and dates then come in one language. Only on our own pages.
 */
export function persistLocale(locale: Locale, doc: Document = document): void {
  const host = doc.location?.hostname ?? '';
  const ours = /^(www|project|app)\.(.+)$/.exec(host);
  if (!ours) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  const base = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  // A host-only cookie of another language would shadow the domain's: it goes first.
  doc.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  doc.cookie = `${base}; Domain=${ours[2]}`;
  // A browser refuses some parent domains (`localhost`): the host's own cookie then.
  if (!doc.cookie.split(';').some((part) => part.trim() === `${LOCALE_COOKIE}=${locale}`)) doc.cookie = base;
}

/** One i18next instance per element: two widgets on a page never share a language switch. */
export function createWidgetI18n(locale: Locale, extra: Resources = {}): i18n {
  const instance = createInstance();
  const extraNamespaces = [...new Set(Object.values(extra).flatMap((namespaces) => Object.keys(namespaces)))];
  instance.init({
    lng: locale,
    fallbackLng: 'fr',
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES, 'shared', ...extraNamespaces],
    defaultNS: 'common',
    resources: resources(extra),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
