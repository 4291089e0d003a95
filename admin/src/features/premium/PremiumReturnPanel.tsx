import type { PremiumReturn } from '@alliance/shared/premium';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { usePremiumReturn } from './premiumApi.ts';

const FIGURES = ['views', 'requests', 'unlocks'] as const;

/** "+25 %", "−10 %", "0 %"; nothing to compare with when the period before counted none. */
function changeText(during: number, before: number, language: string): string | null {
  if (before === 0) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    (during - before) / before,
  );
}

/** The premium return panel: views, requests and unlocks since premium started, against the same length of time before. */
export function PremiumReturnPanel() {
  const { t } = useTranslation('premium');
  const answer = usePremiumReturn(true);
  return (
    <section className="card premium-return" aria-labelledby="premium-return">
      <h2 id="premium-return">{t('return.title')}</h2>
      {answer.isPending && <Loading />}
      {answer.isError && <p className="form-message error">{errorText(answer.error, t)}</p>}
      {answer.data && <ReturnTable data={answer.data} />}
    </section>
  );
}

function ReturnTable({ data }: { data: PremiumReturn }) {
  const { t, i18n } = useTranslation('premium');
  if (!data.since) return <p className="empty">{t('return.notYet')}</p>;
  const since = formatInstant(data.since, i18n.language);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <p>{t('return.intro', { date: since, count: data.days })}</p>
      <ScrollTable id="premium-return-table" caption={t('return.caption', { count: data.days })}>
        <thead>
          <tr>
            <th scope="col">{t('return.columns.figure')}</th>
            <th scope="col">{t('return.columns.during', { date: since })}</th>
            <th scope="col">{t('return.columns.before', { count: data.days })}</th>
            <th scope="col">{t('return.columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => {
            const { during, before } = data[figure];
            const change = changeText(during, before, i18n.language);
            return (
              <tr key={figure}>
                <th scope="row">{t(`return.figures.${figure}`)}</th>
                <td className="number">{number.format(during)}</td>
                <td className="number">{number.format(before)}</td>
                <td className={change?.startsWith('+') ? 'number up' : 'number'}>{change ?? t('return.noBase')}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </>
  );
}
