import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { gridKeys, SortableGrid } from '../../../components/SortableGrid.tsx';
import { PhotoPreview } from '../MediaThumb.tsx';
import { useImages } from '../mediaApi.ts';
import { CaptionDialog } from './CaptionDialog.tsx';
import { CollectionPhotoCard } from './CollectionPhotoCard.tsx';
import { byPosition, type CollectionNs, type CollectionPhoto } from './collection.ts';
import { LibraryPicker } from './LibraryPicker.tsx';

/** A call on the collection's photos, as its API's mutation hooks answer it. */
interface Call<V> {
  mutateAsync(variables: V): Promise<unknown>;
}

/** The collection's API hooks for its photos (`useAddPortfolioImages`…), each taking the collection's id. */
export interface CollectionPhotoCalls {
  useAdd(id: number): Call<number[]>;
  useRemove(id: number): Call<number>;
  useCaption(id: number): Call<{ imageId: number; caption: string | null }>;
  /** Sends the new order (every image id), and the photo moved to where (0 first). */
  useReorder(id: number): (imageIds: number[], moved: { imageId: number; position: number }) => Promise<unknown>;
  /** A portfolio's key image; absent for a venue. */
  useMakeKey?(id: number): Call<number>;
}

export interface CollectionPhotosProps {
  ns: CollectionNs;
  /** The collection's id, for its `calls`. */
  id: number;
  /** In any order: shown by position. */
  photos: CollectionPhoto[];
  /** How many photos the collection may hold. */
  max: number;
  calls: CollectionPhotoCalls;
}

const KEYS = gridKeys('photos', {
  deleteTitle: 'photos.removeTitle',
  deleted: 'photos.removed',
  saved: 'photos.captionSaved',
  confirm: 'photos.remove',
});

/**
 * The photos of a portfolio or venue, chosen in the library (a dialog of checkboxes), with a link
 * to the media page to upload new ones, in the media pages' one grid (exactly like the media
 * library). Each card: caption, key image (portfolios), Earlier / Later and drag, remove after a
 * confirmation (the photo stays in the library).
 */
export function CollectionPhotos(props: CollectionPhotosProps) {
  const { ns, id, calls } = props;
  const { t } = useTranslation(ns);
  const photos = byPosition(props.photos);
  const add = calls.useAdd(id);
  const remove = calls.useRemove(id);
  const caption = calls.useCaption(id);
  const reorder = calls.useReorder(id);
  const makeKey = calls.useMakeKey?.(id);
  const library = useImages();
  const altOf = (photo: CollectionPhoto) => library.data?.find((image) => image.id === photo.imageId)?.alt ?? null;
  const [picking, setPicking] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <SortableGrid
      ns={ns}
      keys={KEYS}
      items={photos}
      keyOf={(photo) => photo.imageId}
      reorder={(imageIds, moved) => reorder(imageIds, { imageId: moved.key, position: moved.position })}
      intro={({ clearFailure }) => (
        <>
          <p>{t('photos.intro')}</p>
          <p className="media-count">{t('photos.count', { current: photos.length, max: props.max })}</p>
          <div className="actions">
            <button
              ref={addButton}
              type="button"
              className="primary"
              onClick={() => {
                clearFailure();
                setPicking(true);
              }}
            >
              {t('photos.add')}
            </button>
            <Link href="/media" className="button">
              {t('photos.upload')}
            </Link>
          </div>
        </>
      )}
      card={(photo, place) => (
        <CollectionPhotoCard
          ns={ns}
          photo={photo}
          alt={altOf(photo)}
          place={place}
          onMakeKey={
            makeKey &&
            (() =>
              place.act(() => makeKey.mutateAsync(photo.imageId).then(() => t('photos.keyChanged', { number: place.index + 1 }))))
          }
        />
      )}
      dialogs={({ announce }) =>
        picking && (
          <LibraryPicker
            ns={ns}
            already={new Set(photos.map((photo) => photo.imageId))}
            add={add.mutateAsync}
            onClose={() => setPicking(false)}
            returnFocusTo={addButton}
            onAdded={(count) => {
              announce(t('photos.added', { count }));
              setPicking(false);
            }}
          />
        )
      }
      editor={({ item, ...open }) => (
        <CaptionDialog
          ns={ns}
          photo={item}
          save={(text) => caption.mutateAsync({ imageId: item.imageId, caption: text })}
          {...open}
        />
      )}
      remove={(photo) => remove.mutateAsync(photo.imageId)}
      deleteText={(photo) => (
        <>
          <PhotoPreview image={photo} alt={altOf(photo)} />
          <p>{t('photos.removeText')}</p>
        </>
      )}
    />
  );
}
