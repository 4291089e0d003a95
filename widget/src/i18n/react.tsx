/**
 * The two pieces of react-i18next the widget uses, on its own i18next instance: a provider and
 * `useTranslation(namespace)`. react-i18next itself brings a 44 KB table of HTML entities and
 * features (Trans, Suspense loading) the script has no use for; this is 30 lines.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` bound to `namespace` (other namespaces as `'common:key'`), re-rendering on a language change. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside <I18nextProvider>');
  const [, languageChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', languageChanged);
    return () => i18n.off('languageChanged', languageChanged);
  }, [i18n]);
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when the language changes, so memoised children update
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null) as TFunction, [i18n, namespace, language]);
  return { t, i18n };
}
