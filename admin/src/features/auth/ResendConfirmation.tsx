import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useState } from 'react';
import { FormMessage } from '../../components/Field.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { resendConfirmation } from './authApi.ts';

/**
 * "Renvoyer l'e-mail de confirmation" (issue 21): on the check-your-inbox page and under the
 * sign-in refusal of an unconfirmed e-mail. The server answers alike whether or not the address
 * waits for a confirmation (and mails at most 3 an hour), so the text says "if".
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { api } = useAdmin();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [failure, setFailure] = useState<unknown>(null);

  const resend = async () => {
    setState('busy');
    setFailure(null);
    try {
      await resendConfirmation(api, email.trim().toLowerCase());
      setState('sent');
    } catch (error) {
      setFailure(error);
      setState('idle');
    }
  };

  return (
    <div className="resend-confirmation">
      <FormMessage text={failure ? errorText(failure, t) : null} />
      {/* A live region of its own (not role=status: the page's own status stays the one). */}
      <div aria-live="polite">{state === 'sent' && <p className="form-message success">{t('resend.sent', { email })}</p>}</div>
      <button type="button" onClick={resend} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {t('resend.button')}
      </button>
    </div>
  );
}
