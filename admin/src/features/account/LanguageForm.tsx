import { LOCALES, type Locale } from '@alliance/shared/locale';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type FormEvent, useId, useState } from 'react';
import { SaveBar } from '../../components/SaveStatus.tsx';
import { changeLanguage, LANGUAGE_NAMES } from '../../layout/LanguageSwitcher.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';

/** The account's language: the interface's and the mails'. */
export function LanguageForm({ current }: { current: Locale }) {
  const { t } = useTranslation('settings');
  const admin = useAdmin();
  const id = useId();
  const [value, setValue] = useState<Locale>(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      await changeLanguage(admin, value, true);
      setSaved(true);
    } catch (error) {
      setFailure(errorText(error, t));
    }
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={id}>{t('language.label')}</label>
        <select id={id} value={value} onChange={(event) => setValue(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <SaveBar failure={failure} saved={saved} busy={busy} label={t('language.submit')} />
    </form>
  );
}
