import type { ProjectRequest } from '@alliance/shared/couple-account';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatInstant } from './format.ts';

/** The providers this project was sent to, each with where its request stands (the provider's side sets it). */
export function ContactedProviders({ requests }: { requests: ProjectRequest[] }) {
  const { t, i18n } = useTranslation('projectView');
  if (requests.length === 0) return <p className="muted">{t('requests.none')}</p>;
  return (
    <ul className="pv-requests">
      {requests.map(({ prestataire: provider, status, sentAt }) => {
        const departement = provider.cp.slice(0, 2);
        return (
          <li key={provider.id}>
            <article className={provider.isPremium ? 'pv-request premium' : 'pv-request'} aria-label={provider.name}>
              {provider.profileImage ? (
                <img className="pv-avatar" src={provider.profileImage} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="pv-avatar pv-avatar-empty" aria-hidden="true">
                  {provider.name.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <div className="pv-request-text">
                <h3>
                  <a href={provider.profileUrl} target="_blank" rel="noopener">
                    {provider.name}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </h3>
                <p className="muted">
                  {provider.city}
                  {departement && ` (${departement})`}
                </p>
                {provider.isPremium && <p className="pv-premium">{t('premium')}</p>}
                <p className="pv-request-meta">
                  <span className={`pv-status pv-status-${status}`}>
                    <span className="sr-only">{t('requests.statusLabel')} </span>
                    {t(`status.${status}`)}
                  </span>
                  <span className="muted">{t('requests.sentAt', { date: formatInstant(sentAt, i18n.language) })}</span>
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
