import { leadReturnPath, returnLeadOf } from '@alliance/shared/credits';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link, useSearch } from 'wouter';
import { useMe } from '../../lib/me.ts';
import { useCreditLogs } from './creditsApi.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { Ledger } from './Ledger.tsx';
import { Packs } from './Packs.tsx';
import { PriceGrid } from './PriceGrid.tsx';

/**
 * `/credits`: the balance, the packs on sale, the published prices, the ledger and the invoices.
 * `?lead=<uuid>`: the provider came from that lead, short of credits; a pack bought here leads
 * back to it. `?payment=canceled`: a checkout was canceled (the payment page sends them here).
 */
export function CreditsPage() {
  const { t } = useTranslation('credits');
  const me = useMe().data;
  const search = new URLSearchParams(useSearch());
  // Only a lead's uuid is read from the address (the server checks it is one of this provider's).
  const lead = returnLeadOf(leadReturnPath(search.get('lead') ?? ''));
  const returnTo = lead ? leadReturnPath(lead) : undefined;
  const canceled = search.get('payment') === 'canceled';
  // The ledger's answer is the freshest balance; `me` stands in while it loads.
  const balance = useCreditLogs().data?.pages[0]?.balance ?? me?.provider.credits ?? 0;
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      {canceled && (
        <p className="form-message error" role="status">
          {t('canceled')}
        </p>
      )}
      <p className="balance">{t('balance', { amount: t('amount', { count: balance }) })}</p>
      {returnTo && (
        <p className="hint">
          {t('fromLead')} <Link href={returnTo}>{t('backToLead')}</Link>
        </p>
      )}
      <Packs returnTo={returnTo} />
      <PriceGrid />
      <Ledger />
      <InvoiceList />
    </section>
  );
}
