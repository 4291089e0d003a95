import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useMe } from '../../lib/me.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { EmailForm } from './EmailForm.tsx';
import { LanguageForm } from './LanguageForm.tsx';
import { NamesForm } from './NamesForm.tsx';
import { NotificationsForm } from './NotificationsForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PhoneForm } from './PhoneForm.tsx';

/** `/account`: language, names, e-mail, password, mobile phone, notifications, and the account's deletion. */
export function AccountPage() {
  const { t } = useTranslation('settings');
  const me = useMe().data;
  if (!me) return null;
  const sections = [
    { id: 'language', title: t('language.title'), body: <LanguageForm current={me.user.locale} /> },
    { id: 'names', title: t('names.title'), body: <NamesForm user={me.user} /> },
    { id: 'email', title: t('email.title'), body: <EmailForm user={me.user} /> },
    { id: 'password', title: t('password.title'), body: <PasswordForm /> },
    { id: 'phone', title: t('phone.title'), body: <PhoneForm user={me.user} /> },
    { id: 'notifications', title: t('notifications.title'), body: <NotificationsForm user={me.user} /> },
    { id: 'delete', title: t('delete.title'), body: <DeleteAccount /> },
  ];
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      {sections.map((section) => (
        <section key={section.id} className="card" aria-labelledby={`account-${section.id}`}>
          <h2 id={`account-${section.id}`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </section>
  );
}
