import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type ReactNode, type RefObject, useState } from 'react';
import { errorText } from '../lib/errors.ts';
import { FormMessage } from './Field.tsx';

interface ConfirmDeleteProps {
  title: string;
  children: ReactNode;
  /** The confirming button's text ('Supprimer' by default; 'Retirer' for a photo taken out of a portfolio). */
  confirmLabel?: string;
  /** The deletion; its failure is shown in the dialog, which stays open. */
  confirm(): Promise<unknown>;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A deletion's confirmation: what goes, then Delete (focused first) or Cancel. */
export function ConfirmDelete({ title, children, confirmLabel, confirm, onClose, returnFocusTo }: ConfirmDeleteProps) {
  const { t } = useTranslation('media');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setPending(true);
    setFailure(null);
    try {
      await confirm();
    } catch (error) {
      setFailure(errorText(error, t));
      setPending(false);
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={
        <div className="actions">
          <button type="button" className="danger" onClick={() => void run()} disabled={pending} data-autofocus>
            {confirmLabel ?? t('delete.confirm')}
          </button>
          <button type="button" onClick={onClose}>
            {t('admin:cancel')}
          </button>
        </div>
      }
    >
      {children}
      <FormMessage text={failure} />
    </Dialog>
  );
}
