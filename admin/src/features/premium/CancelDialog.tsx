import type { SubscriptionState } from '@alliance/shared/premium';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type RefObject, useEffect, useRef } from 'react';
import { failureText, type useUpdatePremium } from './premiumApi.ts';

interface CancelDialogProps {
  /** The end of the paid period, formatted: premium stays until then. */
  date: string;
  update: ReturnType<typeof useUpdatePremium>;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose(): void;
  onCancelled(state: SubscriptionState): void;
}

/** The cancellation's confirmation: premium stays until the end of the paid period, nothing more is charged. */
export function CancelDialog({ date, update, returnFocusTo, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation('premium');
  const failure = update.isError ? failureText(update.error, t) : null;
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  return (
    <Dialog
      title={t('cancel.title')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={
        <div className="actions">
          <button
            type="button"
            className="danger"
            disabled={update.isPending}
            onClick={() => update.mutate({ action: 'cancel' }, { onSuccess: onCancelled })}
          >
            {t('cancel.confirm')}
          </button>
          {/* Keeping the subscription is the safe default: focus starts there. */}
          <button type="button" onClick={onClose} data-autofocus>
            {t('cancel.keep')}
          </button>
        </div>
      }
    >
      <p>
        <strong>{date ? t('cancel.until', { date }) : t('cancel.untilEnd')}</strong>
      </p>
      <p>{t('cancel.what')}</p>
      {failure && (
        <p ref={alert} className="form-message error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
    </Dialog>
  );
}
