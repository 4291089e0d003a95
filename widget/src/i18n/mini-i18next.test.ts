import { sharedMessages } from '@alliance/shared/i18n/index';
import { LOCALES } from '@alliance/shared/locale';
import { createInstance as createI18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './index.ts';
import { createInstance as createMini } from './mini-i18next.ts';

// The widget's build uses mini-i18next in place of i18next: every text a couple can read in the
// script must come out the same, in every language, whatever the figures.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
type Tree = { [key: string]: string | Tree };
const resources: Record<string, Record<string, Tree>> = {};
for (const locale of LOCALES) resources[locale] = { shared: sharedMessages[locale] as Tree };
for (const [file, module] of Object.entries(files)) {
  const [, locale, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (locale && namespace && resources[locale]) resources[locale][namespace] = module.default as Tree;
}

const options = (lng: string) => ({
  lng,
  fallbackLng: 'fr',
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES, 'shared'],
  defaultNS: 'common',
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Every key of the French texts (the source), plural forms folded into their base key. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(one|other|zero|few|many|two)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

const real = createI18next();
real.init(options('fr'));
const mini = createMini().init(options('fr'));

describe('mini-i18next, the widget build’s i18next', () => {
  const namespaces = Object.keys(resources.fr ?? {});
  for (const language of LOCALES) {
    it(`says every text of the widget as i18next does, in ${language}`, async () => {
      await real.changeLanguage(language);
      await mini.changeLanguage(language);
      let compared = 0;
      for (const ns of namespaces) {
        for (const key of new Set(keysOf(resources.fr?.[ns] ?? {}))) {
          for (const count of [undefined, 0, 1, 2, 5, 21]) {
            const values = { count, name: 'Léa', error: 'E', seconds: 30, length: 3, max: 9, min: 2, phone: '+33 6', code: '33' };
            const options = count === undefined ? { ...values, count: undefined } : values;
            expect(mini.t(`${ns}:${key}`, options), `${language} ${ns}:${key} (${count})`).toBe(
              real.t(`${ns}:${key}`, options as never),
            );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it('binds a namespace, falls back to French, and names a missing key as i18next does', async () => {
    await real.changeLanguage('en');
    await mini.changeLanguage('en');
    const [ns] = NAMESPACES;
    const first = keysOf(resources.fr?.[ns] ?? {})[0] ?? '';
    expect(mini.getFixedT(null, ns)(first)).toBe(real.getFixedT(null, ns)(first));
    expect(mini.t('no.such.key')).toBe(real.t('no.such.key'));
    expect(mini.t('shared:no.such.key')).toBe(real.t('shared:no.such.key'));
  });

  it('tells its listeners of a language change', async () => {
    const instance = createMini().init(options('fr'));
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    instance.on('languageChanged', listener);
    await instance.changeLanguage('de');
    instance.off('languageChanged', listener);
    await instance.changeLanguage('it');
    expect(heard).toEqual(['de']);
    expect(instance.language).toBe('it');
  });
});
