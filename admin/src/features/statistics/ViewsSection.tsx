import { token } from '@alliance/shared/design-tokens';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatCount, formatDate } from '../../lib/format.ts';
import { Bars } from './Bars.tsx';
import { QueryState } from './parts.tsx';
import { useViews } from './statisticsApi.ts';

/** Profile views per day (one per visitor per day): the total, a bar chart and its table. */
export function ViewsSection({ days }: { days: number }) {
  const { t, i18n } = useTranslation('statistics');
  const views = useViews(days);
  const data = views.data;
  const language = i18n.language;
  const points = data?.items.map((item) => ({ label: formatDate(item.day, language, 'short'), count: item.count })) ?? [];
  return (
    <section className="card" aria-labelledby="stats-views" aria-busy={views.isPlaceholderData || undefined}>
      <h2 id="stats-views">{t('views.title')}</h2>
      <p className="hint">{t('views.intro')}</p>
      <QueryState query={views} />
      {data && data.total === 0 && <p className="empty">{t('views.empty')}</p>}
      {data && data.total > 0 && (
        <>
          <p className="stat-total">{t('views.total', { count: data.total, formatted: formatCount(data.total, language) })}</p>
          <Bars
            label={t('views.caption')}
            series={[{ name: t('views.column'), color: token('accent') }]}
            groups={points.map((point) => ({ label: point.label, values: [point.count] }))}
            format={(value) => formatCount(value, language)}
          />
          <ScrollTable id="stats-views-table" caption={t('views.caption')}>
            <thead>
              <tr>
                <th scope="col">{t('views.day')}</th>
                <th scope="col">{t('views.column')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.day}>
                  <th scope="row">{formatDate(item.day, language)}</th>
                  <td className="number">{formatCount(item.count, language)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </section>
  );
}
