import type { ProviderImage } from '@alliance/shared/images';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type CardPlace, SortableCard } from '../../components/SortableCard.tsx';
import { MediaThumb } from './MediaThumb.tsx';

export interface ImageCardProps {
  image: ProviderImage;
  place: CardPlace;
  /** Shows or hides the photo: the server's answer. */
  toggle(imageId: number): Promise<{ image: ProviderImage }>;
}

/**
 * One photo of the gallery: its thumbnail, its number (its place), whether the public sees it,
 * its caption, and its actions, each naming the photo.
 */
export function ImageCard({ image, place, toggle }: ImageCardProps) {
  const { t } = useTranslation('media');
  const number = place.index + 1;
  return (
    <SortableCard
      place={place}
      sortKey={image.id}
      headingId={`media-card-${image.id}`}
      heading={t('gallery.photo', { number })}
      hidden={!image.isVisible}
      media={
        <MediaThumb image={image} alt={image.alt}>
          {!image.isVisible && <span className="badge hidden-badge">{t('gallery.hidden')}</span>}
        </MediaThumb>
      }
      which={t('gallery.forPhoto', { number })}
      visibility={{
        label: t('gallery.visible'),
        toggle: async () => t((await toggle(image.id)).image.isVisible ? 'gallery.nowVisible' : 'gallery.nowHidden', { number }),
      }}
      texts={{ earlier: t('gallery.earlier'), later: t('gallery.later'), edit: t('gallery.edit'), delete: t('gallery.delete') }}
    >
      {image.caption && <p className="media-caption">{image.caption}</p>}
      {!image.alt && <p className="muted">{t('gallery.noAlt')}</p>}
    </SortableCard>
  );
}
