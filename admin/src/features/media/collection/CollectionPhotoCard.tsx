import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { ReactNode } from 'react';
import { type CardPlace, SortableCard } from '../../../components/SortableCard.tsx';
import { MediaThumb } from '../MediaThumb.tsx';
import type { CollectionNs, CollectionPhoto } from './collection.ts';

export interface CollectionPhotoCardProps {
  ns: CollectionNs;
  photo: CollectionPhoto;
  /** Its alt text in the library, when it has one. */
  alt: string | null;
  place: CardPlace;
  /** Offered for a portfolio (its key image); absent for a venue. */
  onMakeKey?(): void;
}

/**
 * One photo of a portfolio or venue, drawn like the media library's cards: its thumbnail, its
 * number, the key image and hidden marks, its caption, and its actions, each naming the photo
 * (visually hidden) so that a list of "Retirer" buttons is never ambiguous.
 */
export function CollectionPhotoCard({ ns, photo, alt, place, onMakeKey }: CollectionPhotoCardProps) {
  const { t } = useTranslation(ns);
  const number = place.index + 1;
  const keyButton = (which: ReactNode) => (
    <button
      type="button"
      className="wide"
      aria-disabled={photo.isKey || undefined}
      onClick={() => {
        if (!photo.isKey) onMakeKey?.();
      }}
    >
      {photo.isKey ? t('photos.key') : t('photos.makeKey')}
      {which}
    </button>
  );
  return (
    <SortableCard
      place={place}
      sortKey={photo.imageId}
      headingId={`${ns}-photo-${photo.imageId}`}
      heading={t('photos.photo', { number })}
      hidden={!photo.isVisible}
      media={
        <MediaThumb image={photo} alt={alt}>
          <div className="media-badges">
            {photo.isKey && <span className="badge key-badge">{t('photos.key')}</span>}
            {!photo.isVisible && <span className="badge">{t('photos.hidden')}</span>}
          </div>
        </MediaThumb>
      }
      which={t('photos.forPhoto', { number })}
      lead={onMakeKey && keyButton}
      texts={{ earlier: t('photos.earlier'), later: t('photos.later'), edit: t('photos.caption'), delete: t('photos.remove') }}
    >
      {photo.caption && <p className="media-caption">{photo.caption}</p>}
      {!photo.isVisible && <p className="muted">{t('photos.hiddenHint')}</p>}
    </SortableCard>
  );
}
