import type { TFunction } from 'i18next';
import { type RefObject, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { withdrawRequest } from './withdraw.ts';

/** A refusal's text: the server's translated `message` beside a code (409), else its error, else plain words. */
function refusalText(failure: unknown, t: TFunction): string {
  if (failure instanceof ApiError && failure.status < 500 && failure.body?.message) return failure.body.message;
  return errorText(failure, t);
}

/**
 * The confirmation before a request is withdrawn: it says what the couple gives up (the provider
 * can no longer reach them through us, the request cannot be sent to them again for this
 * project). Cancel (or Escape) sends nothing; a refusal stays shown beside the buttons.
 */
export function WithdrawDialog(props: {
  projectId: number;
  provider: { id: number; name: string };
  onWithdrawn(): void;
  /** The request changed meanwhile (404, 409): the page reads where it stands now. */
  onStale(): void;
  onClose(): void;
  /** Where focus goes when the opening button is gone (the request was withdrawn). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('projectView');
  const { api } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { provider } = props;

  const close = () => {
    if (!busy) props.onClose();
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await withdrawRequest(api, { project: props.projectId, prestataire: provider.id });
      props.onWithdrawn();
    } catch (failure) {
      setError(t('withdraw.error', { error: refusalText(failure, t) }));
      setBusy(false);
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) props.onStale();
    }
  }

  return (
    <Dialog
      title={t('withdraw.title', { name: provider.name })}
      onClose={close}
      returnFocusTo={props.returnFocusTo}
      footer={
        <>
          <div role="alert">{error && <p className="error">{error}</p>}</div>
          <div className="actions">
            <button type="button" data-autofocus onClick={close} disabled={busy}>
              {t('common:cancel')}
            </button>
            <button type="button" className="pv-danger" onClick={confirm} disabled={busy}>
              {busy ? t('withdraw.withdrawing') : t('withdraw.confirm')}
            </button>
          </div>
        </>
      }
    >
      <p>{t('withdraw.explanation', { name: provider.name })}</p>
      <p>
        <strong>{t('withdraw.final')}</strong>
      </p>
    </Dialog>
  );
}
