import { VENUES_PER_PROVIDER_MAX, type Venue } from '@alliance/shared/venues';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { CollectionListItem, CollectionListPage } from '../media/collection/CollectionListPage.tsx';
import { byPosition } from '../media/collection/collection.ts';
import { CreateVenueDialog } from './CreateVenueDialog.tsx';
import { PublishedBadge } from './PublishedBadge.tsx';
import { useVenues } from './venuesApi.ts';

/** `/venues`: the venues the provider works with, in the order they were added, each leading to its editor. */
export function VenuesPage() {
  return (
    <CollectionListPage
      namespace="venues"
      list={useVenues()}
      max={VENUES_PER_PROVIDER_MAX}
      item={(venue) => <VenueItem key={venue.id} venue={venue} />}
      createDialog={(close) => <CreateVenueDialog onClose={close} />}
    />
  );
}

function VenueItem({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const place = [venue.city, venue.cp].filter(Boolean).join(' ');
  return (
    <CollectionListItem href={`/venues/${venue.id}`} name={venue.name} image={byPosition(venue.images)[0]}>
      <PublishedBadge published={venue.published} />
      {place && <span>{place}</span>}
      <span>{t('list.photos', { count: venue.images.length })}</span>
    </CollectionListItem>
  );
}
