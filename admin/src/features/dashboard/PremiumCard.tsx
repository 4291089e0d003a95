import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { formatInstant } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { useSubscription } from '../premium/premiumApi.ts';
import { isOn, kindOf } from '../premium/state.ts';

/** Premium on (in gold, until when or renewed when) or off, leading to the premium page. */
export function PremiumCard() {
  const { t, i18n } = useTranslation('dashboard');
  const me = useMe().data;
  const state = useSubscription().data;
  // While the subscription loads (or if it fails), `me` knows whether premium is on.
  const kind = state ? kindOf(state) : me?.provider.isPremium ? 'active' : 'none';
  const end = state?.currentPeriodEnd ?? me?.provider.premiumUntil ?? null;
  const date = end ? formatInstant(end, i18n.language) : '';
  const on = isOn(kind);
  const text = !on
    ? t('premium.off')
    : !date
      ? t('premium.on')
      : kind === 'active'
        ? t('premium.renews', { date })
        : kind === 'pastDue'
          ? t('premium.pastDue', { date })
          : t('premium.until', { date });
  return (
    <section className={on ? 'card premium-state is-premium' : 'card'} aria-labelledby="dashboard-premium">
      <h2 id="dashboard-premium">
        {t('premium.title')} {on && <span className="badge premium-badge">{t('premium.badge')}</span>}
      </h2>
      <p>{text}</p>
      <p>
        <Link href="/premium" className={on ? undefined : 'button primary'}>
          {on ? t('premium.manage') : t('premium.discover')}
        </Link>
      </p>
    </section>
  );
}
