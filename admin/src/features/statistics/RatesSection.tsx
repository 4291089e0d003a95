import { token } from '@alliance/shared/design-tokens';
import type { Rates } from '@alliance/shared/statistics';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatCount, formatMinutes, formatShare } from './format.ts';
import { ChartBox, Missing, QueryState } from './parts.tsx';
import { useRates } from './statisticsApi.ts';

const SHARES = ['viewed', 'unlocked', 'rejected'] as const;
const DELAYS = ['medianMinutesToFirstView', 'medianMinutesToUnlock'] as const;

/**
 * The requests received and what became of them (shares read, unlocked, declined; median delays),
 * each beside the same figure for the published providers of the provider's département.
 */
export function RatesSection({ days }: { days: number }) {
  const { t, i18n } = useTranslation('statistics');
  const rates = useRates(days);
  const data = rates.data;
  return (
    <section className="card" aria-labelledby="stats-rates" aria-busy={rates.isPlaceholderData || undefined}>
      <h2 id="stats-rates">{t('rates.title')}</h2>
      <QueryState query={rates} />
      {data && (
        <>
          <p className="stat-total">
            {t('rates.received', { count: data.received.value, formatted: formatCount(data.received.value, i18n.language) })}
          </p>
          <p className="hint">
            {data.departement
              ? t('rates.compared', { name: data.departement.name, code: data.departement.code })
              : t('rates.noDepartement')}
          </p>
          {data.received.value === 0 && <p className="empty">{t('rates.empty')}</p>}
          <SharesChart data={data} />
          <RatesTable data={data} />
        </>
      )}
    </section>
  );
}

function SharesChart({ data }: { data: Rates }) {
  const { t, i18n } = useTranslation('statistics');
  const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));
  const points = SHARES.map((share) => ({
    name: t(`rates.shares.${share}`),
    you: percent(data[share].value),
    departement: percent(data[share].departement),
  }));
  if (points.every((point) => point.you === null && point.departement === null)) return null;
  const share = (value: unknown) => formatShare(Number(value) / 100, i18n.language);
  return (
    <ChartBox>
      <BarChart responsive accessibilityLayer={false} style={{ width: '100%', height: 260 }} data={points}>
        <CartesianGrid vertical={false} stroke={token('border-soft')} />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
        <YAxis domain={[0, 100]} tickFormatter={share} width={48} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value, name) => [share(value), name]} />
        {/* In the bars' order (recharts sorts the names alphabetically by default). */}
        <Legend itemSorter={null} />
        <Bar dataKey="you" name={t('rates.you')} fill={token('accent')} isAnimationActive={false} />
        {data.departement && (
          <Bar dataKey="departement" name={t('rates.departement')} fill={token('muted')} isAnimationActive={false} />
        )}
      </BarChart>
    </ChartBox>
  );
}

function RatesTable({ data }: { data: Rates }) {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.language;
  const cell = (value: number | null, format: (value: number) => string) => (value === null ? <Missing /> : format(value));
  const share = (value: number) => formatShare(value, language);
  const delay = (value: number) => formatMinutes(value, language);
  const count = (value: number) => formatCount(value, language);
  const departement = data.departement
    ? t('rates.departementNamed', { name: data.departement.name, code: data.departement.code })
    : t('rates.departement');
  const rows: [string, number | null, number | null, (value: number) => string][] = [
    ['received', data.received.value, data.received.departement, count],
    ...SHARES.map((key): [string, number | null, number | null, (value: number) => string] => [
      key,
      data[key].value,
      data[key].departement,
      share,
    ]),
    ...DELAYS.map((key): [string, number | null, number | null, (value: number) => string] => [
      key,
      data[key].value,
      data[key].departement,
      delay,
    ]),
  ];
  return (
    <ScrollTable id="stats-rates-table" caption={t('rates.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('rates.figure')}</th>
          <th scope="col">{t('rates.you')}</th>
          <th scope="col">{departement}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, you, theirs, format]) => (
          <tr key={key}>
            <th scope="row">{t(`rates.rows.${key}`)}</th>
            <td className="number">{cell(you, format)}</td>
            <td className="number">{cell(theirs, format)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
