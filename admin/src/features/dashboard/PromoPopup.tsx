import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useActiveMessage, useDismiss } from './marketingApi.ts';

/** The promotional popup, once: closing it dismisses it for this account. */
export function PromoPopup() {
  const { t } = useTranslation('dashboard');
  const popup = useActiveMessage('popup');
  const dismiss = useDismiss('popup');
  const message = popup.data;
  if (!message || dismiss.isPending || dismiss.isSuccess) return null;
  return (
    <Dialog
      title={message.title}
      onClose={() => dismiss.mutate(message.id)}
      footer={
        <>
          {message.cta && (
            <a className="button primary" href={message.cta.url}>
              {message.cta.label}
            </a>
          )}
          <button type="button" onClick={() => dismiss.mutate(message.id)}>
            {t('promo.dismiss')}
          </button>
        </>
      }
    >
      <p>{message.body}</p>
    </Dialog>
  );
}
