import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { useTranslation } from '../../i18n/react.tsx';

interface MessageDialogProps {
  message: string;
  onChange(message: string): void;
  onCancel(): void;
  onSend(message: string): void;
  sending: boolean;
}

/** Spec §8 'no-message': the provider needs a message; the couple writes one or cancels. */
export function MessageDialog({ message, onChange, onCancel, onSend, sending }: MessageDialogProps) {
  const { t } = useTranslation('presentation');
  const fieldId = useId();
  const errorId = useId();
  const [empty, setEmpty] = useState(false);

  const submit = () => {
    const text = message.trim();
    setEmpty(!text);
    if (text) onSend(text);
  };

  return (
    <Dialog
      title={t('message.title')}
      onClose={onCancel}
      footer={
        <div className="actions">
          <button type="button" onClick={onCancel}>
            {t('common:cancel')}
          </button>
          <button type="button" className="primary" onClick={submit} disabled={sending}>
            {sending ? t('sending') : t('message.send')}
          </button>
        </div>
      }
    >
      <label htmlFor={fieldId}>{t('message.label')}</label>
      <textarea
        id={fieldId}
        data-autofocus
        value={message}
        placeholder={t('message.placeholder')}
        onChange={(event) => {
          onChange(event.target.value);
          if (empty) setEmpty(false);
        }}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        required
      />
      {empty && (
        <p id={errorId} className="field-error" role="alert">
          {t('message.required')}
        </p>
      )}
    </Dialog>
  );
}
