import { withProviderMessages } from '@alliance/shared/i18n/merge';
import { LOCALES, type Locale } from '@alliance/shared/locale';
import { nameFormatters } from '@alliance/shared/text';
import { createInstance, type i18n } from 'i18next';
import { useEffect, useReducer } from 'react';

type Json = Record<string, unknown>;
type Loader = () => Promise<{ default: Json }>;

/**
 * The admin's texts (`locales/<language>/<namespace>.json`), the widget parts it reuses (`common`,
 * `account` for the code boxes and phone field, `registration` for the city autocomplete, the
 * couples' app `newProject` for the rich-text editor) and the messages shared with the server
 * (`shared`: validation.*, auth.*). Each namespace of each language is a chunk of its own, loaded
 * on use: the sign-in page downloads the few it needs in one language, not six.
 */
const admin = import.meta.glob<{ default: Json }>('./locales/*/*.json');
const widget = import.meta.glob<{ default: Json }>('../../../widget/src/i18n/locales/*/{common,account,registration}.json');
const editor = import.meta.glob<{ default: Json }>('../../../widget/src/project-app/i18n/locales/*/newProject.json');
const shared = import.meta.glob<{ default: Json }>('../../../shared/src/i18n/*.json');
const providerShared = import.meta.glob<{ default: Json }>('../../../shared/src/i18n/providers/*.json');

export const ADMIN_NAMESPACES = [
  'admin',
  'auth',
  'company',
  'dashboard',
  'settings',
  'leads',
  'credits',
  'media',
  'portfolios',
  'venues',
  'videos',
  'premium',
  'statistics',
  'website',
] as const;
/** What every page needs (the shell, the sign-in pages, the error texts); the others come with their pages (`useTexts`). */
const FIRST_NAMESPACES = ['admin', 'auth', 'common', 'shared'];

function loaderOf(locale: Locale, namespace: string): Loader | undefined {
  if (namespace === 'shared') {
    const common = Object.entries(shared).find(([file]) => file.endsWith(`/i18n/${locale}.json`))?.[1];
    const providers = Object.entries(providerShared).find(([file]) => file.endsWith(`/providers/${locale}.json`))?.[1];
    if (!common || !providers) return undefined;
    // The couples' messages with the providers' validation messages merged in (as the server has them).
    return async () => {
      const [base, extra] = await Promise.all([common(), providers()]);
      const merged = base.default as { validation: Record<string, string> };
      return { default: withProviderMessages(merged, extra.default as { validation: Record<string, string> }) };
    };
  }
  const files = { ...admin, ...widget, ...editor };
  return Object.entries(files).find(([file]) => file.endsWith(`/locales/${locale}/${namespace}.json`))?.[1];
}

/** The namespaces each instance has needed so far: a language switch brings them all in the new language. */
const wanted = new WeakMap<i18n, Set<string>>();
function wantedBy(instance: i18n): Set<string> {
  const known = wanted.get(instance);
  if (known) return known;
  const first = new Set(FIRST_NAMESPACES);
  wanted.set(instance, first);
  return first;
}

/** Loads the namespaces of `locale` that `instance` does not hold yet. */
export async function loadNamespaces(instance: i18n, locale: Locale, namespaces: Iterable<string>): Promise<void> {
  const missing = [...namespaces].filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  for (const namespace of missing) wantedBy(instance).add(namespace);
  const bundles = await Promise.all(
    missing.map(async (namespace) => [namespace, (await loaderOf(locale, namespace)?.())?.default ?? {}] as const),
  );
  for (const [namespace, texts] of bundles) instance.addResourceBundle(locale, namespace, texts, true, true);
}

/** Loads `locale`'s texts into `instance`: the first namespaces and any a page has asked for. */
export function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  return loadNamespaces(instance, locale, wantedBy(instance));
}

/** Loads the language's texts, then switches to it. */
export async function switchLocale(instance: i18n, locale: Locale): Promise<void> {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
}

/**
 * A page's own namespaces (`company`, the widget parts' `registration`…) in the current language:
 * true once they are in (loaded on first use, remembered for language switches).
 */
export function useTexts(instance: i18n, namespaces: readonly string[]): boolean {
  const locale = instance.language as Locale;
  const ready = namespaces.every((namespace) => instance.hasResourceBundle(locale, namespace));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const key = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `namespaces`, a new array each render
  useEffect(() => {
    for (const namespace of namespaces) wantedBy(instance).add(namespace);
    if (ready) return;
    let live = true;
    void loadNamespaces(instance, locale, namespaces).then(() => live && loaded());
    return () => {
      live = false;
    };
  }, [instance, locale, key, ready]);
  return ready;
}

/** The admin's i18next instance, without texts yet: `loadLocale` brings them. */
export function createAdminI18n(locale: Locale): i18n {
  const instance = createInstance();
  instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [...ADMIN_NAMESPACES, 'common', 'account', 'registration', 'newProject', 'shared'],
    defaultNS: 'admin',
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // "l'espace d'Atelier", "Rosewood Weddings' area": `{{company, elidedDe}}`, `{{company, possessive}}`
  // (shared/src/text.ts), with the straight apostrophe of the admin's texts.
  for (const [name, format] of Object.entries(nameFormatters("'"))) instance.services.formatter?.add(name, format);
  return instance;
}
