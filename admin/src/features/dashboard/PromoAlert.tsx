import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { errorText } from '../../lib/errors.ts';
import { useActiveMessage, useDismiss } from './marketingApi.ts';

/** The promotional alert above the dashboard, until the provider dismisses it. */
export function PromoAlert() {
  const { t } = useTranslation('dashboard');
  const alert = useActiveMessage('alert');
  const dismiss = useDismiss('alert');
  const message = alert.data;
  if (!message) return null;
  return (
    <section className="promo-alert" aria-labelledby="promo-alert-title">
      <div>
        <h2 id="promo-alert-title">{message.title}</h2>
        <p>{message.body}</p>
        {message.cta && (
          <a className="button primary" href={message.cta.url}>
            {message.cta.label}
          </a>
        )}
        {dismiss.isError && (
          <p role="alert" className="field-error">
            {errorText(dismiss.error, t)}
          </p>
        )}
      </div>
      <button type="button" onClick={() => dismiss.mutate(message.id)} disabled={dismiss.isPending}>
        {t('promo.dismiss')}
      </button>
    </section>
  );
}
