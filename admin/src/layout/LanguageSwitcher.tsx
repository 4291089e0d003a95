import { LOCALES, type Locale } from '@alliance/shared/locale';
import type { ProviderMe } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useId } from 'react';
import { switchLocale } from '../i18n/i18n.ts';
import { useAdmin, useSession } from '../lib/context.tsx';
import { persistLocale } from '../lib/locale.ts';
import { meKey } from '../lib/me.ts';

/** Each language named in itself. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/**
 * Changes the interface language at once, keeps it in the `_locale` cookie of our hosts and,
 * signed in, in the account (mails come in it too).
 */
export async function changeLanguage(
  { api, i18n, queryClient }: ReturnType<typeof useAdmin>,
  locale: Locale,
  signedIn: boolean,
): Promise<void> {
  await switchLocale(i18n, locale);
  persistLocale(locale);
  if (!signedIn) return;
  // The answer's schema comes with the call (client.ts, SchemaLoader): the header is in every first load, zod is not.
  await api.authed(
    'app',
    'post',
    'api/account/change-locale',
    () => import('@alliance/shared/answers').then((m) => m.successResponseSchema),
    { locale },
  );
  queryClient.setQueryData<ProviderMe>(meKey, (me) => (me ? { ...me, user: { ...me.user, locale } } : me));
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('admin');
  const admin = useAdmin();
  const signedIn = useSession((state) => state.signedIn);
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void changeLanguage(admin, event.target.value as Locale, signedIn).catch(() => undefined)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
