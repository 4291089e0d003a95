import { PREMIUM_PLANS, type PremiumPlan, type SubscriptionState } from '@alliance/shared/premium';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { formatInstant } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { failureText, useSubscribe, useUpdatePremium } from './premiumApi.ts';
import { kindOf } from './state.ts';

/**
 * The two plans with their price before tax. Without premium: subscribe (through the checkout
 * page). With an active subscription: the current plan, and a switch that takes effect at the
 * next renewal (or keeping the current plan when a switch is pending).
 */
export function Plans({ state, onChanged }: { state: SubscriptionState; onChanged(notice: string): void }) {
  const { t, i18n } = useTranslation('premium');
  const subscribe = useSubscribe();
  const update = useUpdatePremium();
  const kind = kindOf(state);
  const canSubscribe = kind === 'none' || kind === 'ended' || kind === 'checkout';
  const canSwitch = kind === 'active';
  const { monthly, yearly } = state.prices;
  const money = (amount: number) => formatMoney({ amount, currency: monthly.currency }, i18n.language);
  const monthsFree = Math.round(12 - yearly.amount / monthly.amount);
  const renewal = state.currentPeriodEnd ? formatInstant(state.currentPeriodEnd, i18n.language) : '';
  const next = state.nextPlan ?? state.plan;

  const switchTo = (plan: PremiumPlan) =>
    update.mutate(
      { action: 'switch', plan },
      {
        onSuccess: (answer) =>
          onChanged(
            answer.nextPlan && answer.nextPlan !== answer.plan
              ? t('notices.switched', {
                  plan: t(`plans.${answer.nextPlan}.name`),
                  date: answer.currentPeriodEnd ? formatInstant(answer.currentPeriodEnd, i18n.language) : '',
                })
              : t('notices.kept', { plan: t(`plans.${plan}.name`) }),
          ),
      },
    );

  return (
    <section className="card" aria-labelledby="premium-plans">
      <h2 id="premium-plans">{t('plans.title')}</h2>
      <p className="hint">{t('plans.intro')}</p>
      <ul className="packs premium-plans">
        {PREMIUM_PLANS.map((plan) => {
          const current = !canSubscribe && state.plan === plan;
          const name = t(`plans.${plan}.name`);
          const title = t(`plans.${plan}.title`);
          return (
            <li key={plan} className={current ? 'pack premium-plan current' : 'pack premium-plan'}>
              <h3>
                {title} {current && <span className="badge premium-badge">{t('plans.current')}</span>}
              </h3>
              <p className="plan-price">{t(`plans.${plan}.price`, { price: money(state.prices[plan].amount) })}</p>
              {plan === 'yearly' && (
                <p className="muted">
                  {t('plans.yearly.perMonth', { price: money(yearly.amount / 12) })}
                  {monthsFree > 0 && ` ${t('plans.yearly.free', { count: monthsFree })}`}
                </p>
              )}
              {canSubscribe && (
                <button
                  type="button"
                  className="primary"
                  disabled={subscribe.isPending || subscribe.isSuccess}
                  onClick={() => subscribe.mutate(plan)}
                >
                  {t('plans.subscribe', { plan: name })}
                </button>
              )}
              {canSwitch && state.nextPlan === plan && plan !== state.plan && (
                <p className="hint">{t('plans.pending', { date: renewal })}</p>
              )}
              {canSwitch && next !== plan && (
                <>
                  <button type="button" disabled={update.isPending} onClick={() => switchTo(plan)}>
                    {plan === state.plan ? t('plans.keep', { plan: name }) : t('plans.switch', { plan: name })}
                  </button>
                  {plan !== state.plan && <p className="hint">{t('plans.switchWhen', { date: renewal })}</p>}
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="hint">{t('plans.noLockIn')}</p>
      <div role="status">{(subscribe.isPending || subscribe.isSuccess) && <p className="hint">{t('plans.redirecting')}</p>}</div>
      {subscribe.isError && <FormMessage text={failureText(subscribe.error, t)} />}
      {update.isError && <FormMessage text={failureText(update.error, t)} />}
    </section>
  );
}
