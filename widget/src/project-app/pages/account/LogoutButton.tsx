import { useState } from 'react';
import { useWidget } from '../../../context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { logout } from '../../api/account.ts';
import { useSignOut } from './signOut.ts';

/** Logout: the server revokes this session's refresh tokens, this device forgets them, then `/`. */
export function LogoutButton() {
  const { t } = useTranslation('accountSettings');
  const { api } = useWidget();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    // Never throws: a failed call (offline) still signs out here, the couple asked to leave.
    await logout(api);
    signOut(t('loggedOut'));
  }

  return (
    <button type="button" onClick={leave} disabled={busy}>
      {t('logout')}
    </button>
  );
}
