import type { CreditPackId } from '@alliance/shared/credits';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { useBuy, usePacks } from './creditsApi.ts';

/**
 * The packs on sale: the price incl. VAT (what this provider pays) and excl. VAT, and per credit;
 * each bought through the checkout page, which leads back to `returnTo` (a lead page) once paid.
 */
export function Packs({ returnTo }: { returnTo?: string }) {
  const { t, i18n } = useTranslation('credits');
  const packs = usePacks();
  const buy = useBuy();
  const money = (amount: number, currency: 'EUR' | 'GBP') => formatMoney({ amount, currency }, i18n.language);
  return (
    <section className="card" aria-labelledby="credits-packs">
      <h2 id="credits-packs">{t('packs.title')}</h2>
      <p className="hint">{t('packs.intro')}</p>
      {packs.isPending && <Loading />}
      {packs.isError && <FormMessage text={errorText(packs.error, t)} />}
      {packs.data && (
        <ul className="packs">
          {packs.data.map((pack) => (
            <li key={pack.id} className="pack">
              <h3>{t('amount', { count: pack.credits })}</h3>
              <p className="pack-price">{t('packs.priceTtc', { price: money(pack.total.amount, pack.total.currency) })}</p>
              <p>{t('packs.price', { price: money(pack.price.amount, pack.price.currency) })}</p>
              <p className="muted">
                {t('packs.perCreditTtc', { price: money(pack.total.amount / pack.credits, pack.total.currency) })}
              </p>
              <button
                type="button"
                className="primary"
                disabled={buy.isPending || buy.isSuccess}
                onClick={() => buy.mutate({ pack: pack.id as CreditPackId, returnTo })}
              >
                {t('packs.buy', { amount: t('amount', { count: pack.credits }) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{(buy.isPending || buy.isSuccess) && <p className="hint">{t('packs.redirecting')}</p>}</div>
      {buy.isError && <FormMessage text={errorText(buy.error, t)} />}
    </section>
  );
}
