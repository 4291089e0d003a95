import { LOCALES, type Locale } from '@alliance/shared/locale';
import { nameFormatters } from '@alliance/shared/text';
import { createInstance, type i18n } from 'i18next';
import { useEffect, useReducer } from 'react';

type Json = Record<string, unknown>;

/**
 * The admin's texts (`locales/<language>/<namespace>.json`), the widget parts it reuses (`common`,
 * `account` for the code boxes and phone field, `registration` for the city autocomplete, the
 * couples' app `newProject` for the rich-text editor) and the messages shared with the server
 * (`shared`: validation.*, auth.*), one file per language (`bundles/<language>.ts`, 17 KB gzip):
 * on a phone's 3G a request costs more than its bytes (about 560 ms each, six at a time), so a page
 * gets its language's texts in one request rather than in eight.
 */
const bundles = import.meta.glob<{ default: Record<string, Json> }>('./bundles/{fr,en,nl,de,it,es}.ts');

const ADMIN_NAMESPACES = [
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

/** Loads `locale`'s texts into `instance` (every namespace at once), unless they are in. */
export async function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'admin')) return;
  const loader = Object.entries(bundles).find(([file]) => file.endsWith(`/${locale}.ts`))?.[1];
  const texts = (await loader?.())?.default ?? {};
  for (const [namespace, values] of Object.entries(texts)) instance.addResourceBundle(locale, namespace, values, true, true);
}

/** Loads the language's texts, then switches to it. */
export async function switchLocale(instance: i18n, locale: Locale): Promise<void> {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
}

/**
 * A page's own namespaces (`company`, the widget parts' `registration`…) in the current language:
 * true once they are in (they come with the language's other texts).
 */
export function useTexts(instance: i18n, namespaces: readonly string[]): boolean {
  const locale = instance.language as Locale;
  const ready = namespaces.every((namespace) => instance.hasResourceBundle(locale, namespace));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLocale(instance, locale).then(() => live && loaded());
    return () => {
      live = false;
    };
  }, [instance, locale, ready]);
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
