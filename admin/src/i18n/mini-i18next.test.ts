import { sharedMessages } from '@alliance/shared/i18n/index';
import { LOCALES } from '@alliance/shared/locale';
import { nameFormatters } from '@alliance/shared/text';
import { createInstance as createMini } from '@alliance/widget/i18n/mini-i18next.ts';
import { createInstance as createI18next } from 'i18next';
import { describe, expect, it } from 'vitest';

// The admin's build uses mini-i18next in place of i18next (vite.admin.config.ts): every text of
// the admin must come out the same, namespaces added on use as the admin adds them (i18n.ts).
type Tree = { [key: string]: string | Tree };
const globbed = {
  ...import.meta.glob<{ default: Tree }>('./locales/*/*.json', { eager: true }),
  ...import.meta.glob<{ default: Tree }>('../../../widget/src/i18n/locales/*/{common,account,registration}.json', {
    eager: true,
  }),
  ...import.meta.glob<{ default: Tree }>('../../../widget/src/project-app/i18n/locales/*/newProject.json', { eager: true }),
};
const bundles: [string, string, Tree][] = LOCALES.map((locale) => [locale, 'shared', sharedMessages[locale] as Tree]);
for (const [file, module] of Object.entries(globbed)) {
  const [, locale, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (locale && namespace) bundles.push([locale, namespace, module.default]);
}
const init = {
  lng: 'fr',
  fallbackLng: false as const,
  supportedLngs: [...LOCALES],
  defaultNS: 'admin',
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(one|other|zero|few|many|two)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

describe('mini-i18next, the admin build’s i18next', () => {
  const real = createI18next();
  // Each its own resources: i18next fills the object it is given.
  real.init({ ...init, resources: {} });
  const mini = createMini().init({ ...init, resources: {} });
  // The name formats the admin adds (i18n.ts), on both.
  for (const [name, format] of Object.entries(nameFormatters("'"))) {
    real.services.formatter?.add(name, format);
    mini.services.formatter.add(name, format);
  }
  for (const [locale, namespace, texts] of bundles) {
    real.addResourceBundle(locale, namespace, texts, true, true);
    mini.addResourceBundle(locale, namespace, texts);
  }

  for (const language of LOCALES) {
    it(`says every text of the admin as i18next does, in ${language}`, async () => {
      await real.changeLanguage(language);
      await mini.changeLanguage(language);
      let compared = 0;
      for (const [locale, namespace, texts] of bundles) {
        if (locale !== 'fr') continue;
        expect(mini.hasResourceBundle(language, namespace)).toBe(real.hasResourceBundle(language, namespace));
        for (const key of new Set(keysOf(texts))) {
          for (const count of [undefined, 0, 1, 2, 5]) {
            const values = {
              count,
              name: 'Léa',
              company: 'Atelier Lune',
              date: '1 mai',
              credits: 3,
              price: '12 €',
              email: 'a@b.fr',
              days: 7,
            };
            expect(mini.t(`${namespace}:${key}`, values), `${language} ${namespace}:${key} (${count})`).toBe(
              real.t(`${namespace}:${key}`, values as never),
            );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('has no text for a namespace not loaded yet, and merges a reloaded one', () => {
    const fresh = createMini().init({ ...init, resources: {} });
    expect(fresh.hasResourceBundle('fr', 'admin')).toBe(false);
    fresh.addResourceBundle('fr', 'admin', { a: { b: 'un', c: 'deux' } });
    fresh.addResourceBundle('fr', 'admin', { a: { c: 'trois' } });
    expect([fresh.t('a.b'), fresh.t('a.c')]).toEqual(['un', 'trois']);
  });
});
