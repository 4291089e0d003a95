import { useWidgetState } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import css from './account.css?inline';
import { DeleteAccount } from './DeleteAccount.tsx';
import { EmailForm } from './EmailForm.tsx';
import { LanguageForm } from './LanguageForm.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { PhoneChange } from './PhoneChange.tsx';

/** Account settings (issue 6 item 6): who the couple is, e-mail, language, phone, logout, deletion. */
export function AccountPage() {
  const { t } = useTranslation('accountSettings');
  const user = useWidgetState((state) => state.user);
  if (!user) {
    return (
      <p className="loading" role="status">
        {t('common:loading')}
      </p>
    );
  }
  const notGiven = <span className="muted">{t('notGiven')}</span>;
  const place = user.city ? `${user.city}${user.zipCode ? ` (${user.zipCode})` : ''}` : null;
  return (
    <section className="acct-page" aria-labelledby="acct-title">
      <style>{css}</style>
      <h1 id="acct-title">{t('title')}</h1>

      <section className="acct-section" aria-labelledby="acct-identity">
        <h2 id="acct-identity">{t('identity.title')}</h2>
        <dl className="acct-identity">
          <div>
            <dt>{t('identity.firstname')}</dt>
            <dd>{user.firstname || notGiven}</dd>
          </div>
          <div>
            <dt>{t('identity.lastname')}</dt>
            <dd>{user.lastname || notGiven}</dd>
          </div>
          <div>
            <dt>{t('identity.city')}</dt>
            <dd>{place || notGiven}</dd>
          </div>
        </dl>
        <p className="muted">{t('identity.namesFixed')}</p>
      </section>

      <section className="acct-section" aria-labelledby="acct-email">
        <h2 id="acct-email">{t('email.title')}</h2>
        <EmailForm user={user} />
      </section>

      <section className="acct-section" aria-labelledby="acct-language">
        <h2 id="acct-language">{t('language.title')}</h2>
        <LanguageForm user={user} />
      </section>

      <section className="acct-section" aria-labelledby="acct-phone">
        <h2 id="acct-phone">{t('phone.title')}</h2>
        <PhoneChange user={user} />
      </section>

      <section className="acct-section" aria-labelledby="acct-session">
        <h2 id="acct-session">{t('session.title')}</h2>
        <p>{t('session.intro')}</p>
        <LogoutButton />
      </section>

      <section className="acct-section acct-delete" aria-labelledby="acct-delete">
        <h2 id="acct-delete">{t('delete.heading')}</h2>
        <DeleteAccount />
      </section>
    </section>
  );
}
