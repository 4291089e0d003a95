import { PREMIUM_BENEFITS } from '@alliance/shared/premium';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { useAdmin } from '../../lib/context.tsx';

/** What premium buys, as `/how-we-rank/` explains it to everyone. */
export function Benefits() {
  const { t } = useTranslation('premium');
  const { api } = useAdmin();
  return (
    <section className="card" aria-labelledby="premium-benefits">
      <h2 id="premium-benefits">{t('benefits.title')}</h2>
      <ul className="premium-benefits">
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit}>
            <strong>{t(`benefits.${benefit}.title`)}</strong> {t(`benefits.${benefit}.text`)}
          </li>
        ))}
      </ul>
      <p>{t('benefits.noLockIn')}</p>
      <p>
        <ExternalLink href={`${api.origins.www}/how-we-rank/`}>{t('benefits.ranking')}</ExternalLink>
      </p>
    </section>
  );
}
