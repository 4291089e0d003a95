import type { ProviderCard as Provider } from '@alliance/shared/providers';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { flagOf } from './flags.ts';

interface ProviderCardProps {
  provider: Provider;
  checked: boolean;
  onToggle(checked: boolean): void;
  disabled?: boolean;
}

/** A suggested provider (spec §3): premium ones in gold, with a box to pick it. */
export function ProviderCard({ provider, checked, onToggle, disabled }: ProviderCardProps) {
  const { t } = useTranslation('presentation');
  const boxId = useId();
  const { name, city, cp, portrait, profileUrl, profileImage, isPremium, hasLoggedInTheLastDays, langues } = provider;
  const departement = cp.slice(0, 2);

  return (
    <article className={isPremium ? 'qr-card premium' : 'qr-card'} aria-label={name}>
      <div className="qr-card-head">
        {profileImage ? (
          <img className="qr-card-image" src={profileImage} alt={name} width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className="qr-card-image qr-card-placeholder" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="qr-card-id">
          <h3>
            <a href={profileUrl} target="_blank" rel="noopener">
              {name}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </h3>
          <p className="muted">
            {city}
            {departement && (
              <>
                {' '}
                <span title={t('card.departement', { departement })}>({departement})</span>
              </>
            )}
          </p>
          {(isPremium || hasLoggedInTheLastDays) && (
            <p className="qr-badges">
              {isPremium && <span className="qr-badge premium">{t('card.premium')}</span>}
              {hasLoggedInTheLastDays && <span className="qr-badge active">{t('card.active')}</span>}
            </p>
          )}
        </div>
      </div>
      {portrait && (
        <div
          className="qr-card-portrait"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server with an allowlist when saved (ARCHITECTURE.md)
          dangerouslySetInnerHTML={{ __html: portrait }}
        />
      )}
      {langues.length > 0 && (
        <ul className="qr-card-languages" aria-label={t('card.languages')}>
          {langues.map((language) => {
            const Flag = flagOf(language.iso);
            return (
              <li key={language.iso}>
                {Flag ? (
                  <Flag className="qr-flag" role="img" aria-label={language.label} width={21} height={14} />
                ) : (
                  <span className="qr-flag qr-flag-neutral" role="img" aria-label={language.label} />
                )}
                <span aria-hidden="true">{language.label}</span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="qr-card-pick">
        <input
          id={boxId}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={boxId}>{t('suggestions.contact', { name })}</label>
      </div>
    </article>
  );
}
