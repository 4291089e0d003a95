import type { Lead } from '@alliance/shared/leads';
import { ApiError } from '@alliance/widget/api/client.ts';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { errorText } from '../../lib/errors.ts';
import { priceText } from './LeadParts.tsx';
import { shortOfCredits, useUnlock } from './leadsApi.ts';

interface UnlockDialogProps {
  lead: Lead;
  /** The balance as `me` knows it. */
  balance: number;
  onClose(): void;
  onUnlocked(balance: number): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The unlock's confirmation: the price and the balance before and after. When the balance is
 * short (known beforehand, or the server's 402), it says so and leads to the credits page instead.
 */
export function UnlockDialog({ lead, balance, onClose, onUnlocked, returnFocusTo }: UnlockDialogProps) {
  const { t } = useTranslation('leads');
  const unlock = useUnlock(lead.uuid);
  const refused = shortOfCredits(unlock.error);
  const short = refused ?? (lead.price > balance ? { price: lead.price, balance } : null);
  const buy = useRef<HTMLAnchorElement>(null);
  const failure =
    unlock.error && !refused
      ? unlock.error instanceof ApiError && unlock.error.status === 409
        ? unlock.error.message
        : errorText(unlock.error, t)
      : null;
  const alert = useRef<HTMLParagraphElement>(null);

  // The confirm button is gone once the server said no: focus goes to what replaced it.
  useEffect(() => {
    if (refused) buy.current?.focus();
    else if (failure) alert.current?.focus();
  }, [refused, failure]);

  const amount = (count: number) => t('amount', { count });
  const confirm = () =>
    unlock.mutate(undefined, {
      onSuccess: (answer) => onUnlocked(answer.balance),
    });

  if (short) {
    return (
      <Dialog
        title={t('unlock.shortTitle')}
        onClose={onClose}
        returnFocusTo={returnFocusTo}
        footer={
          <div className="actions">
            {/* The credits page carries the lead: once paid, the provider comes back here to unlock. */}
            <Link ref={buy} href={`/credits?lead=${lead.uuid}`} className="button primary" data-autofocus>
              {t('unlock.buy')}
            </Link>
            <button type="button" onClick={onClose}>
              {t('admin:cancel')}
            </button>
          </div>
        }
      >
        <p>{t('unlock.short', { price: amount(short.price), balance: amount(short.balance) })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('unlock.title')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={
        <div className="actions">
          {!failure && (
            <button type="button" className="primary" onClick={confirm} disabled={unlock.isPending} data-autofocus>
              {lead.price === 0 ? t('unlock.confirmFree') : t('unlock.confirm', { price: amount(lead.price) })}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {failure ? t('close') : t('admin:cancel')}
          </button>
        </div>
      }
    >
      {failure ? (
        <p ref={alert} className="form-message error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : (
        <>
          <p>
            <strong>{lead.price === 0 ? t('unlock.questionFree') : t('unlock.question', { price: amount(lead.price) })}</strong>
          </p>
          {lead.price === 0 && <p>{priceText(lead, t)}</p>}
          <p>{t('unlock.balance', { balance: amount(balance), after: amount(balance - lead.price) })}</p>
          <p className="hint">{t('unlock.what')}</p>
        </>
      )}
    </Dialog>
  );
}
