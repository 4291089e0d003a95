import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../../widget/src/i18n/react.tsx';
import { FormMessage } from '../../../components/Field.tsx';
import { errorText } from '../../../lib/errors.ts';
import { type MoveButton, useSortable } from '../../../lib/useSortable.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';
import { useImages } from '../mediaApi.ts';
import { thumbnail } from '../thumbnail.ts';
import { CaptionDialog } from './CaptionDialog.tsx';
import { CollectionPhotoCard } from './CollectionPhotoCard.tsx';
import type { CollectionNs, CollectionPhoto } from './collection.ts';
import { LibraryPicker } from './LibraryPicker.tsx';

export interface CollectionPhotosProps {
  ns: CollectionNs;
  /** In their order. */
  photos: CollectionPhoto[];
  /** How many photos the collection may hold. */
  max: number;
  add(imageIds: number[]): Promise<unknown>;
  remove(imageId: number): Promise<unknown>;
  caption(imageId: number, caption: string | null): Promise<unknown>;
  /** The new order (every image id), and the photo moved to where (0 first). */
  reorder(imageIds: number[], moved: { imageId: number; position: number }): Promise<unknown>;
  /** A portfolio's key image; absent for a venue. */
  makeKey?(imageId: number): Promise<unknown>;
}

/** A dialog open on one photo, and the button that opened it. */
interface Open {
  photo: CollectionPhoto;
  number: number;
  opener: HTMLButtonElement;
}

/**
 * The photos of a portfolio or venue, chosen in the library (a dialog of checkboxes), with a link
 * to the media page to upload new ones. Each card: caption, key image (portfolios), Earlier /
 * Later and drag (exactly like the media library: the focus stays on the button pressed, a live
 * region says where the photo went, the order rolled back if the server refuses), remove after a
 * confirmation (the photo stays in the library).
 */
export function CollectionPhotos(props: CollectionPhotosProps) {
  const { ns, photos } = props;
  const { t } = useTranslation(ns);
  const id = useId();
  const library = useImages();
  const altOf = new Map((library.data ?? []).map((image) => [image.id, image.alt]));
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Open | null>(null);
  const [removing, setRemoving] = useState<Open | null>(null);
  const sortable = useSortable(
    photos.map((photo) => photo.imageId),
    (from, to) => move(from, to),
  );
  const { announce } = sortable;
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef<number | null>(null);

  useLayoutEffect(() => {
    // A removed card leaves with its focused button (the dialog gave the focus back to it): the heading takes it.
    if (removed.current !== null && !photos.some((photo) => photo.imageId === removed.current)) {
      removed.current = null;
      heading.current?.focus();
    }
  });

  function move(from: number, to: number, focus?: MoveButton) {
    const ids = sortable.order(from, to, focus);
    const imageId = photos[from]?.imageId;
    if (!ids || imageId === undefined) return;
    setFailure(null);
    announce(t('photos.moved', { from: from + 1, to: to + 1 }));
    props.reorder(ids, { imageId, position: to }).catch((error: unknown) => {
      sortable.forget();
      setFailure(t('photos.moveFailed', { message: errorText(error, t) }));
    });
  }

  function makeKey(photo: CollectionPhoto, number: number) {
    setFailure(null);
    props
      .makeKey?.(photo.imageId)
      .then(() => announce(t('photos.keyChanged', { number })))
      .catch((error: unknown) => setFailure(errorText(error, t)));
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('photos.title')}
      </h2>
      <p>{t('photos.intro')}</p>
      <p className="media-count">{t('photos.count', { current: photos.length, max: props.max })}</p>
      <div className="actions">
        <button
          ref={addButton}
          type="button"
          className="primary"
          onClick={() => {
            setFailure(null);
            setPicking(true);
          }}
        >
          {t('photos.add')}
        </button>
        <Link href="/media" className="button">
          {t('photos.upload')}
        </Link>
      </div>
      <p className="sr-only" role="status">
        {sortable.announcement}
      </p>
      <FormMessage text={failure} />
      {photos.length === 0 ? (
        <p className="empty">{t('photos.empty')}</p>
      ) : (
        <>
          <p className="hint">{t('photos.help')}</p>
          <ol className="media-grid" ref={sortable.list}>
            {photos.map((photo, index) => (
              <CollectionPhotoCard
                key={photo.imageId}
                ns={ns}
                photo={photo}
                alt={altOf.get(photo.imageId) ?? null}
                index={index}
                count={photos.length}
                dropTarget={sortable.isDropTarget(photo.imageId)}
                onMakeKey={props.makeKey ? () => makeKey(photo, index + 1) : undefined}
                onMove={(button) => move(index, button === 'earlier' ? index - 1 : index + 1, button)}
                onCaption={(opener) => setEditing({ photo, number: index + 1, opener })}
                onRemove={(opener) => setRemoving({ photo, number: index + 1, opener })}
                {...sortable.dragHandlers(photo.imageId, index)}
              />
            ))}
          </ol>
        </>
      )}
      {picking && (
        <LibraryPicker
          ns={ns}
          already={new Set(photos.map((photo) => photo.imageId))}
          add={props.add}
          onClose={() => setPicking(false)}
          returnFocusTo={addButton}
          onAdded={(count) => {
            announce(t('photos.added', { count }));
            setPicking(false);
          }}
        />
      )}
      {editing && (
        <CaptionDialog
          ns={ns}
          photo={editing.photo}
          number={editing.number}
          save={(caption) => props.caption(editing.photo.imageId, caption)}
          onClose={() => setEditing(null)}
          returnFocusTo={{ current: editing.opener }}
          onSaved={() => {
            announce(t('photos.captionSaved', { number: editing.number }));
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <ConfirmDelete
          title={t('photos.removeTitle', { number: removing.number })}
          confirmLabel={t('photos.remove')}
          onClose={() => setRemoving(null)}
          // The card goes with its button: the focus then lands on the section's heading.
          returnFocusTo={heading}
          confirm={async () => {
            await props.remove(removing.photo.imageId);
            removed.current = removing.photo.imageId;
            announce(t('photos.removed', { number: removing.number }));
            setRemoving(null);
          }}
        >
          <RemovePreview photo={removing.photo} alt={altOf.get(removing.photo.imageId) ?? null} />
          <p>{t('photos.removeText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}

function RemovePreview({ photo, alt }: { photo: CollectionPhoto; alt: string | null }) {
  const thumb = thumbnail(photo, 160);
  return <img className="details-preview" src={thumb.src} width={thumb.width} height={thumb.height} alt={alt ?? ''} />;
}
