import { PORTFOLIOS_PER_PROVIDER_MAX, type Portfolio } from '@alliance/shared/portfolios';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { CollectionListItem, CollectionListPage } from '../media/collection/CollectionListPage.tsx';
import { byPosition } from '../media/collection/collection.ts';
import { CreatePortfolioDialog } from './CreatePortfolioDialog.tsx';
import { PublishedBadge } from './PublishedBadge.tsx';
import { usePortfolios } from './portfoliosApi.ts';

/** `/portfolios`: the provider's portfolios, newest first, each leading to its editor; a new one is made from its title. */
export function PortfoliosPage() {
  return (
    <CollectionListPage
      namespace="portfolios"
      list={usePortfolios()}
      max={PORTFOLIOS_PER_PROVIDER_MAX}
      item={(portfolio) => <PortfolioItem key={portfolio.id} portfolio={portfolio} />}
      createDialog={(close) => <CreatePortfolioDialog onClose={close} />}
    />
  );
}

function PortfolioItem({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolios');
  // The key image, else the first photo.
  const photos = byPosition(portfolio.images);
  return (
    <CollectionListItem
      href={`/portfolios/${portfolio.id}`}
      name={portfolio.title}
      image={photos.find((image) => image.isKey) ?? photos[0]}
    >
      <PublishedBadge published={portfolio.published} />
      <span>{t('list.photos', { count: portfolio.images.length })}</span>
    </CollectionListItem>
  );
}
