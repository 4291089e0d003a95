import { token } from '@alliance/shared/design-tokens';
import { MIN_COMPARISON_PROVIDERS, type Rates } from '@alliance/shared/statistics';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatCount, formatMinutes, formatShare } from '../../lib/format.ts';
import { Bars } from './Bars.tsx';
import { Missing, QueryState } from './parts.tsx';
import { useRates } from './statisticsApi.ts';

const SHARES = ['viewed', 'unlocked', 'rejected'] as const;
const DELAYS = ['medianMinutesToFirstView', 'medianMinutesToUnlock'] as const;

/**
 * The area's name as the page shows it: a country by its name in the UI's language, a
 * département with its code.
 */
function areaName(comparison: NonNullable<Rates['comparison']>, language: string): string {
  if (comparison.scope === 'country') {
    return new Intl.DisplayNames([language], { type: 'region' }).of(comparison.code) ?? comparison.name;
  }
  return comparison.scope === 'departement' ? `${comparison.name} (${comparison.code})` : comparison.name;
}

/** "Comparé à la région Bretagne (42 prestataires)": which providers the figures are beside, and why. */
function ComparisonText({ data }: { data: Rates }) {
  const { t, i18n } = useTranslation('statistics');
  const { comparison } = data;
  if (!comparison) return <p className="hint">{t('rates.noDepartement')}</p>;
  return (
    <p className="hint">
      {t(`rates.comparison.${comparison.scope}`, {
        name: areaName(comparison, i18n.language),
        providers: t('rates.comparison.providers', {
          count: comparison.providers,
          formatted: formatCount(comparison.providers, i18n.language),
        }),
        min: MIN_COMPARISON_PROVIDERS,
      })}
    </p>
  );
}

/**
 * The requests received and what became of them (shares read, unlocked, declined; median delays),
 * each beside the same figure for the published providers of the provider's département, or of
 * their région or country when the département has too few to compare with (`comparison`).
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
          <ComparisonText data={data} />
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
  return (
    <Bars
      label={t('rates.caption')}
      series={[
        { name: t('rates.you'), color: token('accent') },
        ...(data.comparison ? [{ name: t(`rates.scope.${data.comparison.scope}`), color: token('muted') }] : []),
      ]}
      groups={points.map((point) => ({
        label: point.name,
        values: data.comparison ? [point.you, point.departement] : [point.you],
      }))}
      format={(value) => formatShare(value / 100, i18n.language)}
      max={100}
    />
  );
}

function RatesTable({ data }: { data: Rates }) {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.language;
  const cell = (value: number | null, format: (value: number) => string) => (value === null ? <Missing /> : format(value));
  const share = (value: number) => formatShare(value, language);
  const delay = (value: number) => formatMinutes(value, language);
  const count = (value: number) => formatCount(value, language);
  const departement = data.comparison ? areaName(data.comparison, language) : t('rates.departement');
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
