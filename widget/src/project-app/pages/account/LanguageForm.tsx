import { LOCALES, type Locale, toLocale } from '@alliance/shared/locale';
import type { User } from '@alliance/shared/user';
import { type FormEvent, useId, useState } from 'react';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { persistLocale } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { updateProfile } from '../../api/account.ts';

/** Each language named in itself: whoever cannot read the current one still finds their own. */
const NATIVE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/**
 * The interface language, saved on the account (the project host applies it at sign-in) and
 * switched at once. A button sends it: a select that acted on change would fire while the
 * keyboard walks through the options.
 */
export function LanguageForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('accountSettings');
  const { api, store } = useWidget();
  const id = useId();
  const [locale, setLocale] = useState<Locale>(() => toLocale(user.locale) ?? toLocale(i18n.language) ?? 'fr');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSaved(false);
    setBusy(true);
    try {
      const answer = await updateProfile(api, { locale });
      store.getState().signedIn(answer.user);
      persistLocale(locale);
      await i18n.changeLanguage(locale);
      setSaved(true);
    } catch (failure) {
      setError(t('common:errors.generic', { error: errorText(failure, t) }));
    }
    setBusy(false);
  }

  return (
    <form className="acct-form" noValidate onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          setLocale(event.target.value as Locale);
          setSaved(false);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <div role="alert">{error && <p className="error">{error}</p>}</div>
      <div role="status">{saved && <p className="success">{t('language.saved')}</p>}</div>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('language.submit')}
        </button>
      </div>
    </form>
  );
}
