import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { InvoiceList } from '../credits/InvoiceList.tsx';
import { Benefits } from './Benefits.tsx';
import { Plans } from './Plans.tsx';
import { PremiumReturnPanel } from './PremiumReturnPanel.tsx';
import { PremiumStatus } from './PremiumStatus.tsx';
import { useSubscription } from './premiumApi.ts';

/**
 * `/premium`: where the subscription stands (cancel, resume), the two plans (subscribe, switch),
 * what premium buys, what it brought since it started, and the invoices (shared with the credits).
 */
export function PremiumPage() {
  const { t } = useTranslation('premium');
  const subscription = useSubscription();
  // What the last change did, read out and focused: the button pressed may be gone with the old state.
  const [notice, setNotice] = useState<{ text: string; n: number } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const changed = (text: string) => setNotice((previous) => ({ text, n: (previous?.n ?? 0) + 1 }));
  const state = subscription.data;

  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div role="status">
        {notice && (
          <p ref={noticeRef} className="form-message success" tabIndex={-1}>
            {notice.text}
          </p>
        )}
      </div>
      {subscription.isPending && <Loading />}
      {subscription.isError && <LoadFailed query={subscription} />}
      {state && (
        <>
          <PremiumStatus state={state} onChanged={changed} noticeRef={noticeRef} />
          {state.startedAt && <PremiumReturnPanel />}
          <Plans state={state} onChanged={changed} />
        </>
      )}
      <Benefits />
      <InvoiceList />
    </section>
  );
}
