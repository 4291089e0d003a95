import { STATS_DAYS_DEFAULT } from '@alliance/shared/statistics';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PortfolioViewsSection } from './PortfolioViewsSection.tsx';
import { RatesSection } from './RatesSection.tsx';
import { PERIODS } from './statisticsApi.ts';
import { ViewsSection } from './ViewsSection.tsx';

/**
 * `/statistics?days=`: profile views per day, the requests and what became of them beside the
 * département's figures, and the portfolios' views, over 7, 30, 90 or 365 days. Each chart has
 * its data table beside it.
 */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const [, navigate] = useLocation();
  const wanted = Number(new URLSearchParams(useSearch()).get('days'));
  const days = PERIODS.find((period) => period === wanted) ?? STATS_DAYS_DEFAULT;
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {/* The period is in the address: a reload or a shared link shows the same figures. */}
      <PeriodPicker days={days} onChange={(next) => navigate(`/statistics?days=${next}`, { replace: true })} />
      <ViewsSection days={days} />
      <RatesSection days={days} />
      <PortfolioViewsSection days={days} />
    </section>
  );
}

function PeriodPicker({ days, onChange }: { days: number; onChange(days: number): void }) {
  const { t } = useTranslation('statistics');
  const name = useId();
  return (
    <fieldset className="period-picker">
      <legend>{t('period.label')}</legend>
      <div className="segmented">
        {PERIODS.map((period) => (
          <label key={period} className="segment">
            <input
              className="segment-input"
              type="radio"
              name={name}
              value={period}
              checked={period === days}
              onChange={() => onChange(period)}
            />
            <span>{t(`period.days${period}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
