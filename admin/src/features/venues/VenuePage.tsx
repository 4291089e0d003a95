import { VENUE_IMAGES_MAX, venueIdParamsSchema } from '@alliance/shared/venues';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { CollectionEditorPage, CollectionNotFound } from '../media/collection/CollectionEditorPage.tsx';
import { type CollectionPhotoCalls, CollectionPhotos } from '../media/collection/CollectionPhotos.tsx';
import { DeleteSection, DetailsSection } from '../media/collection/CollectionSections.tsx';
import { PublicationSwitch } from '../media/collection/PublicationSwitch.tsx';
import { VenueForm } from './VenueForm.tsx';
import {
  useAddVenueImages,
  useCaptionVenueImage,
  useDeleteVenue,
  useMoveVenueImage,
  usePublishVenue,
  useRemoveVenueImage,
  useVenue,
} from './venuesApi.ts';

/** The photos' calls, for the shared photos section. */
const PHOTO_CALLS: CollectionPhotoCalls = {
  useAdd: useAddVenueImages,
  useRemove: useRemoveVenueImage,
  useCaption: useCaptionVenueImage,
  useReorder: useMoveVenueImage,
};

/** `/venues/:id`: a venue's editor (publication, details, photos, deletion). */
export function VenuePage({ id }: { id: string }) {
  const parsed = venueIdParamsSchema.safeParse({ id });
  return parsed.success ? <KnownVenuePage id={parsed.data.id} /> : <CollectionNotFound namespace="venues" />;
}

function KnownVenuePage({ id }: { id: number }) {
  const { t } = useTranslation('venues');
  const publish = usePublishVenue(id);
  const remove = useDeleteVenue(id);
  return (
    <CollectionEditorPage namespace="venues" query={useVenue(id)} name={(venue) => venue.name}>
      {(venue) => (
        <>
          {/* The switch portfolios use too. A venue needs no photo to be published. */}
          <PublicationSwitch
            ns="venues"
            published={venue.published}
            change={async (wanted) => (await publish.mutateAsync(wanted)).venue.published}
          />
          <DetailsSection ns="venues">
            <VenueForm venue={venue} />
          </DetailsSection>
          <CollectionPhotos ns="venues" id={id} photos={venue.images} max={VENUE_IMAGES_MAX} calls={PHOTO_CALLS} />
          <DeleteSection
            ns="venues"
            confirmTitle={t('delete.confirmTitle', { name: venue.name })}
            remove={() => remove.mutateAsync()}
          />
        </>
      )}
    </CollectionEditorPage>
  );
}
