import type { ProjectRequest } from '@alliance/shared/couple-account';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatInstant } from './format.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';
import { WITHDRAWABLE } from './withdraw.ts';

/**
 * The providers this project was sent to, each with where its request stands (the provider's side
 * sets it), and the couple's one action on an open request: withdrawing it, after a confirmation.
 */
export function ContactedProviders(props: {
  projectId: number;
  requests: ProjectRequest[];
  /** The server withdrew the request to this provider. */
  onWithdrawn(providerId: number): void;
  /** A withdrawal was refused because the request changed meanwhile: read the project again. */
  onStale(): void;
}) {
  const { t, i18n } = useTranslation('projectView');
  // The provider whose withdrawal is being confirmed, and the last one withdrawn here (its notice).
  const [confirming, setConfirming] = useState<ProjectRequest['prestataire'] | null>(null);
  const [withdrawnNow, setWithdrawnNow] = useState<number | null>(null);
  // The card acted on last: focus lands there (on its notice once withdrawn) when its button is gone.
  const [target, setTarget] = useState<number | null>(null);
  const focusTarget = useRef<HTMLElement>(null);

  if (props.requests.length === 0) return <p className="muted">{t('requests.none')}</p>;
  return (
    <>
      <ul className="pv-requests">
        {props.requests.map(({ prestataire: provider, status, sentAt }) => {
          const departement = provider.cp.slice(0, 2);
          const justWithdrawn = withdrawnNow === provider.id && status === 'withdrawn';
          return (
            <li key={provider.id}>
              <article
                ref={target === provider.id && !justWithdrawn ? focusTarget : undefined}
                tabIndex={-1}
                className={provider.isPremium ? 'pv-request premium' : 'pv-request'}
                aria-label={provider.name}
              >
                {provider.profileImage ? (
                  <img className="pv-avatar" src={provider.profileImage} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="pv-avatar pv-avatar-empty" aria-hidden="true">
                    {provider.name.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <div className="pv-request-text">
                  <h3>
                    <a href={provider.profileUrl} target="_blank" rel="noopener">
                      {provider.name}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  </h3>
                  <p className="muted">
                    {provider.city}
                    {departement && ` (${departement})`}
                  </p>
                  {provider.isPremium && <p className="pv-premium">{t('premium')}</p>}
                  <p className="pv-request-meta">
                    <span className={`pv-status pv-status-${status}`}>
                      <span className="sr-only">{t('requests.statusLabel')} </span>
                      {t(`status.${status}`)}
                    </span>
                    <span className="muted">{t('requests.sentAt', { date: formatInstant(sentAt, i18n.language) })}</span>
                  </p>
                  {status === 'unlocked' && <p>{t('statusHint.unlocked')}</p>}
                  {justWithdrawn && (
                    <p
                      ref={(node) => {
                        focusTarget.current = node;
                      }}
                      className="success"
                      tabIndex={-1}
                    >
                      {t('withdraw.done')}
                    </p>
                  )}
                  {WITHDRAWABLE.includes(status) && (
                    <p className="pv-request-actions">
                      <button
                        type="button"
                        className="pv-withdraw"
                        onClick={() => {
                          setTarget(provider.id);
                          setConfirming(provider);
                        }}
                      >
                        {t('withdraw.open')}
                        <span className="sr-only"> — {provider.name}</span>
                      </button>
                    </p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {confirming && (
        <WithdrawDialog
          projectId={props.projectId}
          provider={confirming}
          returnFocusTo={focusTarget}
          onClose={() => setConfirming(null)}
          onStale={props.onStale}
          onWithdrawn={() => {
            setConfirming(null);
            setWithdrawnNow(confirming.id);
            props.onWithdrawn(confirming.id);
          }}
        />
      )}
    </>
  );
}
