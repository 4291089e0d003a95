import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatCount, formatShare } from '../../lib/format.ts';
import { Missing } from '../statistics/parts.tsx';
import { useRates, useViews } from '../statistics/statisticsApi.ts';

const DAYS = 30;

/** The last 30 days in three figures (profile views, requests received, share unlocked), leading to the statistics. */
export function KeyFigures() {
  const { t, i18n } = useTranslation('dashboard');
  const views = useViews(DAYS);
  const rates = useRates(DAYS);
  const language = i18n.language;
  const failed = views.error ?? rates.error;
  const unlocked = rates.data?.unlocked.value ?? null;
  return (
    <section className="card" aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures">{t('figures.title', { count: DAYS })}</h2>
      {(views.isPending || rates.isPending) && !failed && <Loading />}
      {failed && <p className="form-message error">{errorText(failed, t)}</p>}
      {views.data && rates.data && (
        <dl className="key-figures">
          <div>
            <dt>{t('figures.views')}</dt>
            <dd>{formatCount(views.data.total, language)}</dd>
          </div>
          <div>
            <dt>{t('figures.requests')}</dt>
            <dd>{formatCount(rates.data.received.value, language)}</dd>
          </div>
          <div>
            <dt>{t('figures.unlocked')}</dt>
            <dd>{unlocked === null ? <Missing label={t('figures.missing')} /> : formatShare(unlocked, language)}</dd>
          </div>
        </dl>
      )}
      <p>
        <Link href="/statistics">{t('figures.open')}</Link>
      </p>
    </section>
  );
}
