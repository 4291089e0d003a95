import { token } from '@alliance/shared/design-tokens';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatCount, formatDate } from './format.ts';
import { ChartBox, Missing, QueryState } from './parts.tsx';
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
          <ChartBox>
            <BarChart
              responsive
              accessibilityLayer={false}
              layout="vertical"
              style={{ width: '100%', height: Math.max(120, items.length * 36 + 40) }}
              data={items}
            >
              <CartesianGrid horizontal={false} stroke={token('border-soft')} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="title" width={120} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => [formatCount(Number(value), language), t('portfolios.column')]} />
              <Bar dataKey="total" fill={token('accent')} isAnimationActive={false} />
            </BarChart>
          </ChartBox>
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
