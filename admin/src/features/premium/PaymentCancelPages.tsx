import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';

/** `/payment/subscription/cancel`: the provider left the checkout; nothing was charged, premium did not start. */
export function SubscriptionCancelPage() {
  return <Cancelled page="subscriptionCancel" />;
}

/** `/payment/premium-update/cancel`: a change of the subscription was abandoned; it stays as it was. */
export function PremiumUpdateCancelPage() {
  return <Cancelled page="updateCancel" />;
}

function Cancelled({ page }: { page: 'subscriptionCancel' | 'updateCancel' }) {
  const { t } = useTranslation('premium');
  return (
    <section className="page">
      <h1>{t(`${page}.title`)}</h1>
      <p>{t(`${page}.text`)}</p>
      <p className="actions">
        <Link href="/premium" className="button primary">
          {t(`${page}.toPremium`)}
        </Link>
        <Link href="/" className="button">
          {t('toDashboard')}
        </Link>
      </p>
    </section>
  );
}
