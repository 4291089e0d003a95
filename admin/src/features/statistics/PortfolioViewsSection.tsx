import { token } from '@alliance/shared/design-tokens';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatCount, formatDate } from '../../lib/format.ts';
import { Bars } from './Bars.tsx';
import { Missing, QueryState } from './parts.tsx';
import { usePortfolioViews } from './statisticsApi.ts';

/** Views of each portfolio's page over the period: a bar per portfolio and the table of the same totals. */
export function PortfolioViewsSection({ days }: { days: number }) {
  const { t, i18n } = useTranslation('statistics');
  const query = usePortfolioViews(days);
  const data = query.data;
  const language = i18n.language;
  // Most viewed first; the table and the chart list them in the same order.
  const items = [...(data?.items ?? [])].sort((a, b) => b.total - a.total || a.title.localeCompare(b.title, language));
  const total = items.reduce((sum, item) => sum + item.total, 0);
  const best = (days: { day: string; count: number }[]) =>
    days.reduce<{ day: string; count: number } | null>((top, day) => (day.count > (top?.count ?? 0) ? day : top), null);
  return (
    <section className="card" aria-labelledby="stats-portfolios" aria-busy={query.isPlaceholderData || undefined}>
      <h2 id="stats-portfolios">{t('portfolios.title')}</h2>
      <QueryState query={query} />
      {data && items.length === 0 && (
        <p className="empty">
          {t('portfolios.none')} <Link href="/portfolios">{t('portfolios.create')}</Link>
        </p>
      )}
      {data && items.length > 0 && total === 0 && <p className="empty">{t('portfolios.empty')}</p>}
      {data && total > 0 && (
        <>
          <Bars
            rows
            label={t('portfolios.caption')}
            series={[{ name: t('portfolios.column'), color: token('accent') }]}
            groups={items.map((item) => ({ label: item.title, values: [item.total] }))}
            format={(value) => formatCount(value, language)}
          />
          <ScrollTable id="stats-portfolios-table" caption={t('portfolios.caption')}>
            <thead>
              <tr>
                <th scope="col">{t('portfolios.portfolio')}</th>
                <th scope="col">{t('portfolios.column')}</th>
                <th scope="col">{t('portfolios.best')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const top = best(item.days);
                return (
                  <tr key={item.portfolioId}>
                    <th scope="row">{item.title}</th>
                    <td className="number">{formatCount(item.total, language)}</td>
                    <td>
                      {top ? t('portfolios.bestDay', { date: formatDate(top.day, language), count: top.count }) : <Missing />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        </>
      )}
    </section>
  );
}
