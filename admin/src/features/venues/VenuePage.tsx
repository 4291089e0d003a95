import { VENUE_IMAGES_MAX, type Venue, venueIdParamsSchema } from '@alliance/shared/venues';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { ConfirmDelete } from '../media/ConfirmDelete.tsx';
import { CollectionEditorPage, CollectionNotFound } from '../media/collection/CollectionEditorPage.tsx';
import { CollectionPhotos } from '../media/collection/CollectionPhotos.tsx';
import { byPosition } from '../media/collection/collection.ts';
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

/** `/venues/:id`: a venue's editor (publication, details, photos, deletion). */
export function VenuePage({ id }: { id: string }) {
  const parsed = venueIdParamsSchema.safeParse({ id });
  return parsed.success ? <KnownVenuePage id={parsed.data.id} /> : <CollectionNotFound namespace="venues" />;
}

function KnownVenuePage({ id }: { id: number }) {
  return (
    <CollectionEditorPage namespace="venues" query={useVenue(id)} name={(venue) => venue.name}>
      {(venue) => (
        <>
          <Publication venue={venue} />
          <Details venue={venue} />
          <Photos venue={venue} />
          <DeleteVenue venue={venue} />
        </>
      )}
    </CollectionEditorPage>
  );
}

/** On the public profile or not: the switch portfolios use too. A venue needs no photo to be published. */
function Publication({ venue }: { venue: Venue }) {
  const publish = usePublishVenue(venue.id);
  return (
    <PublicationSwitch
      ns="venues"
      published={venue.published}
      change={async (wanted) => (await publish.mutateAsync(wanted)).venue.published}
    />
  );
}

function Details({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('details.title')}</h2>
      <VenueForm venue={venue} />
    </section>
  );
}

function Photos({ venue }: { venue: Venue }) {
  const add = useAddVenueImages(venue.id);
  const remove = useRemoveVenueImage(venue.id);
  const caption = useCaptionVenueImage(venue.id);
  const move = useMoveVenueImage(venue.id);
  return (
    <CollectionPhotos
      ns="venues"
      photos={byPosition(venue.images)}
      max={VENUE_IMAGES_MAX}
      add={(imageIds) => add.mutateAsync(imageIds)}
      remove={(imageId) => remove.mutateAsync(imageId)}
      caption={(imageId, text) => caption.mutateAsync({ imageId, caption: text })}
      reorder={(imageIds, moved) => move(imageIds, moved)}
    />
  );
}

/** Deletes the venue after a confirmation; its photos stay in the library. */
function DeleteVenue({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const id = useId();
  const [, navigate] = useLocation();
  const remove = useDeleteVenue(venue.id);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('delete.title')}</h2>
      <p>{t('delete.text')}</p>
      <button ref={opener} type="button" className="danger" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </button>
      {confirming && (
        <ConfirmDelete
          title={t('delete.confirmTitle', { name: venue.name })}
          confirmLabel={t('delete.confirm')}
          onClose={() => setConfirming(false)}
          returnFocusTo={opener}
          confirm={async () => {
            await remove.mutateAsync();
            navigate('/venues');
          }}
        >
          <p>{t('delete.confirmText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}
