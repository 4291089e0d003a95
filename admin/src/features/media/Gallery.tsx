import type { ProviderImage } from '@alliance/shared/images';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { gridKeys, SortableGrid } from '../../components/SortableGrid.tsx';
import { ImageCard } from './ImageCard.tsx';
import { ImageDetailsDialog } from './ImageDetailsDialog.tsx';
import { PhotoPreview } from './MediaThumb.tsx';
import { galleryOf, useDeleteImage, useReorder, useToggleVisibility, withGalleryOrder } from './mediaApi.ts';

const KEYS = gridKeys('gallery', { saved: 'details.saved' });

/**
 * The gallery: every photo but the profile one, in the public order, in the media pages' one
 * grid (drag or Earlier / Later, shown at once, rolled back if the server refuses); each photo
 * shown or hidden, described, deleted.
 */
export function Gallery({ items }: { items: ProviderImage[] }) {
  const { t } = useTranslation('media');
  const reorder = useReorder();
  const toggle = useToggleVisibility();
  const remove = useDeleteImage();
  return (
    <SortableGrid
      ns="media"
      keys={KEYS}
      items={galleryOf(items)}
      keyOf={(image) => image.id}
      headingId="media-gallery"
      reorder={(ids) => reorder(withGalleryOrder(items, ids))}
      card={(image, place) => <ImageCard image={image} place={place} toggle={toggle.mutateAsync} />}
      editor={({ item, ...open }) => <ImageDetailsDialog image={item} {...open} />}
      remove={(image) => remove.mutateAsync(image)}
      deleteText={(image) => (
        <>
          <PhotoPreview image={image} alt={image.alt} />
          <p>{t('gallery.deleteText')}</p>
        </>
      )}
    />
  );
}
