import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { useMe } from '../../lib/me.ts';
import { Checklist } from './Checklist.tsx';
import { KeyFigures } from './KeyFigures.tsx';
import { PremiumCard } from './PremiumCard.tsx';
import { PromoAlert } from './PromoAlert.tsx';
import { PromoPopup } from './PromoPopup.tsx';

/** `/`: the promotional messages, where the profile stands (onboarding or published), what it can still add (checklist), the leads waiting, the credits, the key figures and premium. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe().data;
  if (!me) return null;
  const { provider, user } = me;
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      {/* "l'espace d'Atelier Lune", "Rosewood Weddings' area": the texts' name formatters (i18n.ts). */}
      <p>{t('welcome', { name: user.firstname, company: provider.name })}</p>
      <PromoAlert />
      <PromoPopup />
      <section className="card" aria-labelledby="dashboard-profile">
        <h2 id="dashboard-profile">{t('profile.title')}</h2>
        {provider.published ? (
          <>
            <p>{t('profile.published')}</p>
            <p>
              <a href={provider.profileUrl} target="_blank" rel="noopener">
                {t('profile.view')}
              </a>
            </p>
          </>
        ) : (
          <>
            <p>{t('profile.notPublished')}</p>
            <p id="dashboard-completeness">{t('profile.completeness', { percent: provider.completeness })}</p>
            <div
              className="progress"
              role="progressbar"
              aria-labelledby="dashboard-completeness"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={provider.completeness}
            >
              <span style={{ width: `${Math.max(0, Math.min(100, provider.completeness))}%` }} />
            </div>
            <p>
              <Link href="/onboarding" className="button primary">
                {t('profile.continue')}
              </Link>
            </p>
          </>
        )}
        {!user.emailConfirmed && <p className="hint">{t('profile.confirmEmail', { email: user.email })}</p>}
      </section>
      <Checklist />
      <section className="card" aria-labelledby="dashboard-leads">
        <h2 id="dashboard-leads">{t('leads.title')}</h2>
        <p>{provider.newLeads > 0 ? t('leads.waiting', { count: provider.newLeads }) : t('leads.none')}</p>
        <p>
          <Link href={provider.newLeads > 0 ? '/leads?status=new' : '/leads'} className="button primary">
            {provider.newLeads > 0 ? t('leads.read') : t('leads.open')}
          </Link>
        </p>
      </section>
      <section className="card" aria-labelledby="dashboard-credits">
        <h2 id="dashboard-credits">{t('credits.title')}</h2>
        <p>{t('credits.balance', { count: provider.credits })}</p>
        <p>
          <Link href="/credits">{t('credits.open')}</Link>
        </p>
      </section>
      <KeyFigures />
      <PremiumCard />
    </section>
  );
}
