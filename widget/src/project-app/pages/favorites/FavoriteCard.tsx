import type { ProviderCard } from '@alliance/shared/providers';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/react.tsx';
import { FavoriteButton } from '../search/FavoriteButton.tsx';
import { ProviderHead } from '../search/ProviderSummary.tsx';

/**
 * A favorite provider: the search results' head (name linking to `/providers/{id}`), "Contacter"
 * (a project for this provider) and the heart, which takes the provider out of the favorites.
 */
export function FavoriteCard({ provider, linkRef }: { provider: ProviderCard; linkRef?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation('favorites');
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
