import type { ProviderImage } from '@alliance/shared/images';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { SortableGrid, type SortableGridKeys } from '../../components/SortableGrid.tsx';
import { ImageCard } from './ImageCard.tsx';
import { ImageDetailsDialog } from './ImageDetailsDialog.tsx';
import { PhotoPreview } from './MediaThumb.tsx';
import { galleryOf, useDeleteImage, useReorder, useToggleVisibility, withGalleryOrder } from './mediaApi.ts';

const KEYS: SortableGridKeys = {
  title: 'gallery.title',
  empty: 'gallery.empty',
  help: 'gallery.help',
  moved: 'gallery.moved',
  moveFailed: 'gallery.moveFailed',
  deleteTitle: 'gallery.deleteTitle',
  deleted: 'gallery.deleted',
  saved: 'details.saved',
};

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
      card={(image, place) => (
        <ImageCard
          image={image}
          place={place}
          onToggle={() =>
            place.act(async () => {
              const answer = await toggle.mutateAsync(image.id);
              return t(answer.image.isVisible ? 'gallery.nowVisible' : 'gallery.nowHidden', { number: place.index + 1 });
            })
          }
        />
      )}
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
