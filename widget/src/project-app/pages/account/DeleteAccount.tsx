import { useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { useWidget } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { deleteAccount } from '../../api/account.ts';
import { useSignOut } from './signOut.ts';

/**
 * Deleting the account, only after a confirmation that says what goes: the personal data, and
 * the open requests, which are withdrawn. Cancel (or Escape) sends nothing.
 */
export function DeleteAccount() {
  const { t } = useTranslation('accountSettings');
  const { api } = useWidget();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(api);
      // The server ended every session of the account: the tokens here are dead, drop them.
      api.tokens.clear();
      signOut(t('goodbye'));
    } catch (failure) {
      setError(t('common:errors.generic', { error: errorText(failure, t) }));
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('delete.intro')}</p>
      <button ref={opener} type="button" className="acct-danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      {open && (
        <Dialog
          title={t('delete.title')}
          onClose={close}
          returnFocusTo={opener}
          footer={
            <>
              <div role="alert">{error && <p className="error">{error}</p>}</div>
              <div className="actions">
                <button type="button" data-autofocus onClick={close} disabled={busy}>
                  {t('common:cancel')}
                </button>
                <button type="button" className="acct-danger" onClick={confirm} disabled={busy}>
                  {busy ? t('delete.deleting') : t('delete.confirm')}
                </button>
              </div>
            </>
          }
        >
          <p>{t('delete.explanation')}</p>
          <p>
            <strong>{t('delete.final')}</strong>
          </p>
        </Dialog>
      )}
    </>
  );
}
