import type { SubscriptionState } from '@alliance/shared/premium';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type RefObject, useRef, useState } from 'react';
import { FormMessage } from '../../components/Field.tsx';
import { formatInstant } from '../../lib/format.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { failureText, useSubscription, useUpdatePremium } from './premiumApi.ts';
import { isOn, kindOf } from './state.ts';

interface PremiumStatusProps {
  state: SubscriptionState;
  onChanged(notice: string): void;
  /** Where focus goes once the dialog's opener is gone. */
  noticeRef: RefObject<HTMLElement | null>;
}

/** Where the subscription stands, in gold while premium is on, with cancel (confirmed first) or resume. */
export function PremiumStatus({ state, onChanged, noticeRef }: PremiumStatusProps) {
  const { t, i18n } = useTranslation('premium');
  const kind = kindOf(state);
  const on = isOn(kind);
  const update = useUpdatePremium();
  const refresh = useSubscription();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const date = state.currentPeriodEnd ? formatInstant(state.currentPeriodEnd, i18n.language) : '';
  const plan = state.plan ? t(`plans.${state.plan}.name`) : '';

  const resume = () =>
    update.mutate(
      { action: 'resume' },
      { onSuccess: (next) => onChanged(t('notices.resumed', { date: dateOf(next, i18n.language) })) },
    );

  return (
    <section className={on ? 'card premium-state is-premium' : 'card premium-state'} aria-labelledby="premium-state">
      <h2 id="premium-state">
        {t('state.title')} {on && <span className="badge premium-badge">{t('state.badge')}</span>}
      </h2>
      {kind === 'none' && <p>{t('state.none')}</p>}
      {kind === 'ended' && <p>{date ? t('state.ended', { date }) : t('state.none')}</p>}
      {kind === 'checkout' && (
        <>
          <p>{t('state.checkout')}</p>
          <button type="button" onClick={() => void refresh.refetch()} disabled={refresh.isFetching}>
            {t('state.checkAgain')}
          </button>
        </>
      )}
      {kind === 'active' && (
        <>
          <p>{t('state.active', { plan, date })}</p>
          {state.nextPlan && state.nextPlan !== state.plan && (
            <p>{t('state.switchPending', { plan: t(`plans.${state.nextPlan}.name`), date })}</p>
          )}
        </>
      )}
      {kind === 'cancelling' && <p>{t('state.cancelling', { date })}</p>}
      {kind === 'pastDue' && (
        <p className="form-message error" role="alert">
          {t('state.pastDue', { date })}
        </p>
      )}
      {on && (
        <div className="actions">
          {state.cancelAtPeriodEnd ? (
            <button type="button" className="primary" onClick={resume} disabled={update.isPending}>
              {t('actions.resume')}
            </button>
          ) : (
            <button
              ref={cancelButton}
              type="button"
              className="danger"
              onClick={() => {
                update.reset();
                setConfirming(true);
              }}
              disabled={update.isPending}
            >
              {t('actions.cancel')}
            </button>
          )}
        </div>
      )}
      {!confirming && update.isError && <FormMessage text={failureText(update.error, t)} />}
      {confirming && (
        <CancelDialog
          date={date}
          update={update}
          returnFocusTo={noticeRef}
          onClose={() => setConfirming(false)}
          onCancelled={(next) => {
            setConfirming(false);
            onChanged(t('notices.cancelled', { date: dateOf(next, i18n.language) }));
          }}
        />
      )}
    </section>
  );
}

const dateOf = (state: SubscriptionState, language: string) =>
  state.currentPeriodEnd ? formatInstant(state.currentPeriodEnd, language) : '';
