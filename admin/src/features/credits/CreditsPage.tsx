import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { useMe } from '../../lib/me.ts';
import { useCreditLogs } from './creditsApi.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { Ledger } from './Ledger.tsx';
import { Packs } from './Packs.tsx';
import { PriceGrid } from './PriceGrid.tsx';

/** `/credits`: the balance, the packs on sale, the published prices, the ledger and the invoices. */
export function CreditsPage() {
  const { t } = useTranslation('credits');
  const me = useMe().data;
  // The ledger's answer is the freshest balance; `me` stands in while it loads.
  const balance = useCreditLogs().data?.pages[0]?.balance ?? me?.provider.credits ?? 0;
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <p className="balance">{t('balance', { amount: t('amount', { count: balance }) })}</p>
      <Packs />
      <PriceGrid />
      <Ledger />
      <InvoiceList />
    </section>
  );
}
