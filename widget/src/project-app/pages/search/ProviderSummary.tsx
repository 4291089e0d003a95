import type { ProviderCard } from '@alliance/shared/providers';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/react.tsx';
import { flagOf } from '../../../screens/presentation/flags.ts';
import { departementLabel, departementOfCp, useDepartements } from './departements.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

/** A provider in the search results: who, where, languages, the two ways on, and the favorite heart. */
export function ProviderSummary({ provider, linkRef }: { provider: ProviderCard; linkRef?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation('search');
  return (
    <article className={provider.isPremium ? 'app-provider premium' : 'app-provider'} aria-labelledby={`provider-${provider.id}`}>
      <ProviderHead provider={provider} level="h2" linkRef={linkRef} />
      <p className="app-actions">
        <Link href={`/projects/new?prestataire=${provider.id}`} className="app-button primary">
          {t('contact')} <span className="sr-only">{provider.name}</span>
        </Link>
        <FavoriteButton provider={provider} />
      </p>
    </article>
  );
}

interface HeadProps {
  provider: ProviderCard;
  /** h2 in a list of results, h1 on the provider's own page. */
  level: 'h1' | 'h2';
  linkRef?: Ref<HTMLAnchorElement>;
}

/** Image, name, city and département, badges and languages: the same on the card and on the page. */
export function ProviderHead({ provider, level: Heading, linkRef }: HeadProps) {
  const { t } = useTranslation('search');
  const { id, name, city, cp, profileImage, isPremium, hasLoggedInTheLastDays, langues } = provider;
  const departements = useDepartements();
  // Issue 7: the département's name; its code only while the list is not there.
  const departement = cp && departementLabel(departements, departementOfCp(cp)).replace(/ \(\w+\)$/, '');
  return (
    <div className="app-provider-head">
      {profileImage ? (
        <img className="app-provider-image" src={profileImage} alt="" width={72} height={72} loading="lazy" decoding="async" />
      ) : (
        <span className="app-provider-image app-provider-placeholder" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="app-provider-id">
        <Heading id={`provider-${id}`}>
          {Heading === 'h2' ? (
            <Link href={`/providers/${id}`} ref={linkRef}>
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        <p className="muted">
          {city}
          {departement && ` · ${t('departementOf', { departement })}`}
        </p>
        {(isPremium || hasLoggedInTheLastDays) && (
          <p className="app-badges">
            {isPremium && <span className="app-badge premium">{t('premium')}</span>}
            {hasLoggedInTheLastDays && <span className="app-badge">{t('active')}</span>}
          </p>
        )}
        {langues.length > 0 && (
          <p className="app-languages">
            <span className="sr-only">{t('languages')} </span>
            {langues.map((language, index) => {
              const Flag = flagOf(language.iso);
              return (
                <span key={language.iso} className="app-language">
                  {Flag && <Flag className="app-flag" aria-hidden="true" width={21} height={14} />}
                  {language.label}
                  {index < langues.length - 1 && <span className="sr-only">,</span>}
                </span>
              );
            })}
          </p>
        )}
      </div>
    </div>
  );
}
